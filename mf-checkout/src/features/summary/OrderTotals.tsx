import { useTranslation } from 'react-i18next';
import { formatPrice } from '@pulp/shared';
import { HStack, Separator, Stack, Text } from '@pulp/shared/ui';

export interface OrderTotalsProps {
  items: number;
  delivery: number;
  promotion: number;
  total: number;
  bonus: number;
}

/** Items, delivery, promotion, total and bonus points, as on the summary, completion and tracking pages. */
export function OrderTotals({ items, delivery, promotion, total, bonus }: OrderTotalsProps) {
  const { t } = useTranslation();
  const row = (label: string, value: string, className?: string) => (
    <HStack justify="space-between" className={className}>
      <Text color="fg.muted">{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
  return (
    <Stack gap="2" className="order-totals">
      {row(t('LABEL_ITEMS'), formatPrice(items), 'items-total')}
      {row(t('LABEL_DELIVERY'), formatPrice(delivery), 'delivery-price')}
      {promotion > 0 && row(t('LABEL_PROMOTION'), `−${formatPrice(promotion)}`, 'promotion')}
      <Separator />
      <HStack justify="space-between">
        <Text fontWeight="bold">{t('LABEL_TOTAL')}</Text>
        <Text fontWeight="bold" fontSize="xl" className="order-total">
          {formatPrice(total)}
        </Text>
      </HStack>
      <Text fontSize="sm" color="green.fg" className="bonus">
        {t('BONUS_POINTS_EARNED', { count: bonus })}
      </Text>
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import { formatPrice } from '@pulp/shared';
import { Button, Card, HStack, PulpIcon, Stack, Text } from '@pulp/shared/ui';

export interface WalletPanelProps {
  balance: number | null;
  total: number | null;
  canPay: boolean;
  busy: boolean;
  onPay: () => void;
}

/** Paying with the digital wallet: the balance, and a pay button only enabled when it suffices. */
export function WalletPanel({ balance, total, canPay, busy, onPay }: WalletPanelProps) {
  const { t } = useTranslation();
  return (
    <Card.Root className="wallet-panel" variant="outline">
      <Card.Body gap="3">
        <HStack gap="2">
          <PulpIcon name="wallet" />
          <Card.Title>{t('TITLE_PAY_WITH_WALLET')}</Card.Title>
        </HStack>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('LABEL_WALLET_BALANCE')}
            </Text>
            <Text fontSize="xl" fontWeight="bold" className="wallet-balance">
              {balance === null ? '…' : formatPrice(balance)}
            </Text>
          </Stack>
          <Button colorPalette="brand" variant="subtle" disabled={!canPay || busy} loading={busy} onClick={onPay} aria-label={t('PAY_WITH_WALLET')}>
            {t('BTN_PAY_AMOUNT', { amount: total === null ? '…' : formatPrice(total) })}
          </Button>
        </HStack>
        {!canPay && balance !== null && total !== null && (
          <Text fontSize="sm" color="fg.muted" className="wallet-too-low">
            {t('WALLET_BALANCE_TOO_LOW')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

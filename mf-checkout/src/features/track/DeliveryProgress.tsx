import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_LABELS, ORDER_STEPS, type DeliveryState, type OrderStatus } from '@pulp/shared';
import { Box, HStack, PulpIcon, Stack, Text, type IconName } from '@pulp/shared/ui';

const ICONS: Record<DeliveryState, IconName> = { New: 'star', Packing: 'package', Transit: 'truck', Delivered: 'home' };

/** An order's way in four steps (received, packing, in transit, delivered), its status highlighted. */
export function DeliveryProgress({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const current = ORDER_STEPS.indexOf(status);
  return (
    <HStack as="ol" listStyleType="none" gap="0" className="delivery-progress" aria-label={t('DELIVERY_STATUS')} align="flex-start">
      {ORDER_STEPS.map((step, index) => {
        const reached = index <= current;
        return (
          <Stack as="li" key={step} flex="1" align="center" gap="2" position="relative" aria-current={index === current ? 'step' : undefined} data-state={step}>
            {index > 0 && <Box position="absolute" top="6" insetEnd="50%" width="100%" height="3px" bg={reached ? 'brand.solid' : 'border'} zIndex="0" />}
            <Box
              position="relative"
              zIndex="1"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="12"
              borderRadius="full"
              bg={reached ? 'brand.solid' : 'bg.muted'}
              color={reached ? 'brand.contrast' : 'fg.muted'}
              boxShadow={index === current ? '0 0 0 4px var(--chakra-colors-brand-muted)' : undefined}
            >
              <PulpIcon name={ICONS[step]} size="1.4em" />
            </Box>
            <Text fontSize="sm" fontWeight={index === current ? 'bold' : 'normal'} color={reached ? 'fg' : 'fg.muted'} textAlign="center">
              {t(ORDER_STATUS_LABELS[step])}
            </Text>
          </Stack>
        );
      })}
    </HStack>
  );
}

import { useTranslation } from 'react-i18next';
import type { DeliveryState } from '@pulp/shared';
import { Box, HStack, PulpIcon, Stack, Text, type IconName } from '@pulp/shared/ui';

export const DELIVERY_STATES: { state: DeliveryState; label: string; icon: IconName }[] = [
  { state: 'New', label: 'STATUS_NEW', icon: 'star' },
  { state: 'Packing', label: 'STATUS_PACKING', icon: 'package' },
  { state: 'Transit', label: 'STATUS_TRANSIT', icon: 'truck' },
  { state: 'Delivered', label: 'STATUS_DELIVERED', icon: 'home' },
];

/** The four delivery states with the current one highlighted. */
export function DeliveryProgress({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const current = DELIVERY_STATES.findIndex((entry) => entry.state === state);
  return (
    <HStack as="ol" listStyleType="none" gap="0" className="delivery-progress" aria-label={t('DELIVERY_STATUS')} align="flex-start">
      {DELIVERY_STATES.map((entry, index) => {
        const reached = index <= current;
        return (
          <Stack as="li" key={entry.state} flex="1" align="center" gap="2" position="relative" aria-current={index === current ? 'step' : undefined} data-state={entry.state}>
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
              <PulpIcon name={entry.icon} size="1.4em" />
            </Box>
            <Text fontSize="sm" fontWeight={index === current ? 'bold' : 'normal'} color={reached ? 'fg' : 'fg.muted'} textAlign="center">
              {t(entry.label)}
            </Text>
          </Stack>
        );
      })}
    </HStack>
  );
}

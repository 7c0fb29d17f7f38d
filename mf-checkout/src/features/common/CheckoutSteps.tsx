import { useTranslation } from 'react-i18next';
import { Box, HStack, PulpIcon, Text, type IconName } from '@pulp/shared/ui';

export type CheckoutStep = 'basket' | 'address' | 'delivery' | 'payment' | 'summary';

const STEPS: { key: CheckoutStep; label: string; icon: IconName }[] = [
  { key: 'basket', label: 'STEP_BASKET', icon: 'cart' },
  { key: 'address', label: 'STEP_ADDRESS', icon: 'pin' },
  { key: 'delivery', label: 'STEP_DELIVERY', icon: 'truck' },
  { key: 'payment', label: 'STEP_PAYMENT', icon: 'card' },
  { key: 'summary', label: 'STEP_SUMMARY', icon: 'package' },
];

/** Where the shopper is in the checkout. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const index = STEPS.findIndex((step) => step.key === current);
  return (
    <HStack as="ol" aria-label={t('CHECKOUT_PROGRESS')} gap="0" mb="6" listStyleType="none" className="checkout-steps" overflowX="auto">
      {STEPS.map((step, position) => {
        const state = position < index ? 'done' : position === index ? 'current' : 'todo';
        return (
          <HStack as="li" key={step.key} flex="1" gap="2" minW="fit-content" aria-current={state === 'current' ? 'step' : undefined}>
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              borderRadius="full"
              flexShrink={0}
              bg={state === 'todo' ? 'bg.muted' : 'brand.solid'}
              color={state === 'todo' ? 'fg.muted' : 'brand.contrast'}
            >
              <PulpIcon name={step.icon} size="1.1em" />
            </Box>
            <Text fontSize="sm" fontWeight={state === 'current' ? 'semibold' : 'normal'} color={state === 'todo' ? 'fg.muted' : 'fg'} hideBelow="md">
              {t(step.label)}
            </Text>
            {position < STEPS.length - 1 && <Box flex="1" height="2px" minW="4" mx="2" bg={position < index ? 'brand.solid' : 'border'} />}
          </HStack>
        );
      })}
    </HStack>
  );
}

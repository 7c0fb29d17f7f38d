import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { LOCAL_KEYS } from '@pulp/shared';
import { Box, Button, Collapsible, HStack, Link, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { useRememberedPanel } from '../common/panelState';
import { RetiredCryptoDonations } from './RetiredCryptoDonations';

/** Other ways to support the shop: merchandise and a donation page (crypto payments are not offered). */
export function OtherOptionsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useRememberedPanel(LOCAL_KEYS.paymentPanelExpanded);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} borderWidth="1px" borderRadius="lg" bg="bg" className="other-payment-options">
      <Collapsible.Trigger asChild>
        <Button id="collapsePaymentElement" variant="ghost" width="full" justifyContent="space-between" px="4" py="6" aria-label={t('OTHER_PAYMENT_OPTIONS')}>
          <HStack gap="2">
            <PulpIcon name="heart" />
            <span>{t('OTHER_PAYMENT_OPTIONS')}</span>
          </HStack>
          <PulpIcon name={open ? 'chevronDown' : 'chevronRight'} />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack px="4" pb="4" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('OTHER_PAYMENT_OPTIONS_TEXT')}
          </Text>
          <Box>
            <Link asChild color="brand.fg" className="merchandise-link">
              <RouterLink to="/search?q=Pulp">{t('LINK_MERCHANDISE')}</RouterLink>
            </Link>
          </Box>
          <Box>
            <Link asChild color="brand.fg" className="donation-link">
              <RouterLink to="/about">{t('LINK_DONATE')}</RouterLink>
            </Link>
          </Box>
          <RetiredCryptoDonations />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

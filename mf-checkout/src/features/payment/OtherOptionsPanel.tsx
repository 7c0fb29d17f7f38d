import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { LOCAL_KEYS } from '@pulp/shared';
import { Box, Link, Stack, Text } from '@pulp/shared/ui';
import { ExpanderPanel } from '../common/ExpanderPanel';
import { useRememberedPanel } from '../common/panelState';
import { RetiredCryptoDonations } from './RetiredCryptoDonations';

/** Other ways to support the shop: merchandise and a donation page (crypto payments are not offered). */
export function OtherOptionsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useRememberedPanel(LOCAL_KEYS.paymentPanelExpanded);
  return (
    <ExpanderPanel open={open} onOpenChange={setOpen} label={t('OTHER_PAYMENT_OPTIONS')} icon="heart" className="other-payment-options" triggerId="collapsePaymentElement">
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
    </ExpanderPanel>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_DAYS, COOKIE_KEYS, cookies, useConfig } from '@pulp/shared';
import { Box, Button, Flex, Link, Text } from '@pulp/shared/ui';
import { configText } from '../config-text/configText';
import { usePageShown } from '../page-shown/pageShown';

/**
 * The cookie notice at the bottom of the page until dismissed (cookie cookieconsent_status, 1
 * year). Like the welcome banner, it comes once the first page has been drawn.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const consent = useConfig((state) => state.config.application.cookieConsent);
  const [dismissed, setDismissed] = useState(() => cookies.get(COOKIE_KEYS.cookieConsent) === 'dismiss');
  const pageShown = usePageShown();
  if (dismissed || !pageShown) return null;

  const dismiss = () => {
    cookies.set(COOKIE_KEYS.cookieConsent, 'dismiss', COOKIE_DAYS.cookieConsent);
    setDismissed(true);
  };

  return (
    <Box
      role="region"
      aria-label={t('COOKIE_NOTICE')}
      className="cookie-notice"
      position="fixed"
      bottom="0"
      insetInline="0"
      zIndex="banner"
      bg="gray.900"
      color="white"
      px={{ base: '4', md: '8' }}
      py="3"
      boxShadow="lg"
    >
      <Flex gap="3" align="center" justify="space-between" maxW="6xl" mx="auto" direction={{ base: 'column', sm: 'row' }}>
        <Text fontSize="sm">
          {configText(t, consent?.message ?? 'COOKIE_CONSENT_MESSAGE')}{' '}
          <Link href={consent?.linkUrl ?? '#/privacy-security/privacy-policy'} color="brand.300" textDecoration="underline">
            {configText(t, consent?.linkText ?? 'COOKIE_CONSENT_LINK')}
          </Link>
        </Text>
        <Button size="sm" colorPalette="brand" flexShrink={0} aria-label={t('DISMISS_COOKIE_MESSAGE')} onClick={dismiss}>
          {configText(t, consent?.dismissText ?? 'COOKIE_CONSENT_DISMISS')}
        </Button>
      </Flex>
    </Box>
  );
}

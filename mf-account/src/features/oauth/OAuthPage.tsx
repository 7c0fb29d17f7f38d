import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@pulp/shared/router';
import { externalAccountPassword, isHardened, sessionStore, useConfig } from '@pulp/shared';
import { Center, showConfirmation, Spinner, Stack, Text } from '@pulp/shared/ui';
import { authenticate } from '../login/login';
import { accessTokenFromFragment, providerEmail } from './oauth-return';

/** Long enough to read and note the password. */
const EXTERNAL_PASSWORD_NOTICE_MS = 20000;

/**
 * The OAuth return (docs/behaviour.md, "Screens"): the provider sends the browser back with the access
 * token in the fragment; ask the provider for the email, log in, go to / (or /login).
 */
export default function OAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const configLoaded = useConfig((state) => state.loaded);
  const userInfoUrl = useConfig((state) => state.config.application.googleOauth.userInfoUrl);
  const config = useConfig((state) => state.config);
  const started = useRef(false);

  useEffect(() => {
    // The provider's address comes from the configuration: wait for it, then run once.
    if (!configLoaded || started.current) return;
    started.current = true;
    const fail = (reason: unknown) => {
      console.error('External sign-in failed', reason);
      sessionStore.getState().logout();
      navigate('/login', { replace: true });
    };
    const accessToken = accessTokenFromFragment(pathname);
    if (!accessToken) return fail('no access token in the URL');
    providerEmail(userInfoUrl, accessToken)
      .then(async (email) => ({ email, outcome: await authenticate({ email, password: accessToken, oauth: true }) }))
      .then(({ email, outcome }) => {
        if (outcome.kind === 'failed') return fail(outcome.message);
        if (outcome.kind === 'twoFactor') return navigate('/2fa/enter', { replace: true });
        showConfirmation(t('CONFIRM_LOGGED_IN_VIA_OAUTH2'));
        // vuln: oauthUserPasswordChallenge — the page works out the account's password from the
        // address, as the server does, so whoever reads this code can do it for any address.
        // The password the shop gave the account, for logging in without the provider.
        if (isHardened(config, 'oauthUserPasswordChallenge')) {
          // The server gave the account a random password that nobody knows: the provider is the way in.
        } else {
          showConfirmation(t('CONFIRM_EXTERNAL_ACCOUNT_PASSWORD', { password: externalAccountPassword(email) }), { duration: EXTERNAL_PASSWORD_NOTICE_MS });
        }
        navigate('/', { replace: true });
      })
      .catch(fail);
  }, [configLoaded, config, pathname, userInfoUrl, navigate, t]);

  return (
    <Center py="16">
      <Stack align="center" gap="4" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t('OAUTH_SIGNING_IN')}</Text>
      </Stack>
    </Center>
  );
}

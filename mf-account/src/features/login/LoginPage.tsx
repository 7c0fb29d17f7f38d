import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from '@pulp/shared/router';
import { local, LOCAL_KEYS, useConfig } from '@pulp/shared';
import { loginSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, HStack, Link, PulpIcon, Separator, Stack, Text } from '@pulp/shared/ui';
import { Checkbox } from '@pulp/shared/ui-forms';
import { FormCard } from '../common/FormCard';
import { Banner } from '../common/Banner';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import { fieldMessage } from '../common/errors';
import { isAuthorisedRedirect, login } from './login';
import { startExternalSignIn } from './external-sign-in';
import { testAccountPrefill } from './test-account';

interface LoginValues {
  email: string;
  password: string;
}

/** Login (docs/behaviour.md, "Screens"): email, password with show/hide, remember me, external sign-in. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig((state) => state.config);
  const oauth = config.application.googleOauth;
  const configLoaded = useConfig((state) => state.loaded);
  const rememberedEmail = local.get(LOCAL_KEYS.email);
  const [rememberMe, setRememberMe] = useState(Boolean(rememberedEmail));
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<LoginValues>({
    defaultValues: testAccountPrefill(window.location.search, config) ?? { email: rememberedEmail ?? '', password: '' },
    resolver: valibotResolver(loginSchema),
  });
  const filled = Boolean(watch('email')) && Boolean(watch('password'));
  const clearError = () => setError(null);

  const submit = handleSubmit(async ({ email, password }) => {
    const outcome = await login(email, password, rememberMe);
    if (outcome.kind === 'loggedIn') navigate('/search');
    else if (outcome.kind === 'twoFactor') navigate('/2fa/enter');
    else setError(outcome.message);
  });

  const showExternal = isAuthorisedRedirect(oauth.authorizedRedirects ?? [], window.location.origin);
  useEffect(() => {
    if (configLoaded && !showExternal) console.log(`External sign-in is not offered: ${window.location.origin} is not an authorised redirect.`);
  }, [configLoaded, showExternal]);

  return (
    <FormCard title={t('TITLE_LOGIN')}>
      {error && <Banner kind="error">{error}</Banner>}
      <form id="login-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            id="email"
            label={t('LABEL_EMAIL')}
            type="email"
            autoComplete="username"
            aria-label={t('LOGIN_EMAIL_FIELD')}
            onFocus={clearError}
            registration={register('email')}
            error={fieldMessage(t, formState.errors.email)}
          />
          <PasswordField
            id="password"
            label={t('LABEL_PASSWORD')}
            ariaLabel={t('LOGIN_PASSWORD_FIELD')}
            autoComplete="current-password"
            registration={register('password')}
            error={fieldMessage(t, formState.errors.password)}
            onFocus={clearError}
          />
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Checkbox.Root ids={{ root: 'rememberMe' }} checked={rememberMe} onCheckedChange={(details) => setRememberMe(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('REMEMBER_ME')}</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild className="forgot-pw" fontSize="sm" color="brand.fg">
              <RouterLink to="/forgot-password">{t('FORGOT_PASSWORD')}</RouterLink>
            </Link>
          </HStack>
          <Button id="loginButton" type="submit" colorPalette="brand" disabled={!filled || formState.isSubmitting} loading={formState.isSubmitting} aria-label={t('TITLE_LOGIN')}>
            <PulpIcon name="login" /> {t('TITLE_LOGIN')}
          </Button>
          {showExternal && (
            <>
              <HStack>
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted">
                  {t('OR')}
                </Text>
                <Separator flex="1" />
              </HStack>
              <Button id="loginButtonGoogle" variant="outline" aria-label={t('LOGIN_WITH_GOOGLE')} onClick={() => startExternalSignIn(oauth)}>
                <PulpIcon name="external" /> {t('LOGIN_WITH_GOOGLE')}
              </Button>
            </>
          )}
          <Text fontSize="sm" id="newCustomerLink" textAlign="center">
            <Link asChild color="brand.fg">
              <RouterLink to="/register">{t('NO_CUSTOMER_YET')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}

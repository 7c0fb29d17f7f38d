import '../../app/register';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { local, LOCAL_KEYS, loginSchema, useConfig, valibotResolver } from '@pulp/shared';
import { Box, Button, Card, Checkbox, Field, Heading, IconButton, Input, InputGroup, Link, PulpIcon, Separator, Stack, Text } from '@pulp/shared/ui';
import { isAuthorisedRedirect, login } from './login';
import { startExternalSignIn } from './external-sign-in';

interface LoginValues {
  email: string;
  password: string;
}

/** Login (spec section 2): email, password with show/hide, remember me, external sign-in. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const oauth = useConfig((state) => state.config.application.googleOauth);
  const rememberedEmail = local.get(LOCAL_KEYS.email);
  const [rememberMe, setRememberMe] = useState(Boolean(rememberedEmail));
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<LoginValues>({
    defaultValues: { email: rememberedEmail ?? '', password: '' },
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

  return (
    <Card.Root maxW="md" mx="auto" mt={{ base: '2', md: '8' }}>
      <Card.Body>
        <Heading as="h1" size="xl" mb="4">
          {t('TITLE_LOGIN')}
        </Heading>
        {error && (
          <Box className="error" role="alert" bg="red.subtle" color="red.fg" p="3" borderRadius="md" mb="4">
            {error}
          </Box>
        )}
        <form id="login-form" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(formState.errors.email)}>
              <Field.Label>{t('LABEL_EMAIL')}</Field.Label>
              <Input id="email" type="email" autoComplete="username" aria-label={t('LOGIN_EMAIL_FIELD')} onFocus={clearError} {...register('email')} />
              <Field.ErrorText>{formState.errors.email?.message && t(formState.errors.email.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(formState.errors.password)}>
              <Field.Label>{t('LABEL_PASSWORD')}</Field.Label>
              <InputGroup
                endElement={
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={showPassword ? t('HIDE_PASSWORD') : t('SHOW_PASSWORD')}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    <PulpIcon name={showPassword ? 'eyeOff' : 'eye'} />
                  </IconButton>
                }
              >
                <Input
                  id="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  aria-label={t('LOGIN_PASSWORD_FIELD')}
                  onFocus={clearError}
                  {...register('password')}
                />
              </InputGroup>
              <Field.ErrorText>{formState.errors.password?.message && t(formState.errors.password.message)}</Field.ErrorText>
            </Field.Root>
            <Link asChild className="forgot-pw" fontSize="sm" color="brand.fg">
              <RouterLink to="/forgot-password">{t('FORGOT_PASSWORD')}</RouterLink>
            </Link>
            <Button id="loginButton" type="submit" colorPalette="brand" disabled={!filled || formState.isSubmitting} loading={formState.isSubmitting} aria-label={t('TITLE_LOGIN')}>
              <PulpIcon name="login" /> {t('TITLE_LOGIN')}
            </Button>
            <Checkbox.Root id="rememberMe" checked={rememberMe} onCheckedChange={(details) => setRememberMe(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('REMEMBER_ME')}</Checkbox.Label>
            </Checkbox.Root>
            {showExternal && (
              <>
                <Separator />
                <Button id="loginButtonGoogle" variant="outline" aria-label={t('LOGIN_WITH_GOOGLE')} onClick={() => startExternalSignIn(oauth)}>
                  {t('LOGIN_WITH_GOOGLE')}
                </Button>
              </>
            )}
            <Text fontSize="sm" id="newCustomerLink">
              <Link asChild color="brand.fg">
                <RouterLink to="/register">{t('NO_CUSTOMER_YET')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import * as v from 'valibot';
import { errorMessage, useConfig, type TwoFactorStatus } from '@pulp/shared';
import { twoFactorSetupSchema, valibotResolver } from '@pulp/shared/validation';
import { Box, Button, Center, ErrorCard, Field, Flex, Input, PulpIcon, showConfirmation, Spinner, Stack, Text } from '@pulp/shared/ui';
import { Code } from '@pulp/shared/ui-data';
import { PrivacyLayout } from '../privacy/PrivacyLayout';
import { Banner } from '../common/Banner';
import { PasswordField } from '../common/PasswordField';
import { fieldMessage } from '../common/errors';
import { disableTwoFactor, otpauthUri, setUpTwoFactor, twoFactorStatus } from './two-factor';

/** QR code of the setup page (docs/behaviour.md, "Constants"): 300 px, error correction level L. */
export const QR_SIZE = 300;

const disableSchema = v.object({ currentPassword: v.pipe(v.string('MANDATORY_CURRENT_PASSWORD'), v.nonEmpty('MANDATORY_CURRENT_PASSWORD')) });

function SetupForm({ status, onDone }: { status: TwoFactorStatus; onDone: () => void }) {
  const { t } = useTranslation();
  const application = useConfig((state) => state.config.application.name);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ currentPassword: string; initialToken: string }>({
    mode: 'onTouched',
    defaultValues: { currentPassword: '', initialToken: '' },
    resolver: valibotResolver(twoFactorSetupSchema),
  });
  const secret = status.secret ?? '';

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await setUpTwoFactor(values.currentPassword, status.setupToken ?? '', values.initialToken);
      showConfirmation(t('CONFIRM_2FA_SETUP'));
      onDone();
    } catch (failure) {
      console.error('Two-factor setup failed', errorMessage(failure));
      setFailed(true);
    }
  });

  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('TWO_FACTOR_SETUP_INTRO')}</Text>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
        <Stack gap="3" align="center" flexShrink={0}>
          <Box bg="white" p="3" borderRadius="lg" borderWidth="1px" maxW="100%" overflow="hidden">
            <QRCodeSVG value={otpauthUri(application, status.email ?? '', secret)} size={QR_SIZE} level="L" role="img" aria-label={t('TWO_FACTOR_QR_CODE')} style={{ maxWidth: '100%', height: 'auto' }} />
          </Box>
          <Text fontSize="sm" color="fg.muted" textAlign="center" maxW="xs">
            {t('TWO_FACTOR_MANUAL_KEY')}
            <br />
            <Code fontSize="sm" wordBreak="break-all" id="totpSecret">
              {secret}
            </Code>
          </Text>
        </Stack>
        <form id="two-factor-setup-form" onSubmit={submit} noValidate style={{ flex: 1 }}>
          <Stack gap="4" maxW="sm">
            {failed && <Banner kind="error">{t('2FA_SETUP_ERROR')}</Banner>}
            <PasswordField
              id="currentPasswordSetup"
              label={t('LABEL_CURRENT_PASSWORD')}
              autoComplete="current-password"
              registration={register('currentPassword')}
              error={fieldMessage(t, formState.errors.currentPassword)}
            />
            <Field.Root id="initialToken" invalid={Boolean(formState.errors.initialToken)}>
              <Field.Label>{t('LABEL_INITIAL_TOKEN')}</Field.Label>
              <Input id="initialToken" data-test-totp-secret={secret} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" {...register('initialToken')} />
              {formState.errors.initialToken ? <Field.ErrorText>{fieldMessage(t, formState.errors.initialToken)}</Field.ErrorText> : <Field.HelperText>{t('TOTP_TOKEN_HINT')}</Field.HelperText>}
            </Field.Root>
            <Button id="setupTwoFactorAuth" type="submit" colorPalette="brand" alignSelf="flex-start" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
              <PulpIcon name="lock" /> {t('BTN_SETUP_2FA')}
            </Button>
          </Stack>
        </form>
      </Flex>
    </Stack>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ currentPassword: string }>({
    mode: 'onTouched',
    defaultValues: { currentPassword: '' },
    resolver: valibotResolver(disableSchema),
  });

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await disableTwoFactor(values.currentPassword);
      showConfirmation(t('CONFIRM_2FA_DISABLE'));
      onDone();
    } catch (failure) {
      console.error('Disabling two-factor authentication failed', errorMessage(failure));
      setFailed(true);
    }
  });

  return (
    <Stack gap="5">
      <Banner kind="confirmation" id="2fa-setup-successfully">
        {t('TWO_FACTOR_IS_SET_UP')}
      </Banner>
      <form id="two-factor-disable-form" onSubmit={submit} noValidate>
        <Stack gap="4" maxW="sm">
          <Text color="fg.muted">{t('TWO_FACTOR_DISABLE_INTRO')}</Text>
          {failed && <Banner kind="error">{t('2FA_SETUP_ERROR')}</Banner>}
          <PasswordField
            id="currentPasswordDisable"
            label={t('LABEL_CURRENT_PASSWORD')}
            autoComplete="current-password"
            registration={register('currentPassword')}
            error={fieldMessage(t, formState.errors.currentPassword)}
          />
          <Button id="disableTwoFactorAuth" type="submit" colorPalette="red" variant="outline" alignSelf="flex-start" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            {t('BTN_DISABLE_2FA')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Two-factor configuration (docs/behaviour.md, "Screens" and "Account and feedback flows"): QR code and setup, or the disable form. */
export default function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    setError(null);
    twoFactorStatus()
      .then(setStatus)
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, []);
  useEffect(refresh, [refresh]);

  return (
    <PrivacyLayout title={t('TITLE_TWO_FACTOR_AUTH')}>
      {error && <ErrorCard detail={error} onRetry={refresh} />}
      {!error && !status && (
        <Center py="8">
          <Spinner color="brand.solid" />
        </Center>
      )}
      {status && !status.setup && <SetupForm key={status.secret} status={status} onDone={() => setStatus({ setup: true })} />}
      {status?.setup && <DisableForm onDone={refresh} />}
    </PrivacyLayout>
  );
}

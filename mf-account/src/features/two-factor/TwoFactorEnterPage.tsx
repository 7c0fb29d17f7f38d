import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { totpFormSchema, valibotResolver } from '@pulp/shared/validation';
import * as v from 'valibot';
import { Button, Field, Input, PulpIcon, Stack } from '@pulp/shared/ui';
import { FormCard } from '../common/FormCard';
import { Banner } from '../common/Banner';
import { TWO_FACTOR_ERROR_MS, verifySecondFactor } from './two-factor';

/** 2fa/enter (docs/behaviour.md, "Screens" and "Login and session"): the six-digit code completes the login. */
export default function TwoFactorEnterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Errors show once the field was left, then follow every change.
  const { control, handleSubmit, watch, formState } = useForm({ mode: 'onTouched', defaultValues: { token: '' }, resolver: valibotResolver(totpFormSchema) });
  const [failed, setFailed] = useState(false);
  const busy = formState.isSubmitting;
  const invalid = Boolean(formState.errors.token);
  // Checked while rendering (the resolver's isValid arrives a few ticks later), so the button follows each keystroke.
  const valid = v.is(totpFormSchema, watch());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = handleSubmit(async ({ token }) => {
    try {
      await verifySecondFactor(token);
      navigate('/search');
    } catch {
      // The error shows for five seconds (docs/behaviour.md, "Errors and confirmations").
      setFailed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setFailed(false), TWO_FACTOR_ERROR_MS);
    }
  });

  return (
    <FormCard title={t('TITLE_TWO_FACTOR_AUTH_ENTER')} subtitle={t('TWO_FACTOR_ENTER_INTRO')}>
      {failed && <Banner kind="error">{t('INVALID_TWO_FACTOR_AUTH_TOKEN')}</Banner>}
      <form id="totp-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root id="totpToken" invalid={invalid}>
            <Field.Label>{t('LABEL_TOTP_TOKEN')}</Field.Label>
            <Controller
              name="token"
              control={control}
              render={({ field }) => (
                <Input
                  id="totpToken"
                  aria-label={t('TOTP_TOKEN_FIELD')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="123456"
                  fontFamily="mono"
                  letterSpacing="0.3em"
                  fontSize="xl"
                  textAlign="center"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  // Spaces are dropped as they are typed or pasted.
                  onChange={(event) => field.onChange(event.target.value.replace(/\s/g, ''))}
                  onBlur={field.onBlur}
                  autoFocus
                />
              )}
            />
            {invalid ? <Field.ErrorText>{t('INVALID_TWO_FACTOR_AUTH_TOKEN')}</Field.ErrorText> : <Field.HelperText>{t('TOTP_TOKEN_HINT')}</Field.HelperText>}
          </Field.Root>
          <Button id="totpSubmitButton" type="submit" colorPalette="brand" aria-label={t('TOTP_SUBMIT')} disabled={!valid || busy} loading={busy}>
            <PulpIcon name="lock" /> {t('BTN_CONFIRM')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

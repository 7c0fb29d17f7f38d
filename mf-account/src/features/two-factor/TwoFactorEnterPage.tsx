import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { totpSchema } from '@pulp/shared/validation';
import * as v from 'valibot';
import { Button, Field, Input, PulpIcon, Stack } from '@pulp/shared/ui';
import { FormCard } from '../common/FormCard';
import { Banner } from '../common/Banner';
import { TWO_FACTOR_ERROR_MS, verifySecondFactor } from './two-factor';

/** 2fa/enter (docs/behaviour.md, "Screens" and "Login and session"): the six-digit code completes the login. */
export default function TwoFactorEnterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const valid = v.is(totpSchema, code);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await verifySecondFactor(code);
      navigate('/search');
    } catch {
      // The error shows for five seconds (docs/behaviour.md, "Errors and confirmations").
      setFailed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setFailed(false), TWO_FACTOR_ERROR_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormCard title={t('TITLE_TWO_FACTOR_AUTH_ENTER')} subtitle={t('TWO_FACTOR_ENTER_INTRO')}>
      {failed && <Banner kind="error">{t('INVALID_TWO_FACTOR_AUTH_TOKEN')}</Banner>}
      <form id="totp-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root id="totpToken" invalid={touched && !valid}>
            <Field.Label>{t('LABEL_TOTP_TOKEN')}</Field.Label>
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
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
              onBlur={() => setTouched(true)}
              autoFocus
            />
            {touched && !valid ? <Field.ErrorText>{t('INVALID_TWO_FACTOR_AUTH_TOKEN')}</Field.ErrorText> : <Field.HelperText>{t('TOTP_TOKEN_HINT')}</Field.HelperText>}
          </Field.Root>
          <Button id="totpSubmitButton" type="submit" colorPalette="brand" aria-label={t('TOTP_SUBMIT')} disabled={!valid || busy} loading={busy}>
            <PulpIcon name="lock" /> {t('BTN_CONFIRM')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dataText, errorMessage, type SecurityQuestion } from '@pulp/shared';
import { emailSchema, forgotPasswordSchema, valibotResolver } from '@pulp/shared/validation';
import * as v from 'valibot';
import { Button, PulpIcon, Stack } from '@pulp/shared/ui';
import { FormCard } from '../common/FormCard';
import { Banner } from '../common/Banner';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import { fieldMessage } from '../common/errors';
import { resetPassword, securityQuestionOf } from './forgot-password';

interface ForgotValues {
  email: string;
  securityAnswer: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const EMPTY: ForgotValues = { email: '', securityAnswer: '', newPassword: '', newPasswordRepeat: '' };
/** Wait this long after the last keystroke before looking the question up. */
export const LOOKUP_DELAY_MS = 400;

/** Forgot password (docs/behaviour.md, "Screens" and "Account and feedback flows"): the question for the typed email unlocks the rest. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<SecurityQuestion | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'confirmation'; text: string } | null>(null);
  const { register, handleSubmit, watch, reset, formState } = useForm<ForgotValues>({
    mode: 'onTouched',
    // Every rule is checked even while a field fails, so 'passwords do not match' shows before the rest is filled in.
    criteriaMode: 'all',
    defaultValues: EMPTY,
    resolver: valibotResolver(forgotPasswordSchema),
  });
  const email = watch('email');

  useEffect(() => {
    setQuestion(null);
    if (!v.is(emailSchema, email)) return;
    let current = true;
    const timer = setTimeout(() => {
      securityQuestionOf(email)
        .then((found) => current && setQuestion(found))
        .catch((failure: unknown) => console.error('Security question lookup failed', failure));
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email]);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await resetPassword(values);
      setMessage({ kind: 'confirmation', text: t('PASSWORD_SUCCESSFULLY_CHANGED') });
      reset(EMPTY);
    } catch (failure) {
      setMessage({ kind: 'error', text: errorMessage(failure) });
      reset({ ...EMPTY, email: values.email });
    }
  });

  const locked = !question;
  return (
    <FormCard title={t('TITLE_FORGOT_PASSWORD')} subtitle={t('FORGOT_PASSWORD_INTRO')}>
      {message && <Banner kind={message.kind}>{message.text}</Banner>}
      <form id="forgot-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField id="email" label={t('LABEL_EMAIL')} type="email" autoComplete="email" required registration={register('email')} error={fieldMessage(t, formState.errors.email)} />
          <TextField
            id="securityAnswer"
            label={t('LABEL_SECURITY_ANSWER')}
            autoComplete="off"
            required
            disabled={locked}
            placeholder={question ? dataText(t, 'securityQuestion', question.question) : ''}
            registration={register('securityAnswer', { disabled: locked })}
            error={fieldMessage(t, formState.errors.securityAnswer)}
            hint={question ? dataText(t, 'securityQuestion', question.question) : t('SECURITY_QUESTION_AFTER_EMAIL')}
          />
          <PasswordField
            id="newPassword"
            label={t('LABEL_NEW_PASSWORD')}
            registration={register('newPassword', { disabled: locked })}
            error={fieldMessage(t, formState.errors.newPassword)}
            hint={t('PASSWORD_LENGTH_RULE')}
            disabled={locked}
          />
          <PasswordField
            id="newPasswordRepeat"
            label={t('LABEL_PASSWORD_REPEAT')}
            registration={register('newPasswordRepeat', { disabled: locked })}
            error={fieldMessage(t, formState.errors.newPasswordRepeat)}
            disabled={locked}
          />
          <Button id="resetButton" type="submit" colorPalette="brand" disabled={locked || formState.isSubmitting} loading={formState.isSubmitting}>
            <PulpIcon name="key" /> {t('BTN_CHANGE')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from '@pulp/shared/router';
import { dataText, type SecurityQuestion } from '@pulp/shared';
import { LIMITS, registrationSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, Field, Link, NativeSelect, PulpIcon, showConfirmation, Stack, Text } from '@pulp/shared/ui';
import { FormCard } from '../common/FormCard';
import { Banner } from '../common/Banner';
import { PasswordField } from '../common/PasswordField';
import { TextField } from '../common/TextField';
import { fieldMessage } from '../common/errors';
import { PasswordStrength } from './PasswordStrength';
import { isEmailTaken, loadSecurityQuestions, registerUser, registrationError, type RegistrationValues } from './registration';

/** Register (docs/behaviour.md, "Screens"): email, password twice, advisory strength, security question and answer. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [questions, setQuestions] = useState<SecurityQuestion[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [showAdvice, setShowAdvice] = useState(false);
  const { register, control, handleSubmit, watch, formState } = useForm<RegistrationValues>({
    mode: 'onTouched',
    // Every rule is checked even while a field fails, so 'passwords do not match' shows before the rest is filled in.
    criteriaMode: 'all',
    defaultValues: { email: '', password: '', passwordRepeat: '', securityQuestionId: 0, securityAnswer: '' },
    resolver: valibotResolver(registrationSchema),
  });
  const password = watch('password');

  useEffect(() => {
    loadSecurityQuestions()
      .then(setQuestions)
      .catch((failure: unknown) => console.error('Security questions could not be loaded', failure));
  }, []);

  const submit = handleSubmit(async (values) => {
    setError(null);
    setEmailTaken(false);
    const question = questions.find((candidate) => candidate.id === values.securityQuestionId);
    if (!question) return;
    try {
      await registerUser(values, question);
      showConfirmation(t('CONFIRM_REGISTER'));
      navigate('/login');
    } catch (failure) {
      if (isEmailTaken(failure)) setEmailTaken(true);
      else setError(registrationError(failure));
    }
  });

  return (
    <FormCard title={t('TITLE_REGISTRATION')}>
      {error && <Banner kind="error">{error}</Banner>}
      {emailTaken && (
        // Not a dead end: whoever registers an address that has an account is offered its way in.
        <Banner kind="error" id="emailTaken">
          <Text fontWeight="semibold">{t('EMAIL_TAKEN')}</Text>
          <Text>{t('EMAIL_TAKEN_HINT')}</Text>
          <Stack direction="row" gap="4" mt="1">
            <Link asChild color="inherit" textDecoration="underline">
              <RouterLink to="/login">{t('EMAIL_TAKEN_LOGIN')}</RouterLink>
            </Link>
            <Link asChild color="inherit" textDecoration="underline">
              <RouterLink to="/forgot-password">{t('EMAIL_TAKEN_RESET')}</RouterLink>
            </Link>
          </Stack>
        </Banner>
      )}
      <form id="registration-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField id="emailControl" label={t('LABEL_EMAIL')} type="email" autoComplete="email" required registration={register('email')} error={fieldMessage(t, formState.errors.email)} />
          <Stack gap="2">
            <PasswordField
              id="passwordControl"
              label={t('LABEL_PASSWORD')}
              registration={register('password')}
              error={fieldMessage(t, formState.errors.password)}
              hint={t('PASSWORD_LENGTH_HINT', { length: password.length, max: LIMITS.passwordMax })}
            />
            <PasswordStrength password={password} showAdvice={showAdvice} onShowAdviceChange={setShowAdvice} />
          </Stack>
          <PasswordField id="repeatPasswordControl" label={t('LABEL_PASSWORD_REPEAT')} registration={register('passwordRepeat')} error={fieldMessage(t, formState.errors.passwordRepeat)} />
          <Controller
            control={control}
            name="securityQuestionId"
            render={({ field, fieldState }) => (
              <Field.Root invalid={Boolean(fieldState.error)} required>
                <Field.Label>{t('LABEL_SECURITY_QUESTION')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="securityQuestion"
                    aria-label={t('SECURITY_QUESTION_LIST')}
                    value={field.value || ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  >
                    <option value="" disabled>
                      {t('CHOOSE_SECURITY_QUESTION')}
                    </option>
                    {questions.map((question) => (
                      <option key={question.id} value={question.id}>
                        {dataText(t, 'securityQuestion', question.question)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>{t('SECURITY_QUESTION_FINAL')}</Field.HelperText>
                <Field.ErrorText>{fieldMessage(t, fieldState.error)}</Field.ErrorText>
              </Field.Root>
            )}
          />
          <TextField
            id="securityAnswerControl"
            label={t('LABEL_SECURITY_ANSWER')}
            autoComplete="off"
            required
            registration={register('securityAnswer')}
            error={fieldMessage(t, formState.errors.securityAnswer)}
          />
          <Button id="registerButton" type="submit" colorPalette="brand" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            <PulpIcon name="user" /> {t('BTN_REGISTER')}
          </Button>
          <Text fontSize="sm" textAlign="center">
            <Link asChild color="brand.fg" id="alreadyACustomerLink">
              <RouterLink to="/login">{t('ALREADY_A_CUSTOMER')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}

import '../../app/register';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, endSession, erasureSchema, errorMessage, valibotResolver } from '@pulp/shared';
import { Button, Field, Input, PulpIcon, showConfirmation, Stack, Text } from '@pulp/shared/ui';
import { PrivacyLayout } from '../privacy/PrivacyLayout';
import { Banner } from '../common/Banner';
import { fieldMessage } from '../common/errors';

interface ErasureValues {
  email: string;
  securityAnswer: string;
}

const EMPTY: ErasureValues = { email: '', securityAnswer: '' };

/** Erasure request (spec sections 2, 4, 8): email and security answer end the account. */
export default function ErasureRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ErasureValues>({ mode: 'onTouched', defaultValues: EMPTY, resolver: valibotResolver(erasureSchema) });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await api.post('/rest/user/erasure-request', values);
      showConfirmation(t('CONFIRM_ERASURE_REQUEST'));
      await endSession(navigate);
    } catch (failure) {
      setError(errorMessage(failure));
      reset(EMPTY);
    }
  });

  return (
    <PrivacyLayout title={t('TITLE_REQUEST_DATA_ERASURE')}>
      <Text color="fg.muted">{t('ERASURE_INTRO')}</Text>
      <Banner kind="error">{t('ERASURE_WARNING')}</Banner>
      {error && <Banner kind="error">{error}</Banner>}
      <form id="erasure-form" onSubmit={submit} noValidate>
        <Stack gap="4" maxW="sm">
          <Field.Root id="erasureEmail" invalid={Boolean(formState.errors.email)} required>
            <Field.Label>{t('LABEL_EMAIL')}</Field.Label>
            <Input id="erasureEmail" type="email" autoComplete="email" {...register('email')} />
            <Field.ErrorText>{fieldMessage(t, formState.errors.email)}</Field.ErrorText>
          </Field.Root>
          <Field.Root id="erasureSecurityAnswer" invalid={Boolean(formState.errors.securityAnswer)} required>
            <Field.Label>{t('LABEL_SECURITY_ANSWER')}</Field.Label>
            <Input id="erasureSecurityAnswer" autoComplete="off" {...register('securityAnswer')} />
            <Field.ErrorText>{fieldMessage(t, formState.errors.securityAnswer)}</Field.ErrorText>
          </Field.Root>
          <Button id="deleteAccountButton" type="submit" colorPalette="red" alignSelf="flex-start" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            <PulpIcon name="trash" /> {t('BTN_DELETE_ACCOUNT')}
          </Button>
        </Stack>
      </form>
    </PrivacyLayout>
  );
}

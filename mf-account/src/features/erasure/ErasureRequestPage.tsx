import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { api, PATHS, endSession, errorMessage } from '@pulp/shared';
import { erasureSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, PulpIcon, showConfirmation, Stack, Text } from '@pulp/shared/ui';
import { PrivacyLayout } from '../privacy/PrivacyLayout';
import { Banner } from '../common/Banner';
import { fieldMessage } from '../common/errors';
import { TextField } from '../common/TextField';

interface ErasureValues {
  email: string;
  securityAnswer: string;
}

const EMPTY: ErasureValues = { email: '', securityAnswer: '' };

/** Erasure request (docs/behaviour.md, "Screens", "Account and feedback flows" and "Errors and confirmations"): email and security answer end the account. */
export default function ErasureRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ErasureValues>({ mode: 'onTouched', defaultValues: EMPTY, resolver: valibotResolver(erasureSchema) });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await api.post(PATHS.erasureRequest, values);
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
          <TextField id="erasureEmail" label={t('LABEL_EMAIL')} type="email" autoComplete="email" required registration={register('email')} error={fieldMessage(t, formState.errors.email)} />
          <TextField
            id="erasureSecurityAnswer"
            label={t('LABEL_SECURITY_ANSWER')}
            autoComplete="off"
            required
            registration={register('securityAnswer')}
            error={fieldMessage(t, formState.errors.securityAnswer)}
          />
          <Button id="deleteAccountButton" type="submit" colorPalette="red" alignSelf="flex-start" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            <PulpIcon name="trash" /> {t('BTN_DELETE_ACCOUNT')}
          </Button>
        </Stack>
      </form>
    </PrivacyLayout>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, PATHS, errorMessage } from '@pulp/shared';
import { changePasswordSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { PrivacyLayout } from '../privacy/PrivacyLayout';
import { Banner } from '../common/Banner';
import { PasswordField } from '../common/PasswordField';
import { fieldMessage } from '../common/errors';

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const EMPTY: ChangeValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** Change password (docs/behaviour.md, "Validation", "API conventions" and "Errors and confirmations"): a GET with the three passwords as query. */
export async function changePassword(values: ChangeValues): Promise<void> {
  await api.get(PATHS.changePassword, { current: values.currentPassword, new: values.newPassword, repeat: values.newPasswordRepeat });
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ kind: 'error' | 'confirmation'; text: string } | null>(null);
  const { register, handleSubmit, reset, getValues, formState } = useForm<ChangeValues>({
    mode: 'onTouched',
    // Every rule is checked even while a field fails, so 'passwords do not match' shows before the rest is filled in.
    criteriaMode: 'all',
    defaultValues: EMPTY,
    resolver: valibotResolver(changePasswordSchema),
  });

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await changePassword(values);
      setMessage({ kind: 'confirmation', text: t('PASSWORD_SUCCESSFULLY_CHANGED') });
      reset(EMPTY);
    } catch (failure) {
      setMessage({ kind: 'error', text: errorMessage(failure) });
      // New and repeat are cleared; the current password stays for the next try.
      reset({ ...EMPTY, currentPassword: getValues('currentPassword') });
    }
  });

  return (
    <PrivacyLayout title={t('TITLE_CHANGE_PASSWORD')}>
      <Text color="fg.muted">{t('CHANGE_PASSWORD_INTRO')}</Text>
      {message && <Banner kind={message.kind}>{message.text}</Banner>}
      <form id="password-form" onSubmit={submit} noValidate>
        <Stack gap="4" maxW="sm">
          <PasswordField id="currentPassword" label={t('LABEL_CURRENT_PASSWORD')} autoComplete="current-password" registration={register('currentPassword')} error={fieldMessage(t, formState.errors.currentPassword)} />
          <PasswordField id="newPassword" label={t('LABEL_NEW_PASSWORD')} registration={register('newPassword')} error={fieldMessage(t, formState.errors.newPassword)} hint={t('PASSWORD_LENGTH_RULE')} />
          <PasswordField id="newPasswordRepeat" label={t('LABEL_PASSWORD_REPEAT')} registration={register('newPasswordRepeat')} error={fieldMessage(t, formState.errors.newPasswordRepeat)} />
          <Button id="changeButton" type="submit" colorPalette="brand" alignSelf="flex-start" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            <PulpIcon name="key" /> {t('BTN_CHANGE')}
          </Button>
        </Stack>
      </form>
    </PrivacyLayout>
  );
}

import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, useSession } from '@pulp/shared';
import { complaintFileError, complaintFormSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, Field, Input, PulpIcon, showConfirmation, showError, Stack } from '@pulp/shared/ui';
import { FilePicker } from '@pulp/shared/ui-forms';
import { FormCard } from '../common/FormCard';
import { fieldMessage } from '../common/errors';
import { CountedTextarea } from '../common/CountedTextarea';
import { fileComplaint, uploadComplaintFile } from './complaint';

/** Complaint (docs/behaviour.md, "Screens" and "Validation"): message with counter and an optional PDF, XML or ZIP file. */
export default function ComplaintPage() {
  const { t } = useTranslation();
  const email = useSession((state) => state.email);
  const userId = useSession((state) => state.userId);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, reset, setValue, watch, formState } = useForm({
    mode: 'onTouched',
    defaultValues: { message: '', file: null as File | null },
    resolver: valibotResolver(complaintFormSchema),
  });
  const message = watch('message');
  const file = watch('file');
  // Shown as soon as a file is chosen, like the button's state.
  const fileError = complaintFileError(file);

  const submit = handleSubmit(async (values) => {
    try {
      const stored = values.file ? await uploadComplaintFile(values.file) : null;
      const reference = await fileComplaint(userId, values.message, stored);
      showConfirmation(t('CUSTOMER_SUPPORT_COMPLAINT_REPLY', { ref: reference }));
      reset();
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      showError(errorMessage(failure));
    }
  });

  return (
    <FormCard title={t('TITLE_COMPLAIN')} subtitle={t('COMPLAINT_INTRO')} maxW="lg">
      <form id="complaint-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root id="customerEmail">
            <Field.Label>{t('LABEL_CUSTOMER')}</Field.Label>
            <Input id="customerEmail" value={email ?? ''} readOnly disabled />
          </Field.Root>
          <CountedTextarea
            id="complaintMessage"
            counterId="messageCounter"
            label={t('LABEL_MESSAGE')}
            placeholder={t('COMPLAINT_PLACEHOLDER')}
            registration={register('message')}
            length={message.length}
            error={fieldMessage(t, formState.errors.message)}
          />
          <Field.Root id="file" invalid={Boolean(fileError)}>
            <Field.Label>{t('LABEL_INVOICE')}</Field.Label>
            <FilePicker
              id="file"
              inputRef={fileInput}
              accept=".pdf,.xml,.zip,application/pdf,application/xml,text/xml,application/zip"
              fileName={file?.name ?? null}
              chooseLabel={t('CHOOSE_FILE')}
              noneLabel={t('NO_FILE_CHOSEN')}
              invalid={Boolean(fileError)}
              onChange={(chosen) => setValue('file', chosen, { shouldValidate: true })}
            />
            {fileError ? <Field.ErrorText>{t(fileError)}</Field.ErrorText> : <Field.HelperText>{t('COMPLAINT_FILE_HINT')}</Field.HelperText>}
          </Field.Root>
          <Button
            id="submitButton"
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            aria-label={t('COMPLAINT_SUBMIT')}
            disabled={!formState.isValid || Boolean(fileError) || formState.isSubmitting}
            loading={formState.isSubmitting}
          >
            <PulpIcon name="mail" /> {t('BTN_SEND')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

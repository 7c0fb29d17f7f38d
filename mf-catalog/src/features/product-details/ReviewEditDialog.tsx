import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Review } from '@pulp/shared';
import { firstIssue, LIMITS, reviewSchema } from '@pulp/shared/validation';
import { Button, Field, showConfirmation, showError } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { Textarea } from '@pulp/shared/ui-forms';
import { reviewsApi } from './reviewsApi';

export interface ReviewEditDialogProps {
  review: Review | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The 500 px dialog in which authors change their review (1 to 160 characters). */
export function ReviewEditDialog({ review, onClose, onSaved }: ReviewEditDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const issue = firstIssue(reviewSchema, message);

  useEffect(() => {
    setMessage(review?.message ?? '');
    setTouched(false);
  }, [review]);

  const save = async () => {
    if (!review || issue) return;
    setSaving(true);
    try {
      await reviewsApi.edit(review._id, message.trim());
      showConfirmation(t('CONFIRM_CHANGES_SAVED'));
      onSaved();
      onClose();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      open={review !== null}
      onClose={onClose}
      className="review-edit-dialog"
      title={t('TITLE_EDIT_REVIEW')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('BTN_CANCEL')}
          </Button>
          <Button colorPalette="brand" disabled={issue !== null || saving} loading={saving} onClick={() => void save()} aria-label={t('SAVE_REVIEW_CHANGES')}>
            {t('BTN_SAVE')}
          </Button>
        </>
      }
    >
      <Field.Root invalid={touched && issue !== null} required>
        <Field.Label srOnly>{t('EDIT_REVIEW_FIELD')}</Field.Label>
        <Textarea
          value={message}
          maxLength={LIMITS.messageMax}
          rows={4}
          aria-label={t('EDIT_REVIEW_FIELD')}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setTouched(true);
          }}
        />
        <Field.HelperText alignSelf="flex-end">
          {message.length}/{LIMITS.messageMax}
        </Field.HelperText>
        <Field.ErrorText>{issue && t(issue)}</Field.ErrorText>
      </Field.Root>
    </ModalDialog>
  );
}

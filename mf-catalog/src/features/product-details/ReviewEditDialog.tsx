import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Review } from '@pulp/shared';
import { LIMITS, reviewFormSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, showConfirmation, showError } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { ReviewField } from '@pulp/shared/ui-forms';
import { reviewsApi } from './reviewsApi';

export interface ReviewEditDialogProps {
  review: Review | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The 500 px dialog in which authors change their review (1 to 160 characters). */
export function ReviewEditDialog({ review, onClose, onSaved }: ReviewEditDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, reset, formState } = useForm({ mode: 'onChange', defaultValues: { message: '' }, resolver: valibotResolver(reviewFormSchema) });
  const length = watch('message').length;
  // Errors appear once the text has been changed (validation runs on change only).
  const issue = formState.errors.message?.message;

  useEffect(() => {
    reset({ message: review?.message ?? '' });
  }, [review, reset]);

  const save = handleSubmit(async ({ message }) => {
    if (!review) return;
    try {
      await reviewsApi.edit(review._id, message);
      showConfirmation(t('CONFIRM_CHANGES_SAVED'));
      onSaved();
      onClose();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

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
          <Button
            colorPalette="brand"
            disabled={!formState.isValid || formState.isSubmitting}
            loading={formState.isSubmitting}
            onClick={() => void save()}
            aria-label={t('SAVE_REVIEW_CHANGES')}
          >
            {t('BTN_SAVE')}
          </Button>
        </>
      }
    >
      <ReviewField
        field={register('message')}
        length={length}
        max={LIMITS.messageMax}
        rows={4}
        label={t('EDIT_REVIEW_FIELD')}
        labelHidden
        ariaLabel={t('EDIT_REVIEW_FIELD')}
        invalid={Boolean(issue)}
        required
        error={issue ? t(issue) : null}
      />
    </ModalDialog>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@pulp/shared';
import { LIMITS, reviewFormSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, HStack, showConfirmation, showError, Stack } from '@pulp/shared/ui';
import { ReviewField } from '@pulp/shared/ui-forms';
import { reviewsApi } from './reviewsApi';

export interface ReviewFormProps {
  productId: number;
  author: string;
  onSaved: () => void;
}

/** A new review: up to 160 characters; sending is disabled while the text is blank. */
export function ReviewForm({ productId, author, onSaved }: ReviewFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, reset, formState } = useForm({ mode: 'onChange', defaultValues: { message: '' }, resolver: valibotResolver(reviewFormSchema) });
  const length = watch('message').length;

  // The schema trims the text before it is sent.
  const send = handleSubmit(async ({ message }) => {
    try {
      await reviewsApi.write(productId, message, author);
      showConfirmation(t('CONFIRM_REVIEW_SAVED'));
      reset();
      onSaved();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <Stack gap="2" className="review-form">
      <ReviewField
        field={register('message')}
        length={length}
        max={LIMITS.messageMax}
        rows={2}
        label={t('LABEL_YOUR_REVIEW')}
        ariaLabel={t('REVIEW_FIELD')}
        placeholder={t('REVIEW_PLACEHOLDER')}
      />
      <HStack justify="flex-end">
        <Button
          id="submitButton"
          size="sm"
          colorPalette="brand"
          disabled={!formState.isValid || formState.isSubmitting}
          loading={formState.isSubmitting}
          onClick={() => void send()}
          aria-label={t('SEND_REVIEW')}
        >
          {t('BTN_SEND_REVIEW')}
        </Button>
      </HStack>
    </Stack>
  );
}

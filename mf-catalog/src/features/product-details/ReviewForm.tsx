import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@pulp/shared';
import { firstIssue, LIMITS, reviewSchema } from '@pulp/shared/validation';
import { Button, Field, HStack, showConfirmation, showError, Stack } from '@pulp/shared/ui';
import { Textarea } from '@pulp/shared/ui-forms';
import { reviewsApi } from './reviewsApi';

export interface ReviewFormProps {
  productId: number;
  author: string;
  onSaved: () => void;
}

/** A new review: up to 160 characters; sending is disabled while the text is blank. */
export function ReviewForm({ productId, author, onSaved }: ReviewFormProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const blank = firstIssue(reviewSchema, message) !== null;

  const send = async () => {
    if (blank) return;
    setSending(true);
    try {
      await reviewsApi.write(productId, message.trim(), author);
      showConfirmation(t('CONFIRM_REVIEW_SAVED'));
      setMessage('');
      onSaved();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="2" className="review-form">
      <Field.Root>
        <Field.Label>{t('LABEL_YOUR_REVIEW')}</Field.Label>
        <Textarea
          value={message}
          maxLength={LIMITS.messageMax}
          rows={2}
          placeholder={t('REVIEW_PLACEHOLDER')}
          aria-label={t('REVIEW_FIELD')}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Field.HelperText alignSelf="flex-end">
          {message.length}/{LIMITS.messageMax}
        </Field.HelperText>
      </Field.Root>
      <HStack justify="flex-end">
        <Button id="submitButton" size="sm" colorPalette="brand" disabled={blank || sending} loading={sending} onClick={() => void send()} aria-label={t('SEND_REVIEW')}>
          {t('BTN_SEND_REVIEW')}
        </Button>
      </HStack>
    </Stack>
  );
}

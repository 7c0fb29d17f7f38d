import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { errorMessage, type Captcha } from '@pulp/shared';
import { feedbackSchema, LIMITS, valibotResolver } from '@pulp/shared/validation';
import { Button, Field, HStack, IconButton, Input, Link, PulpIcon, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { FormCard } from '../common/FormCard';
import { fieldMessage } from '../common/errors';
import { CountedTextarea } from '../common/CountedTextarea';
import { StarRating } from './StarRating';
import { authorIdFromField, commentWithAuthor, feedbackAuthor, loadCaptcha, sendFeedback } from './feedback';

interface FeedbackValues {
  comment: string;
  rating: number;
  captcha: string;
}

const EMPTY: FeedbackValues = { comment: '', rating: 0, captcha: '' };

/** Contact / customer feedback (docs/behaviour.md, "Screens", "Account and feedback flows" and "Validation"): comment, stars, captcha. */
export default function ContactPage() {
  const { t } = useTranslation();
  const [author, setAuthor] = useState<{ userId: number | null; author: string | null }>({ userId: null, author: null });
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const { register, control, handleSubmit, reset, watch, formState } = useForm<FeedbackValues>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: valibotResolver(feedbackSchema),
  });
  const comment = watch('comment');
  const authorIdField = useRef<HTMLInputElement>(null);

  const newCaptcha = useCallback(() => {
    loadCaptcha()
      .then(setCaptcha)
      .catch((failure: unknown) => console.error('Captcha could not be loaded', failure));
  }, []);

  useEffect(() => {
    void feedbackAuthor().then(setAuthor);
    newCaptcha();
  }, [newCaptcha]);

  // The hidden field is written here rather than through a value prop, which React would
  // restore on every render: what it holds when the form is sent is what goes out.
  useEffect(() => {
    if (authorIdField.current) authorIdField.current.value = author.userId === null ? '' : String(author.userId);
  }, [author.userId]);

  const submit = handleSubmit(async (values) => {
    if (!captcha) return;
    try {
      await sendFeedback({
        // As the contact form of shops of this kind does: the author's id travels in the hidden
        // #userId field and is sent as the field holds it. The server must not believe it (see
        // forgedFeedbackChallenge in the feedback routes).
        userId: authorIdFromField(authorIdField.current?.value),
        comment: commentWithAuthor(values.comment, author.author),
        rating: values.rating,
        captchaId: captcha.captchaId,
        captcha: values.captcha,
      });
      showConfirmation(t(values.rating === LIMITS.ratingMax ? 'FEEDBACK_FIVE_STAR_THANK_YOU' : 'FEEDBACK_THANK_YOU'));
      reset(EMPTY);
    } catch (failure) {
      showError(errorMessage(failure));
      reset({ ...values, captcha: '' });
    }
    // Every captcha answers one request: after saving or failing, a new question.
    newCaptcha();
  });

  return (
    <FormCard title={t('TITLE_CONTACT')} subtitle={t('CONTACT_INTRO')} maxW="lg">
      <form id="feedback-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <input type="hidden" id="userId" ref={authorIdField} />
          <Field.Root>
            <Field.Label>{t('LABEL_AUTHOR')}</Field.Label>
            <Input aria-label={t('AUTHOR_FIELD')} value={author.author ?? t('ANONYMOUS')} readOnly disabled />
          </Field.Root>
          <CountedTextarea
            id="comment"
            label={t('LABEL_COMMENT')}
            placeholder={t('COMMENT_PLACEHOLDER')}
            registration={register('comment')}
            length={comment.length}
            error={fieldMessage(t, formState.errors.comment)}
          />
          <Field.Root required>
            <Field.Label>{t('LABEL_RATING')}</Field.Label>
            <Controller control={control} name="rating" render={({ field }) => <StarRating value={field.value} onChange={field.onChange} />} />
          </Field.Root>
          <Field.Root id="captchaControl" invalid={Boolean(formState.errors.captcha)} required>
            <Field.Label>{t('LABEL_CAPTCHA_QUESTION')}</Field.Label>
            <HStack gap="2">
              <Text id="captcha" fontFamily="mono" fontSize="lg" fontWeight="semibold" bg="bg.muted" px="3" py="1" borderRadius="md" aria-live="polite">
                {captcha?.captcha ?? '…'}
              </Text>
              <Text aria-hidden="true">=</Text>
              <Input id="captchaControl" inputMode="numeric" autoComplete="off" maxW="32" aria-label={t('CAPTCHA_ANSWER')} {...register('captcha')} />
              <IconButton variant="ghost" aria-label={t('NEW_CAPTCHA')} onClick={newCaptcha}>
                <PulpIcon name="refresh" />
              </IconButton>
            </HStack>
            <Field.ErrorText>{fieldMessage(t, formState.errors.captcha)}</Field.ErrorText>
          </Field.Root>
          <Button id="submitButton" type="submit" colorPalette="brand" alignSelf="flex-start" aria-label={t('FEEDBACK_SUBMIT')} disabled={!formState.isValid || !captcha || formState.isSubmitting} loading={formState.isSubmitting}>
            <PulpIcon name="chat" /> {t('BTN_SEND')}
          </Button>
        </Stack>
      </form>
      <Text fontSize="sm" color="fg.muted" className="chatbot-link">
        {t('CONTACT_CHATBOT_TEXT')}{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/chatbot">{t('CONTACT_CHATBOT_LINK')}</RouterLink>
        </Link>
      </Text>
    </FormCard>
  );
}

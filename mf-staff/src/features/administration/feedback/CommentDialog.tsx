import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { RatingStars } from './RatingStars';
import type { StoredFeedback } from './api';

/** The whole comment of one feedback, with its author's user id. */
export function CommentDialog({ feedback, onClose }: { feedback: StoredFeedback | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={feedback !== null} onClose={onClose} className="feedback-details" title={t('ADMIN_COMMENT_TITLE')} size="compact">
      {feedback && (
        <Stack gap="4">
          <Text className="feedback-comment" whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
            {feedback.comment}
          </Text>
          <RatingStars rating={feedback.rating} />
          <Text fontSize="sm" color="fg.muted" className="feedback-user">
            {t('ADMIN_FIELD_USER_ID')}: {feedback.UserId ?? t('ADMIN_ANONYMOUS')}
          </Text>
        </Stack>
      )}
    </ModalDialog>
  );
}

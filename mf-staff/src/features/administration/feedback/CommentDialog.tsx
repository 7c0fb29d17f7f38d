import { useTranslation } from 'react-i18next';
import { CloseButton, Portal, Stack, Text } from '@pulp/shared/ui';
import { Dialog } from '@pulp/shared/ui-panels';
import { RatingStars } from './RatingStars';
import type { StoredFeedback } from './api';

/** The whole comment of one feedback, with its author's user id. */
export function CommentDialog({ feedback, onClose }: { feedback: StoredFeedback | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={feedback !== null} onOpenChange={(change) => !change.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md" mx="4" className="feedback-details">
            {feedback && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('ADMIN_COMMENT_TITLE')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">
                  <Stack gap="4">
                    <Text className="feedback-comment" whiteSpace="pre-wrap" wordBreak="break-word">
                      {feedback.comment}
                    </Text>
                    <RatingStars rating={feedback.rating} />
                    <Text fontSize="sm" color="fg.muted" className="feedback-user">
                      {t('ADMIN_FIELD_USER_ID')}: {feedback.UserId ?? t('ADMIN_ANONYMOUS')}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('CLOSE_DIALOG')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { useTranslation } from 'react-i18next';
import type { Review } from '@pulp/shared';
import { Box, HStack, IconButton, PulpIcon, Text } from '@pulp/shared/ui';

export interface ReviewItemProps {
  review: Review;
  canLike: boolean;
  canEdit: boolean;
  onLike: (review: Review) => void;
  onEdit: (review: Review) => void;
}

/** One review: author, text, likes; a like button for logged-in users and edit for the author. */
export function ReviewItem({ review, canLike, canEdit, onLike, onEdit }: ReviewItemProps) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" className="review" data-review-id={review._id}>
      <HStack justify="space-between" mb="1" gap="2">
        <Text fontSize="sm" fontWeight="semibold" className="review-author" truncate>
          <bdi>{review.author}</bdi>
        </Text>
        <HStack gap="1" color="fg.muted" fontSize="sm" flexShrink={0}>
          {canEdit && (
            <IconButton size="xs" variant="ghost" aria-label={t('EDIT_REVIEW')} onClick={() => onEdit(review)} className="edit-review">
              ✎
            </IconButton>
          )}
          {canLike ? (
            <IconButton
              size="xs"
              variant={review.liked ? 'subtle' : 'ghost'}
              colorPalette={review.liked ? 'brand' : 'gray'}
              aria-label={t('RATE_HELPFUL_REVIEW')}
              aria-pressed={Boolean(review.liked)}
              disabled={Boolean(review.liked)}
              onClick={() => onLike(review)}
            >
              <PulpIcon name="thumbUp" />
            </IconButton>
          ) : (
            <PulpIcon name="thumbUp" />
          )}
          <span className="review-likes">{review.likesCount}</span>
        </HStack>
      </HStack>
      {/* A review keeps its writer's direction, whatever the page's ("Lovely!" stays so in Arabic). */}
      <Text className="review-text" dir="auto">
        {review.message}
      </Text>
    </Box>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusPoints, displayPrice, errorMessage, formatPrice, useSession, type Product, type Review } from '@pulp/shared';
import { Badge, Box, Button, HStack, Image, PulpIcon, showError, Stack, Text } from '@pulp/shared/ui';
import { Collapsible } from '@pulp/shared/ui-data';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { productImageUrl } from './product-image';
import { useReviews } from './useReviews';
import { ReviewItem } from './ReviewItem';
import { ReviewForm } from './ReviewForm';
import { ReviewEditDialog } from './ReviewEditDialog';
import { LIKE_REFRESH_MS, mayEdit, reviewsApi } from './reviewsApi';

export interface ProductDetailsDialogProps {
  product: Product | null;
  isDeluxe: boolean;
  onClose: () => void;
}

/** The 500 px product dialog: details, price, bonus and the reviews. */
export function ProductDetailsDialog({ product, isDeluxe, onClose }: ProductDetailsDialogProps) {
  const { t } = useTranslation();
  const { reviews, reload } = useReviews(product?.id ?? null);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const [editing, setEditing] = useState<Review | null>(null);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const email = useSession((state) => state.email);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
  }, []);

  const like = async (review: Review) => {
    try {
      await reviewsApi.like(review._id);
    } catch (error) {
      showError(errorMessage(error));
    }
    // The list is read again shortly after a like (docs/behaviour.md, "Screens").
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void reload(), LIKE_REFRESH_MS);
  };

  return (
    <ModalDialog
      open={product !== null}
      onClose={() => {
        setReviewsOpen(false);
        onClose();
      }}
      className="product-dialog"
      title={product && <bdi>{product.name}</bdi>}
      scrollInside
      nested={<ReviewEditDialog review={editing} onClose={() => setEditing(null)} onSaved={() => void reload()} />}
    >
      {product && (
        <Stack gap="4">
          <Image src={productImageUrl(product.image)} alt={product.name} borderRadius="md" maxH="64" objectFit="contain" bg="bg.muted" />
          <Text fontSize="xs" color="fg.muted">
            {t('LABEL_PRODUCT_ID', { id: product.id })}
          </Text>
          {/* Product descriptions are HTML by design (docs/behaviour.md, "Entities"). */}
          {/* In its own direction: an English description in an Arabic dialog ends in its own full stop. */}
          <Box className="product-description" dir="auto" dangerouslySetInnerHTML={{ __html: product.description }} />
          <HStack justify="space-between">
            <Text className="item-price" fontSize="xl" fontWeight="bold" color="brand.fg">
              {formatPrice(displayPrice(product, isDeluxe))}
            </Text>
            <Badge colorPalette="green" variant="subtle" aria-label={t('BONUS_POINTS_ARIA')} size="lg">
              <PulpIcon name="star" /> {t('LABEL_BONUS_POINTS', { count: bonusPoints(displayPrice(product, isDeluxe)) })}
            </Badge>
          </HStack>
          <Collapsible.Root open={reviewsOpen} onOpenChange={(details) => setReviewsOpen(details.open)}>
            <Collapsible.Trigger asChild>
              <Button variant="outline" width="full" justifyContent="space-between" aria-label={t('EXPAND_REVIEWS')}>
                {t('LABEL_REVIEWS', { count: reviews.length })}
                <PulpIcon name={reviewsOpen ? 'chevronDown' : 'chevronRight'} />
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack gap="3" pt="3" className="reviews">
                {reviews.length === 0 && <Text color="fg.muted">{t('NO_REVIEWS')}</Text>}
                {reviews.map((review) => (
                  <ReviewItem
                    key={review._id}
                    review={review}
                    canLike={isLoggedIn}
                    canEdit={mayEdit(review, email)}
                    onLike={(liked) => void like(liked)}
                    onEdit={setEditing}
                  />
                ))}
                {isLoggedIn && email && <ReviewForm productId={product.id} author={email} onSaved={() => void reload()} />}
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
        </Stack>
      )}
    </ModalDialog>
  );
}

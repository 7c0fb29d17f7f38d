import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusPoints, displayPrice, formatPrice, type Product } from '@pulp/shared';
import { Badge, Box, Button, CloseButton, Collapsible, Dialog, HStack, Image, Portal, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { productImageUrl } from '../search/ProductCard';
import { useReviews } from './useReviews';

export interface ProductDetailsDialogProps {
  product: Product | null;
  isDeluxe: boolean;
  onClose: () => void;
}

/** The 500 px product dialog: details, price, bonus and the reviews. */
export function ProductDetailsDialog({ product, isDeluxe, onClose }: ProductDetailsDialogProps) {
  const { t } = useTranslation();
  const { reviews } = useReviews(product?.id ?? null);
  const [reviewsOpen, setReviewsOpen] = useState(false);

  return (
    <Dialog.Root
      open={product !== null}
      onOpenChange={(details) => {
        if (!details.open) {
          setReviewsOpen(false);
          onClose();
        }
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="500px" maxW="calc(100vw - 2rem)" className="product-dialog">
            {product && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{product.name}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Image src={productImageUrl(product.image)} alt={product.name} borderRadius="md" maxH="64" objectFit="contain" bg="bg.muted" />
                    <Text fontSize="xs" color="fg.muted">
                      {t('LABEL_PRODUCT_ID', { id: product.id })}
                    </Text>
                    {/* Product descriptions are HTML by design (spec section 3). */}
                    <Box className="product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
                    <HStack justify="space-between">
                      <Text className="item-price" fontSize="xl" fontWeight="bold" color="brand.fg">
                        {formatPrice(displayPrice(product, isDeluxe))}
                      </Text>
                      <Badge colorPalette="green" variant="subtle" aria-label={t('BONUS_POINTS_ARIA')} size="lg">
                        <PulpIcon name="star" /> {t('LABEL_BONUS_POINTS', { points: bonusPoints(displayPrice(product, isDeluxe)) })}
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
                            <Box key={review._id} borderWidth="1px" borderRadius="md" p="3" className="review">
                              <HStack justify="space-between" mb="1">
                                <Text fontSize="sm" fontWeight="semibold" className="review-author">
                                  {review.author}
                                </Text>
                                <HStack gap="1" color="fg.muted" fontSize="sm" className="review-likes">
                                  <PulpIcon name="thumbUp" />
                                  <span>{review.likesCount}</span>
                                </HStack>
                              </HStack>
                              <Text className="review-text">{review.message}</Text>
                            </Box>
                          ))}
                        </Stack>
                      </Collapsible.Content>
                    </Collapsible.Root>
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

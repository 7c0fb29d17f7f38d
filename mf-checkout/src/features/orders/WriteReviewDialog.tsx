import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, PATHS, pathTo, bonusPoints, errorMessage, formatPrice, useSession, type DataEnvelope, type Product } from '@pulp/shared';
import { firstIssue, LIMITS, reviewSchema } from '@pulp/shared/validation';
import { Badge, Box, Button, Field, HStack, Image, PulpIcon, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { Textarea } from '@pulp/shared/ui-forms';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { productImageUrl } from '../basket/productImage';

export interface WriteReviewDialogProps {
  productId: number | null;
  onClose: () => void;
}

/** Review points shown in the dialog: price / 10, rounded (docs/behaviour.md, "Constants"). */
export function reviewPoints(price: number): number {
  return bonusPoints(price);
}

/** Write a review of a product from the order history: the product, its points and the review form. */
export function WriteReviewDialog({ productId, onClose }: WriteReviewDialogProps) {
  const { t } = useTranslation();
  const email = useSession((state) => state.email);
  const product = useLoad(async () => (await api.get<DataEnvelope<Product>>(pathTo(PATHS.product, { id: String(productId) }))).data, [productId], productId !== null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const blank = firstIssue(reviewSchema, message) !== null;

  const close = () => {
    setMessage('');
    onClose();
  };

  const send = async () => {
    if (productId === null || blank) return;
    setSending(true);
    try {
      await api.put(pathTo(PATHS.productReviews, { id: String(productId) }), { message: message.trim(), author: email ?? 'Anonymous' });
      showConfirmation(t('CONFIRM_REVIEW_SAVED'));
      close();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalDialog
      open={productId !== null}
      onClose={close}
      className="write-review-dialog"
      title={product.data?.name ?? t('TITLE_WRITE_REVIEW')}
      scrollInside
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('BTN_CANCEL')}
          </Button>
          <Button colorPalette="brand" disabled={blank || sending || !product.data} loading={sending} onClick={() => void send()} aria-label={t('SEND_REVIEW')}>
            {t('BTN_SUBMIT')}
          </Button>
        </>
      }
    >
      {product.loading && <Loading />}
      {product.error && (
        <Text className="error" color="red.fg">
          {product.error}
        </Text>
      )}
      {product.data && (
        <Stack gap="4">
          <Image src={productImageUrl(product.data.image)} alt={product.data.name} borderRadius="md" maxH="48" objectFit="contain" bg="bg.muted" />
          <Text fontSize="xs" color="fg.muted">
            {t('LABEL_PRODUCT_ID', { id: product.data.id })}
          </Text>
          {/* Product descriptions are HTML by design (docs/behaviour.md, "Entities"). */}
          <Box className="product-description" dangerouslySetInnerHTML={{ __html: product.data.description }} />
          <HStack justify="space-between">
            <Text fontSize="xl" fontWeight="bold" color="brand.fg" className="item-price">
              {formatPrice(product.data.price)}
            </Text>
            <Badge colorPalette="green" variant="subtle" size="lg" className="review-points">
              <PulpIcon name="star" /> {t('LABEL_BONUS_POINTS', { points: reviewPoints(product.data.price) })}
            </Badge>
          </HStack>
          <Field.Root invalid={message.length > LIMITS.messageMax}>
            <Field.Label>{t('LABEL_YOUR_REVIEW')}</Field.Label>
            <Textarea
              value={message}
              maxLength={LIMITS.messageMax}
              rows={3}
              placeholder={t('REVIEW_PLACEHOLDER')}
              aria-label={t('REVIEW_FIELD')}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Field.HelperText alignSelf="flex-end">
              {message.length}/{LIMITS.messageMax}
            </Field.HelperText>
          </Field.Root>
        </Stack>
      )}
    </ModalDialog>
  );
}

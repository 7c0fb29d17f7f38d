import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, PATHS, pathTo, bonusPoints, errorMessage, formatPrice, useSession } from '@pulp/shared';
import { LIMITS, reviewFormSchema, valibotResolver } from '@pulp/shared/validation';
import { Badge, Box, Button, HStack, Image, PulpIcon, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { ReviewField } from '@pulp/shared/ui-forms';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { productImageUrl } from '../basket/productImage';
import type { products, ResponseOf } from '@pulp/shared/contract';

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
  const product = useLoad(async () => (await api.get<ResponseOf<typeof products.get>>(pathTo(PATHS.product, { id: String(productId) }))).data, [productId], productId !== null);
  const { register, handleSubmit, watch, reset, formState } = useForm({ mode: 'onChange', defaultValues: { message: '' }, resolver: valibotResolver(reviewFormSchema) });
  const length = watch('message').length;
  const sending = formState.isSubmitting;

  const close = () => {
    reset();
    onClose();
  };

  // The schema trims the text before it is sent.
  const send = handleSubmit(async ({ message }) => {
    if (productId === null) return;
    try {
      await api.put(pathTo(PATHS.productReviews, { id: String(productId) }), { message, author: email ?? 'Anonymous' });
      showConfirmation(t('CONFIRM_REVIEW_SAVED'));
      close();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={productId !== null}
      onClose={close}
      className="write-review-dialog"
      title={product.data ? <bdi>{product.data.name}</bdi> : t('TITLE_WRITE_REVIEW')}
      scrollInside
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('BTN_CANCEL')}
          </Button>
          <Button colorPalette="brand" disabled={!formState.isValid || sending || !product.data} loading={sending} onClick={() => void send()} aria-label={t('SEND_REVIEW')}>
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
          <Box className="product-description" dir="auto" dangerouslySetInnerHTML={{ __html: product.data.description }} />
          <HStack justify="space-between">
            <Text fontSize="xl" fontWeight="bold" color="brand.fg" className="item-price">
              {formatPrice(product.data.price)}
            </Text>
            <Badge colorPalette="green" variant="subtle" size="lg" className="review-points">
              <PulpIcon name="star" /> {t('LABEL_BONUS_POINTS', { count: reviewPoints(product.data.price) })}
            </Badge>
          </HStack>
          <ReviewField
            field={register('message')}
            length={length}
            max={LIMITS.messageMax}
            rows={3}
            label={t('LABEL_YOUR_REVIEW')}
            ariaLabel={t('REVIEW_FIELD')}
            placeholder={t('REVIEW_PLACEHOLDER')}
            invalid={length > LIMITS.messageMax}
          />
        </Stack>
      )}
    </ModalDialog>
  );
}

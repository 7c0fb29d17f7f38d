import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPrice, formatPrice, stockState, type Product } from '@pulp/shared';
import { Badge, Button, Card, chakra, Image, Text } from '@pulp/shared/ui';
import { productImageUrl } from '../product-details/product-image';

export interface ProductCardProps {
  product: Product;
  isDeluxe: boolean;
  canAddToBasket: boolean;
  onOpen: (product: Product) => void;
  onAdd: (product: Product) => void;
}

/**
 * One product in the grid: image, name, price, stock ribbon, add-to-basket. An article named by
 * the product's name, so that assistive technology (and automation written for accessible
 * shops) finds a product's card by its name.
 */
export function ProductCard({ product, isDeluxe, canAddToBasket, onOpen, onAdd }: ProductCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const stock = stockState(product.quantity);
  return (
    <Card.Root className="product-card" role="article" aria-labelledby={nameId} overflow="hidden" variant="elevated" height="full" data-product-id={product.id} position="relative">
      {/* The picture is the button named "Click for more information about the product": it
          shows no words that could contradict that name (WCAG 2.5.3), and it stretches over
          the name and price, so a click anywhere but on "Add to Basket" opens the details. */}
      <chakra.button
        type="button"
        aria-label={t('PRODUCT_DETAILS_BUTTON')}
        onClick={() => onOpen(product)}
        cursor="pointer"
        display="block"
        width="full"
        bg="productImage.bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
        _after={{ content: '""', position: 'absolute', inset: 0 }}
      >
        <Image src={productImageUrl(product.image)} alt={product.name} width="full" aspectRatio="4/3" objectFit="contain" loading="lazy" />
      </chakra.button>
      {stock !== 'inStock' && (
        <Badge position="absolute" top="3" insetEnd="3" pointerEvents="none" colorPalette={stock === 'soldOut' ? 'red' : 'orange'} variant="solid" className="ribbon" size="md">
          {stock === 'soldOut' ? t('LABEL_SOLD_OUT') : t('LABEL_ONLY_QUANTITY_LEFT', { count: product.quantity })}
        </Badge>
      )}
      <Card.Body gap="1" p="4">
        <Text id={nameId} className="name" fontWeight="semibold" lineClamp={2}>
          <bdi>{product.name}</bdi>
        </Text>
        <Text className="price" color="brand.fg" fontWeight="bold" fontSize="lg">
          {formatPrice(displayPrice(product, isDeluxe))}
        </Text>
      </Card.Body>
      {canAddToBasket && (
        <Card.Footer p="4" pt="0" mt="auto" position="relative" zIndex="1">
          {stock === 'soldOut' ? (
            // Nothing to add: the button says so and cannot be pressed; its name still starts
            // with "Add to Basket", so each card keeps the button the DOM contract names.
            <Button colorPalette="brand" width="full" disabled aria-label={t('ADD_TO_BASKET_SOLD_OUT')} className="sold-out">
              {t('LABEL_SOLD_OUT')}
            </Button>
          ) : (
            <Button colorPalette="brand" width="full" aria-label={t('ADD_TO_BASKET')} onClick={() => onAdd(product)}>
              {t('ADD_TO_BASKET')}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

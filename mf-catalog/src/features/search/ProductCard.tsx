import { useTranslation } from 'react-i18next';
import { displayPrice, formatPrice, stockState, type Product } from '@pulp/shared';
import { Badge, Box, Button, Card, chakra, Image, Text } from '@pulp/shared/ui';
import { productImageUrl } from '../product-details/product-image';

export interface ProductCardProps {
  product: Product;
  isDeluxe: boolean;
  canAddToBasket: boolean;
  onOpen: (product: Product) => void;
  onAdd: (product: Product) => void;
}

/** One product in the grid: image, name, price, stock ribbon, add-to-basket. */
export function ProductCard({ product, isDeluxe, canAddToBasket, onOpen, onAdd }: ProductCardProps) {
  const { t } = useTranslation();
  const stock = stockState(product.quantity);
  return (
    <Card.Root className="product-card" overflow="hidden" variant="elevated" height="full" data-product-id={product.id}>
      <Box position="relative" bg="white" cursor="pointer" onClick={() => onOpen(product)}>
        <Image src={productImageUrl(product.image)} alt={product.name} width="full" aspectRatio="4/3" objectFit="contain" loading="lazy" />
        {stock !== 'inStock' && (
          <Badge position="absolute" top="3" right="3" colorPalette={stock === 'soldOut' ? 'red' : 'orange'} variant="solid" className="ribbon" size="md">
            {stock === 'soldOut' ? t('LABEL_SOLD_OUT') : t('LABEL_ONLY_QUANTITY_LEFT', { quantity: product.quantity })}
          </Badge>
        )}
      </Box>
      <chakra.button
        type="button"
        aria-label={t('PRODUCT_DETAILS_BUTTON')}
        onClick={() => onOpen(product)}
        textAlign="start"
        cursor="pointer"
        display="block"
        width="full"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        <Card.Body gap="1" p="4">
          <Text className="name" fontWeight="semibold" lineClamp={2}>
            {product.name}
          </Text>
          <Text className="price" color="brand.fg" fontWeight="bold" fontSize="lg">
            {formatPrice(displayPrice(product, isDeluxe))}
          </Text>
        </Card.Body>
      </chakra.button>
      {canAddToBasket && (
        <Card.Footer p="4" pt="0" mt="auto">
          <Button colorPalette="brand" width="full" aria-label={t('ADD_TO_BASKET')} onClick={() => onAdd(product)}>
            {t('ADD_TO_BASKET')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

import { useTranslation } from 'react-i18next';
import { displayPrice, formatPrice, type BasketProduct } from '@pulp/shared';
import { Box, HStack, IconButton, Image, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { lineTotal } from './totals';
import { productImageUrl } from './productImage';

export interface BasketTableProps {
  products: BasketProduct[];
  isDeluxe: boolean;
  /** Without handlers the table is read-only (order summary). */
  onQuantity?: (product: BasketProduct, quantity: number) => void;
  onRemove?: (product: BasketProduct) => void;
  busyItemId?: number | null;
}

/** The basket's lines: picture, name, price, quantity (with − and +), line total, remove. */
export function BasketTable({ products, isDeluxe, onQuantity, onRemove, busyItemId = null }: BasketTableProps) {
  const { t } = useTranslation();
  const editable = Boolean(onQuantity && onRemove);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm" className="basket-table" interactive css={{ '& td, & th': { paddingInline: { base: '1.5', md: '3' } } }}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {/* On a phone the picture column goes, so that the remove column fits on screen. */}
            <Table.ColumnHeader width="72px" hideBelow="md">
              <Box srOnly>{t('LABEL_IMAGE')}</Box>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('LABEL_PRODUCT')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              {t('LABEL_PRICE')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">{t('LABEL_QUANTITY')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('LABEL_TOTAL')}</Table.ColumnHeader>
            {editable && (
              <Table.ColumnHeader width="56px">
                <Box srOnly>{t('LABEL_REMOVE')}</Box>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => {
            const quantity = product.BasketItem.quantity;
            const busy = busyItemId === product.BasketItem.id;
            return (
              <Table.Row key={product.BasketItem.id} className="basket-row" data-product-id={product.id}>
                <Table.Cell hideBelow="md">
                  <Image src={productImageUrl(product.image)} alt={product.name} boxSize="56px" borderRadius="md" objectFit="cover" bg="bg.muted" />
                </Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold" className="product-name">
                    <bdi>{product.name}</bdi>
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" className="product-price" whiteSpace="nowrap" hideBelow="md">
                  <Stack gap="0" align="flex-end">
                    <span>{formatPrice(displayPrice(product, isDeluxe))}</span>
                    {isDeluxe && product.deluxePrice < product.price && (
                      <Text as="s" fontSize="xs" color="fg.muted">
                        {formatPrice(product.price)}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <HStack justify="center" gap="1">
                    {editable && (
                      <IconButton
                        size="xs"
                        variant="outline"
                        aria-label={t('DECREASE_QUANTITY', { product: product.name })}
                        disabled={busy || quantity <= 1}
                        onClick={() => onQuantity?.(product, quantity - 1)}
                      >
                        −
                      </IconButton>
                    )}
                    <Text as="span" minW="8" textAlign="center" className="quantity" aria-live="polite">
                      {quantity}
                    </Text>
                    {editable && (
                      <IconButton size="xs" variant="outline" aria-label={t('INCREASE_QUANTITY', { product: product.name })} disabled={busy} onClick={() => onQuantity?.(product, quantity + 1)}>
                        +
                      </IconButton>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" className="line-total">
                  {formatPrice(lineTotal(product, isDeluxe))}
                </Table.Cell>
                {editable && (
                  <Table.Cell>
                    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('REMOVE_FROM_BASKET', { product: product.name })} disabled={busy} onClick={() => onRemove?.(product)}>
                      <PulpIcon name="close" />
                    </IconButton>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

import { useTranslation } from 'react-i18next';
import { errorMessage, stockState } from '@pulp/shared';
import { Badge, HStack, Image, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { CELL, StaffTable, type Column } from '../../tables/StaffTable';
import { ACCOUNTING_PAGE_SIZES, usePaging } from '../../tables/usePaging';
import { useList } from '../../tables/useList';
import { NumberEdit } from './NumberEdit';
import { loadStockedProducts, productImageUrl, updatePrice, updateQuantity, type StockedProduct } from './api';

function StockBadge({ quantity }: { quantity: number }) {
  const { t } = useTranslation();
  const state = stockState(quantity);
  if (state === 'inStock') return null;
  return (
    <Badge colorPalette={state === 'soldOut' ? 'red' : 'orange'} variant="subtle" className="stock-badge" justifyContent="center">
      {state === 'soldOut' ? t('ACCOUNTING_SOLD_OUT') : t('ACCOUNTING_LOW_STOCK')}
    </Badge>
  );
}

/** Price and stock editing, paged 10/20/30 (docs/behaviour.md, "Screens"). */
export function ProductsTable() {
  const { t } = useTranslation();
  const list = useList(loadStockedProducts);
  const { visible, paginator } = usePaging(list.items, ACCOUNTING_PAGE_SIZES);

  const replace = (id: number, change: (product: StockedProduct) => StockedProduct) =>
    list.setItems((items) => items.map((product) => (product.id === id ? change(product) : product)));

  const savePrice = async (product: StockedProduct, typed: number) => {
    try {
      const saved = await updatePrice(product.id, typed);
      replace(product.id, (current) => ({ ...current, price: saved.price }));
      showConfirmation(t('ACCOUNTING_PRICE_UPDATED', { name: product.name }));
      return saved.price;
    } catch (failure) {
      showError(errorMessage(failure));
      throw failure;
    }
  };

  const saveQuantity = async (product: StockedProduct, typed: number) => {
    if (!product.stock) return typed;
    try {
      const saved = await updateQuantity(product.stock.id, typed);
      replace(product.id, (current) => ({ ...current, stock: { ...saved } }));
      showConfirmation(t('ACCOUNTING_QUANTITY_UPDATED', { name: product.name }));
      return saved.quantity;
    } catch (failure) {
      showError(errorMessage(failure));
      throw failure;
    }
  };

  const columns: Column[] = [
    { key: 'product', label: t('ACCOUNTING_COL_PRODUCT') },
    { key: 'price', label: t('ACCOUNTING_COL_PRICE'), align: 'end' },
    { key: 'quantity', label: t('ACCOUNTING_COL_QUANTITY'), align: 'end' },
  ];

  return (
    <StaffTable
      id="accounting-products"
      title={t('ACCOUNTING_PRODUCTS_TITLE')}
      description={t('ACCOUNTING_PRODUCTS_TEXT')}
      className="product-table"
      columns={columns}
      list={list}
      emptyText={t('ACCOUNTING_NO_PRODUCTS')}
      paginator={paginator}
    >
      {visible.map((product) => (
        <Table.Row key={product.id} className="product-row" data-product-id={product.id}>
          <Table.Cell {...CELL}>
            <HStack gap="3">
              <Image src={productImageUrl(product.image)} alt="" boxSize="10" hideBelow="sm" borderRadius="md" objectFit="cover" bg="bg.muted" flexShrink={0} />
              <Stack gap="0">
                <Text className="product-name" fontWeight="medium" lineClamp={2}>
                  <bdi>{product.name}</bdi>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('ACCOUNTING_PRODUCT_ID', { id: product.id })}
                </Text>
              </Stack>
            </HStack>
          </Table.Cell>
          <Table.Cell {...CELL} textAlign="end">
            <NumberEdit
              className="price-edit"
              value={product.price}
              step={0.01}
              inputLabel={t('ACCOUNTING_NEW_PRICE', { name: product.name })}
              saveLabel={t('ACCOUNTING_SAVE_PRICE')}
              onSave={(typed) => savePrice(product, typed)}
            />
          </Table.Cell>
          <Table.Cell {...CELL} textAlign="end">
            {product.stock ? (
              <Stack direction={{ base: 'column', md: 'row' }} justify="flex-end" align={{ base: 'stretch', md: 'center' }} gap={{ base: '1', md: '3' }}>
                <StockBadge quantity={product.stock.quantity} />
                <NumberEdit
                  className="quantity-edit"
                  value={product.stock.quantity}
                  step={1}
                  inputLabel={t('ACCOUNTING_NEW_QUANTITY', { name: product.name })}
                  saveLabel={t('ACCOUNTING_SAVE_QUANTITY')}
                  onSave={(typed) => saveQuantity(product, typed)}
                />
              </Stack>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('ACCOUNTING_NO_STOCK_RECORD')}
              </Text>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </StaffTable>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, Link as RouterLink } from '@pulp/shared/router';
import { errorMessage, formatPrice, useSession, type BasketProduct } from '@pulp/shared';
import { Button, Card, ErrorCard, Grid, HStack, PulpIcon, showError, Stack, Text } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { RequireLogin } from '../common/RequireLogin';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { CheckoutSteps } from '../common/CheckoutSteps';
import { checkoutSession } from '../common/checkoutSession';
import { CouponPanel } from '../coupon/CouponPanel';
import { BasketTable } from './BasketTable';
import { changeQuantity, loadBasket, removeItem } from './basketApi';
import { basketBonus, basketTotal, discountAmount } from './totals';

function BasketContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bid = useSession((state) => state.bid);
  const email = useSession((state) => state.email);
  const isDeluxe = useSession((state) => state.role === 'deluxe');
  const basket = useLoad(() => loadBasket(bid!), [bid], bid !== null);
  const [busyItemId, setBusyItemId] = useState<number | null>(null);
  const [discount, setDiscount] = useState(() => checkoutSession.couponDiscount());

  const products = basket.data?.Products ?? [];
  const total = basketTotal(products, isDeluxe);
  const bonus = basketBonus(products, isDeluxe);

  const change = async (action: () => Promise<void>, product: BasketProduct) => {
    setBusyItemId(product.BasketItem.id);
    try {
      await action();
      await basket.reload();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusyItemId(null);
    }
  };

  const checkout = () => {
    checkoutSession.set('itemTotal', total);
    navigate('/address/select');
  };

  if (bid === null) return <ErrorCard title="BASKET_MISSING" />;
  return (
    <Page title={t('TITLE_BASKET')} icon="cart" subtitle={email ? `(${email})` : undefined}>
      <CheckoutSteps current="basket" />
      {basket.loading && !basket.data && <Loading />}
      {basket.error && <ErrorCard title="BASKET_FAILED" detail={basket.error} onRetry={() => void basket.reload()} />}
      {basket.data && (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
          <Stack gap="4">
            {products.length === 0 ? (
              <Card.Root className="empty-basket" textAlign="center">
                <Card.Body gap="3" alignItems="center" py="10">
                  <PulpIcon name="cart" size="3em" />
                  <Card.Title>{t('BASKET_EMPTY')}</Card.Title>
                  <Text color="fg.muted">{t('BASKET_EMPTY_HINT')}</Text>
                  <Button asChild variant="outline" colorPalette="brand">
                    <RouterLink to="/search">{t('BTN_CONTINUE_SHOPPING')}</RouterLink>
                  </Button>
                </Card.Body>
              </Card.Root>
            ) : (
              <BasketTable
                products={products}
                isDeluxe={isDeluxe}
                busyItemId={busyItemId}
                onQuantity={(product, quantity) => void change(() => changeQuantity(product.BasketItem.id, quantity), product)}
                onRemove={(product) => void change(() => removeItem(product.BasketItem.id), product)}
              />
            )}
            <CouponPanel basketId={bid} onApplied={setDiscount} />
          </Stack>
          <Card.Root position={{ lg: 'sticky' }} top="4" className="basket-summary">
            <Card.Body gap="3">
              <Card.Title>{t('TITLE_ORDER_OVERVIEW')}</Card.Title>
              <Text id="price" fontSize="xl" fontWeight="bold">
                {t('TOTAL_PRICE', { price: formatPrice(total) })}
              </Text>
              {discount > 0 && products.length > 0 && (
                <HStack justify="space-between" color="green.fg" className="discount">
                  <Text>{t('LABEL_DISCOUNT', { discount })}</Text>
                  <Text>−{formatPrice(discountAmount(total, discount))}</Text>
                </HStack>
              )}
              {isDeluxe && (
                <HStack fontSize="sm" color="brand.fg" gap="2">
                  <PulpIcon name="crown" />
                  <span>{t('DELUXE_PRICES_APPLIED')}</span>
                </HStack>
              )}
              <HStack className="hint" bg="green.subtle" color="green.fg" borderRadius="md" p="3" fontSize="sm" gap="2">
                <PulpIcon name="star" />
                <span>{t('BONUS_POINTS_HINT', { count: bonus })}</span>
              </HStack>
              <Button id="checkoutButton" colorPalette="brand" size="lg" disabled={products.length === 0} onClick={checkout} aria-label={t('BTN_CHECKOUT')}>
                {t('BTN_CHECKOUT')}
              </Button>
            </Card.Body>
          </Card.Root>
        </Grid>
      )}
    </Page>
  );
}

/** The basket (docs/behaviour.md, "Screens"): editable lines, coupon, bonus hint, checkout. */
export default function BasketPage() {
  return (
    <RequireLogin>
      <BasketContent />
    </RequireLogin>
  );
}

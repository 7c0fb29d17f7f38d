import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from '@pulp/shared/router';
import { dataText, api, PATHS, pathTo, errorMessage, maskCardNumber, useSession } from '@pulp/shared';
import { Button, Card, ErrorCard, Grid, HStack, PulpIcon, showError, Stack, Text } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { CheckoutSteps } from '../common/CheckoutSteps';
import { checkoutSession } from '../common/checkoutSession';
import { BasketTable } from '../basket/BasketTable';
import { loadBasket } from '../basket/basketApi';
import { basketBonus, basketTotal, checkoutTotal, discountAmount } from '../basket/totals';
import { addressApi } from '../address/addressApi';
import { cardsApi } from '../cards/cardsApi';
import { AddressCard } from './AddressCard';
import { OrderTotals } from './OrderTotals';
import { placeOrder } from './placeOrder';
import type { deliveries, ResponseOf } from '@pulp/shared/contract';

async function loadSummary(bid: number) {
  const addressId = checkoutSession.addressId();
  const deliveryMethodId = checkoutSession.deliveryMethodId();
  const paymentId = checkoutSession.paymentId();
  if (addressId === null || deliveryMethodId === null || paymentId === null) return null;
  const [basket, address, delivery, card] = await Promise.all([
    loadBasket(bid),
    addressApi.get(addressId),
    api.get<ResponseOf<typeof deliveries.get>>(pathTo(PATHS.deliveryMethod, { id: deliveryMethodId })).then((answer) => answer.data),
    paymentId === 'wallet' ? Promise.resolve(null) : cardsApi.get(paymentId),
  ]);
  return { basket, address, delivery, card };
}

function OrderSummary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bid = useSession((state) => state.bid);
  const isDeluxe = useSession((state) => state.role === 'deluxe');
  const summary = useLoad(() => loadSummary(bid!), [bid], bid !== null);
  const [placing, setPlacing] = useState(false);
  const discount = checkoutSession.couponDiscount();

  const place = async () => {
    setPlacing(true);
    try {
      const orderId = await placeOrder(bid!);
      navigate(`/order-completion/${orderId}`);
    } catch (error) {
      showError(errorMessage(error));
      setPlacing(false);
    }
  };

  if (summary.loading) return <Loading />;
  if (summary.error) return <ErrorCard title="SUMMARY_FAILED" detail={summary.error} onRetry={() => void summary.reload()} />;
  if (!summary.data) {
    return (
      <Page title={t('TITLE_ORDER_SUMMARY')} icon="package" maxW="2xl">
        <Card.Root textAlign="center" className="checkout-incomplete">
          <Card.Body gap="3" alignItems="center">
            <Text>{t('CHECKOUT_INCOMPLETE')}</Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/basket">{t('TITLE_BASKET')}</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </Page>
    );
  }

  const { basket, address, delivery, card } = summary.data;
  const items = basketTotal(basket.Products, isDeluxe);
  return (
    <Page title={t('TITLE_ORDER_SUMMARY')} icon="package">
      <CheckoutSteps current="summary" />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <AddressCard address={address} />
            <Card.Root variant="outline" className="payment-method">
              <Card.Body gap="2">
                <HStack gap="2">
                  <PulpIcon name={card ? 'card' : 'wallet'} />
                  <Card.Title fontSize="md">{t('LABEL_PAYMENT_METHOD')}</Card.Title>
                </HStack>
                <Text fontFamily={card ? 'mono' : undefined}>{card ? maskCardNumber(card.cardNum) : t('LABEL_DIGITAL_WALLET')}</Text>
                <HStack gap="2" pt="2">
                  <PulpIcon name="truck" />
                  <Text fontSize="sm">
                    {dataText(t, 'delivery', delivery.name)} · {t('ETA_DAYS', { count: delivery.eta })}
                  </Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          </Grid>
          <BasketTable products={basket.Products} isDeluxe={isDeluxe} />
        </Stack>
        <Card.Root position={{ lg: 'sticky' }} top="4">
          <Card.Body gap="4">
            <OrderTotals
              items={items}
              delivery={delivery.price}
              promotion={discountAmount(items, discount)}
              total={checkoutTotal(items, delivery.price, discount)}
              bonus={basketBonus(basket.Products, isDeluxe)}
            />
            <Button id="checkoutButton" colorPalette="brand" size="lg" disabled={placing || basket.Products.length === 0} loading={placing} onClick={() => void place()} aria-label={t('COMPLETE_PURCHASE')}>
              {t('BTN_PLACE_ORDER')}
            </Button>
            <Button variant="ghost" className="btn-return" onClick={() => navigate('/payment/shop')}>
              {t('BTN_BACK')}
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Page>
  );
}

/** order-summary: everything at a glance, then place the order. */
export default function OrderSummaryPage() {
  return (
    <RequireLogin>
      <OrderSummary />
    </RequireLogin>
  );
}

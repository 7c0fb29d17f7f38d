import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from '@pulp/shared/router';
import { api, PATHS, pathTo, errorMessage, formatPrice, sessionStore, useSession } from '@pulp/shared';
import { Button, Card, ErrorCard, Grid, HStack, PulpIcon, Separator, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { CheckoutSteps } from '../common/CheckoutSteps';
import { checkoutSession } from '../common/checkoutSession';
import { CouponPanel } from '../coupon/CouponPanel';
import { CardTable } from '../cards/CardTable';
import { AddCardPanel } from '../cards/AddCardPanel';
import { cardsApi } from '../cards/cardsApi';
import { walletApi } from '../wallet/walletApi';
import { deluxeApi } from '../deluxe/deluxeApi';
import { checkoutTotal, discountAmount } from '../basket/totals';
import { WalletPanel } from './WalletPanel';
import { OtherOptionsPanel } from './OtherOptionsPanel';
import { canContinue, paymentEntity, walletCanPay, type PaymentEntity } from './paymentMode';
import type { deliveries, ResponseOf } from '@pulp/shared/contract';

const TITLES: Record<PaymentEntity, string> = { shop: 'TITLE_PAYMENT', wallet: 'TITLE_PAYMENT_WALLET', deluxe: 'TITLE_PAYMENT_DELUXE' };

/** What is being paid and how much: the order, the wallet top-up or the membership. */
function useAmountDue(entity: PaymentEntity, discount: number) {
  const deliveryMethodId = checkoutSession.deliveryMethodId();
  const delivery = useLoad(
    async () => (await api.get<ResponseOf<typeof deliveries.get>>(pathTo(PATHS.deliveryMethod, { id: String(deliveryMethodId) }))).data,
    [deliveryMethodId],
    entity === 'shop' && deliveryMethodId !== null,
  );
  const membership = useLoad(() => deluxeApi.status(), [], entity === 'deluxe');
  if (entity === 'wallet') {
    const amount = checkoutSession.walletTotal();
    return { total: amount, error: amount === null ? 'WALLET_AMOUNT_MISSING' : null, delivery: null };
  }
  if (entity === 'deluxe') return { total: membership.data?.membershipCost ?? null, error: membership.error, delivery: null };
  if (deliveryMethodId === null) return { total: null, error: 'CHECKOUT_INCOMPLETE', delivery: null };
  const itemTotal = checkoutSession.itemTotal();
  return { total: delivery.data ? checkoutTotal(itemTotal, delivery.data.price, discount) : null, error: delivery.error, delivery: delivery.data };
}

function PaymentContent({ entity }: { entity: PaymentEntity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bid = useSession((state) => state.bid);
  const cards = useLoad(() => cardsApi.list(), []);
  const balance = useLoad(() => walletApi.balance(), []);
  const [chosen, setChosen] = useState<number | null>(() => {
    const stored = checkoutSession.paymentId();
    return entity === 'shop' && typeof stored === 'number' ? stored : null;
  });
  const [discount, setDiscount] = useState(() => (entity === 'shop' ? checkoutSession.couponDiscount() : 0));
  const [busy, setBusy] = useState(false);
  const due = useAmountDue(entity, discount);

  const pay = async (mode: 'card' | 'wallet') => {
    if (mode === 'card' && chosen === null) return;
    setBusy(true);
    try {
      if (entity === 'shop') {
        checkoutSession.set('paymentId', mode === 'wallet' ? 'wallet' : chosen!);
        navigate('/order-summary');
      } else if (entity === 'wallet') {
        await walletApi.topUp(due.total!, chosen!);
        checkoutSession.remove('walletTotal');
        showConfirmation(t('CHARGED_WALLET'));
        navigate('/wallet');
      } else {
        const { token } = await deluxeApi.upgrade(mode, mode === 'card' ? chosen! : undefined);
        sessionStore.getState().replaceToken(token);
        showConfirmation(t('DELUXE_WELCOME'));
        navigate('/deluxe-membership');
      }
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const missing = due.error === 'WALLET_AMOUNT_MISSING' || due.error === 'CHECKOUT_INCOMPLETE';
  if (missing) {
    return (
      <Page title={t(TITLES[entity])} icon="card" maxW="2xl">
        <Card.Root textAlign="center" className="payment-incomplete">
          <Card.Body gap="3" alignItems="center">
            <Text>{t(due.error!)}</Text>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={entity === 'wallet' ? '/wallet' : '/basket'}>{t('BTN_BACK')}</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </Page>
    );
  }

  return (
    <Page title={t(TITLES[entity])} icon={entity === 'deluxe' ? 'crown' : entity === 'wallet' ? 'wallet' : 'card'}>
      {entity === 'shop' && <CheckoutSteps current="payment" />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        <Stack gap="4">
          <Text fontWeight="semibold">{t('LABEL_SAVED_CARDS')}</Text>
          {cards.loading && !cards.data && <Loading />}
          {cards.error && <ErrorCard title="CARDS_FAILED" detail={cards.error} onRetry={() => void cards.reload()} />}
          {cards.data && <CardTable cards={cards.data} selected={chosen} onSelect={setChosen} />}
          <AddCardPanel onSaved={() => void cards.reload()} defaultOpen={cards.data?.length === 0} />
          {entity === 'shop' && bid !== null && <CouponPanel basketId={bid} onApplied={setDiscount} />}
          <OtherOptionsPanel />
        </Stack>
        <Stack gap="4" position={{ lg: 'sticky' }} top="4">
          <Card.Root className="payment-summary">
            <Card.Body gap="2">
              <Card.Title>{t('TITLE_AMOUNT_DUE')}</Card.Title>
              {due.error && <Text className="error" color="red.fg">{due.error}</Text>}
              {entity === 'shop' && due.delivery && (
                <>
                  <HStack justify="space-between">
                    <Text color="fg.muted">{t('LABEL_ITEMS')}</Text>
                    <Text>{formatPrice(checkoutSession.itemTotal())}</Text>
                  </HStack>
                  <HStack justify="space-between">
                    <Text color="fg.muted">{t('LABEL_DELIVERY')}</Text>
                    <Text>{formatPrice(due.delivery.price)}</Text>
                  </HStack>
                  {discount > 0 && (
                    <HStack justify="space-between" color="green.fg">
                      <Text>{t('LABEL_DISCOUNT', { discount })}</Text>
                      <Text>−{formatPrice(discountAmount(checkoutSession.itemTotal(), discount))}</Text>
                    </HStack>
                  )}
                  <Separator />
                </>
              )}
              <HStack justify="space-between">
                <Text fontWeight="bold">{t('LABEL_TOTAL')}</Text>
                <Text fontWeight="bold" fontSize="xl" className="amount-due">
                  {due.total === null ? '…' : formatPrice(due.total)}
                </Text>
              </HStack>
            </Card.Body>
          </Card.Root>
          {entity !== 'wallet' && (
            <WalletPanel balance={balance.data} total={due.total} canPay={walletCanPay(entity, balance.data, due.total)} busy={busy} onPay={() => void pay('wallet')} />
          )}
          <HStack justify="space-between">
            <Button variant="outline" className="btn-return" onClick={() => navigate(entity === 'shop' ? '/delivery-method' : entity === 'wallet' ? '/wallet' : '/deluxe-membership')}>
              {t('BTN_BACK')}
            </Button>
            <Button colorPalette="brand" disabled={!canContinue(chosen) || busy || due.total === null} loading={busy} onClick={() => void pay('card')} aria-label={t(entity === 'shop' ? 'PROCEED_TO_REVIEW' : 'PAY_WITH_CHOSEN_CARD')}>
              {entity === 'shop' ? t('BTN_PROCEED') : t('BTN_PAY_AMOUNT', { amount: due.total === null ? '…' : formatPrice(due.total) })}
              <PulpIcon name="chevronRight" />
            </Button>
          </HStack>
        </Stack>
      </Grid>
    </Page>
  );
}

/** payment/{shop|wallet|deluxe} (docs/behaviour.md, "Screens"). */
export default function PaymentPage() {
  const { entity } = useParams();
  const mode = paymentEntity(entity);
  return <RequireLogin>{mode ? <PaymentContent key={mode} entity={mode} /> : <ErrorCard title="PAYMENT_UNKNOWN" />}</RequireLogin>;
}

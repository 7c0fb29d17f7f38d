import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from '@pulp/shared/router';
import { useConfig } from '@pulp/shared';
import { Box, Button, Card, ErrorCard, Grid, Link, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { addressApi } from '../address/addressApi';
import { AddressCard } from '../summary/AddressCard';
import { OrderTotals } from '../summary/OrderTotals';
import { itemsOf, orderPdfUrl, ordersApi } from '../orders/ordersApi';
import { tweetText, tweetUrl } from './tweet';
import { OrderLinesTable } from '../common/OrderLinesTable';
import { DeliveryEstimate } from '../track/DeliveryEstimate';

async function loadCompletion(orderId: string) {
  const order = await ordersApi.track(orderId);
  if (!order) throw new Error(orderId);
  const address = order.addressId ? await addressApi.get(order.addressId).catch(() => null) : null;
  return { order, address };
}

function OrderCompletion() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shopName = useConfig((state) => state.config.application.name);
  const completion = useLoad(() => loadCompletion(id), [id]);

  if (completion.loading) return <Loading />;
  if (completion.error || !completion.data) return <ErrorCard title="ORDER_FAILED" detail={completion.error ?? undefined} onRetry={() => void completion.reload()} />;
  const { order, address } = completion.data;
  const tweet = tweetText(order, shopName, (products, shop) => t('TWEET_TEXT', { products, shop }));

  return (
    <Page title={t('THANKS_FOR_PURCHASE')} icon="heart">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        <Stack gap="4">
          <Card.Root bg="green.subtle" borderColor="green.muted" className="order-confirmation">
            <Card.Body gap="2">
              <Text fontWeight="semibold">{t('ORDER_PLACED', { orderId: order.orderId })}</Text>
              <Text className="eta">
                <DeliveryEstimate eta={order.eta} sentence />
              </Text>
            </Card.Body>
          </Card.Root>
          {address && <AddressCard address={address} />}
          <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
            <OrderLinesTable lines={order.products} className="order-items" />
          </Table.ScrollArea>
        </Stack>
        <Card.Root>
          <Card.Body gap="4">
            <OrderTotals items={itemsOf(order)} delivery={order.deliveryPrice ?? 0} promotion={Number(order.promotionalAmount ?? 0)} total={order.totalPrice} bonus={order.bonus} />
            <Stack gap="2">
              <Button asChild colorPalette="brand" aria-label={t('PRINT_ORDER_CONFIRMATION')}>
                <a href={orderPdfUrl(order.orderId)} target="_blank" rel="noopener">
                  <PulpIcon name="package" /> {t('PRINT_ORDER_CONFIRMATION')}
                </a>
              </Button>
              <Button asChild variant="outline" aria-label={t('TRACK_ORDER')}>
                <RouterLink to={`/track-result/new?id=${encodeURIComponent(order.orderId)}`} className="track-link">
                  <PulpIcon name="truck" /> {t('TRACK_ORDER')}
                </RouterLink>
              </Button>
              <Button asChild variant="ghost" aria-label={t('TWEET')}>
                <a href={tweetUrl(tweet)} target="_blank" rel="noopener noreferrer" className="tweet-link" data-tweet={tweet}>
                  <PulpIcon name="chat" /> {t('TWEET')}
                </a>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
      <Box mt="6">
        <Link asChild color="brand.fg">
          <RouterLink to="/search">{t('BTN_CONTINUE_SHOPPING')}</RouterLink>
        </Link>
      </Box>
    </Page>
  );
}

/** order-completion/{id}: thanks, address, ETA, items, totals, PDF, tweet and tracking. */
export default function OrderCompletionPage() {
  return (
    <RequireLogin>
      <OrderCompletion />
    </RequireLogin>
  );
}

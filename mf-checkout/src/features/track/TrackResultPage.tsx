import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pulp/shared/router';
import { emitSocket, isHardened, ORDER_STATUS_LABELS, orderStatus, useConfig } from '@pulp/shared';
import { Card, ErrorCard, HStack, Stack, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { OrderTotals } from '../summary/OrderTotals';
import { itemsOf, ordersApi } from '../orders/ordersApi';
import { DeliveryProgress } from './DeliveryProgress';
import { DeliveryEstimate } from './DeliveryEstimate';
import { OrderLinesTable } from '../common/OrderLinesTable';

function TrackResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useConfig((state) => state.config);
  const orderId = params.get('id') ?? '';
  const order = useLoad(() => ordersApi.track(orderId), [orderId], orderId !== '');

  useEffect(() => {
    // Reported only when the id became markup in the heading (the server judges the payload).
    if (orderId && document.querySelector('.track-order-id')?.childElementCount) emitSocket('verifyReflectedXssChallenge', orderId);
  }, [orderId, order.loading]);

  if (!orderId) return <ErrorCard title="ORDER_ID_MISSING" />;
  // vuln: reflectedXssChallenge — the order id from the address is written into the page as
  // HTML, whatever the server answers about it.
  const heading = isHardened(config, 'reflectedXssChallenge') ? <span className="track-order-id">#{orderId}</span> : <span className="track-order-id" dangerouslySetInnerHTML={{ __html: `#${orderId}` }} />;
  if (order.loading) return <Loading />;
  if (order.error || !order.data) {
    return (
      <Page title={t('TITLE_TRACK_ORDER')} icon="truck" subtitle={heading} maxW="4xl">
        <ErrorCard title="ORDER_FAILED" detail={order.error ?? undefined} onRetry={() => void order.reload()} />
      </Page>
    );
  }
  const found = order.data;
  const status = orderStatus(found);

  return (
    <Page title={t('TITLE_TRACK_ORDER')} icon="truck" subtitle={heading} maxW="4xl">
      <Stack gap="5">
        <Card.Root>
          <Card.Body gap="5">
            <DeliveryProgress status={status} />
            <HStack justify="space-between" flexWrap="wrap">
              <Text className="delivery-state" fontWeight="semibold">
                {t('CURRENT_STATUS', { status: t(ORDER_STATUS_LABELS[status]) })}
              </Text>
              {!found.delivered && (
                <Text className="eta" color="fg.muted">
                  <DeliveryEstimate eta={found.eta} />
                </Text>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="4">
            <Table.ScrollArea>
              <OrderLinesTable lines={found.products} className="tracked-products" />
            </Table.ScrollArea>
            <OrderTotals items={itemsOf(found)} delivery={found.deliveryPrice ?? 0} promotion={Number(found.promotionalAmount ?? 0)} total={found.totalPrice} bonus={found.bonus} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Page>
  );
}

/** track-result?id= and track-result/new?id= (docs/behaviour.md, "Order delivery status"). */
export default function TrackResultPage() {
  return (
    <RequireLogin>
      <TrackResult />
    </RequireLogin>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from '@pulp/shared/router';
import { formatDate, formatPrice, ORDER_STATUS_LABELS, orderStatus, type Order } from '@pulp/shared';
import { Badge, Box, Button, Card, ErrorCard, HStack, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { newestFirst, orderPdfUrl, ordersApi } from './ordersApi';
import { WriteReviewDialog } from './WriteReviewDialog';

function OrderCard({ order, onReview }: { order: Order; onReview: (productId: number) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card.Root className="order" data-order-id={order.orderId}>
      <Card.Header pb="2">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('LABEL_ORDER_ID')}
            </Text>
            <Text fontFamily="mono" fontWeight="semibold" className="order-id">
              #{order.orderId}
            </Text>
            {order.createdAt && (
              <Text fontSize="xs" color="fg.muted">
                {formatDate(order.createdAt, { time: true, language: i18n.language })}
              </Text>
            )}
          </Stack>
          <HStack gap="4" flexWrap="wrap">
            <Stack gap="0" align="flex-end">
              <Text fontSize="sm" color="fg.muted">
                {t('LABEL_TOTAL')}
              </Text>
              <Text fontWeight="bold" className="order-total">
                {formatPrice(order.totalPrice)}
              </Text>
            </Stack>
            <Stack gap="0" align="flex-end">
              <Text fontSize="sm" color="fg.muted">
                {t('LABEL_BONUS')}
              </Text>
              <Text fontWeight="bold">{order.bonus}</Text>
            </Stack>
            <Badge colorPalette={order.delivered ? 'green' : 'orange'} size="lg" className="delivery-status">
              {t(ORDER_STATUS_LABELS[orderStatus(order)])}
            </Badge>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2" gap="3">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('LABEL_PRODUCT')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="md">
                  {t('LABEL_PRICE')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="center">{t('LABEL_QUANTITY')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('LABEL_TOTAL')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.products.map((line) => (
                <Table.Row key={`${line.id}-${line.name}`}>
                  <Table.Cell>
                    <bdi>{line.name}</bdi>
                  </Table.Cell>
                  <Table.Cell textAlign="end" hideBelow="md">
                    {formatPrice(line.price)}
                  </Table.Cell>
                  <Table.Cell textAlign="center">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPrice(line.total)}</Table.Cell>
                  <Table.Cell textAlign="end" px="1">
                    {line.id !== undefined && (
                      <Button size="xs" variant="ghost" colorPalette="brand" aria-label={t('WRITE_REVIEW_FOR', { product: line.name })} onClick={() => onReview(line.id!)}>
                        <PulpIcon name="chat" />
                        <Box as="span" hideBelow="md">
                          {t('BTN_REVIEW')}
                        </Box>
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <HStack gap="2" justify="flex-end" flexWrap="wrap">
          <Button size="sm" variant="outline" aria-label={t('PRINT_ORDER_CONFIRMATION')} asChild>
            <a href={orderPdfUrl(order.orderId)} target="_blank" rel="noopener">
              <PulpIcon name="package" /> {t('LABEL_PDF')}
            </a>
          </Button>
          <Button size="sm" colorPalette="brand" aria-label={t('TRACK_YOUR_ORDER')} onClick={() => navigate(`/track-result?id=${encodeURIComponent(order.orderId)}`)}>
            <PulpIcon name="truck" /> {t('TRACK_ORDER')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function OrderHistory() {
  const { t } = useTranslation();
  const orders = useLoad(() => ordersApi.history(), []);
  const [reviewing, setReviewing] = useState<number | null>(null);

  return (
    <Page title={t('TITLE_ORDER_HISTORY')} icon="package" maxW="4xl">
      {orders.loading && <Loading />}
      {orders.error && <ErrorCard title="ORDERS_FAILED" detail={orders.error} onRetry={() => void orders.reload()} />}
      {orders.data && orders.data.length === 0 && (
        <Card.Root textAlign="center" className="no-orders">
          <Card.Body gap="3" alignItems="center" py="10">
            <PulpIcon name="package" size="3em" />
            <Card.Title>{t('NO_ORDERS')}</Card.Title>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/search">{t('BTN_CONTINUE_SHOPPING')}</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      <Stack gap="4">
        {newestFirst(orders.data ?? []).map((order) => (
          <OrderCard key={order.orderId} order={order} onReview={setReviewing} />
        ))}
      </Stack>
      <WriteReviewDialog productId={reviewing} onClose={() => setReviewing(null)} />
    </Page>
  );
}

/** order-history: every order, newest first, with tracking, PDF and reviews. */
export default function OrderHistoryPage() {
  return (
    <RequireLogin>
      <OrderHistory />
    </RequireLogin>
  );
}

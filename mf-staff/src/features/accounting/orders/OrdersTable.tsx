import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatPrice, ORDER_STATUS_LABELS, orderStatus } from '@pulp/shared';
import { Badge, Button, Flex, Link, PulpIcon, showError, Span, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { CELL, StaffTable, type Column } from '../../tables/StaffTable';
import { ACCOUNTING_PAGE_SIZES, usePaging } from '../../tables/usePaging';
import { useList } from '../../tables/useList';
import { formatDateTime } from '../../tables/formatDate';
import { loadStaffOrders, orderPdfUrl, toggleDelivery, type StaffOrder } from './api';

/** Order delivery tracking, paged 10/20/30 (docs/behaviour.md, "Screens"). */
export function OrdersTable() {
  const { t, i18n } = useTranslation();
  const list = useList(loadStaffOrders);
  const { visible, paginator } = usePaging(list.items, ACCOUNTING_PAGE_SIZES);
  const [pending, setPending] = useState<string | null>(null);

  const toggle = async (order: StaffOrder) => {
    setPending(order._id);
    try {
      const delivered = await toggleDelivery(order);
      list.setItems((items) => items.map((item) => (item._id === order._id ? { ...item, delivered } : item)));
    } catch (failure) {
      showError(errorMessage(failure));
    } finally {
      setPending(null);
    }
  };

  const columns: Column[] = [
    { key: 'orderId', label: t('ACCOUNTING_COL_ORDER_ID') },
    { key: 'customer', label: t('ACCOUNTING_COL_CUSTOMER'), hideBelow: 'md' },
    { key: 'date', label: t('ACCOUNTING_COL_DATE'), hideBelow: 'lg' },
    { key: 'total', label: t('ACCOUNTING_COL_TOTAL'), align: 'end' },
    { key: 'status', label: t('ACCOUNTING_COL_STATUS') },
    { key: 'pdf', label: t('ACCOUNTING_COL_PDF'), align: 'end', hiddenLabel: true },
  ];

  return (
    <StaffTable
      id="accounting-orders"
      title={t('ACCOUNTING_ORDERS_TITLE')}
      description={t('ACCOUNTING_ORDERS_TEXT')}
      className="order-table"
      columns={columns}
      list={list}
      emptyText={t('ACCOUNTING_NO_ORDERS')}
      paginator={paginator}
    >
      {visible.map((order) => (
        <Table.Row key={order._id} className="order-row" data-order-id={order.orderId}>
          <Table.Cell {...CELL}>
            <Text fontFamily="mono" fontSize={{ base: 'xs', md: 'sm' }} className="order-id" wordBreak="break-all">
              {order.orderId}
            </Text>
          </Table.Cell>
          <Table.Cell {...CELL} hideBelow="md" color="fg.muted">
            {order.email ?? '–'}
          </Table.Cell>
          <Table.Cell {...CELL} hideBelow="lg" color="fg.muted" whiteSpace="nowrap">
            {formatDateTime(order.createdAt, i18n.language)}
          </Table.Cell>
          <Table.Cell {...CELL} textAlign="end" fontWeight="semibold" className="order-total" whiteSpace="nowrap">
            {formatPrice(order.totalPrice)}
          </Table.Cell>
          <Table.Cell {...CELL}>
            <Flex gap="2" wrap="wrap" align="center">
              <Badge colorPalette={order.delivered ? 'green' : 'orange'} variant="subtle" className="delivery-status" whiteSpace="nowrap">
                <PulpIcon name={order.delivered ? 'package' : 'truck'} />
                {t(ORDER_STATUS_LABELS[orderStatus(order)])}
              </Badge>
              <Button
                size="xs"
                variant={order.delivered ? 'outline' : 'solid'}
                colorPalette={order.delivered ? 'gray' : 'green'}
                loading={pending === order._id}
                onClick={() => toggle(order)}
                className="toggle-delivery"
                whiteSpace="nowrap"
              >
                {order.delivered ? t('ACCOUNTING_MARK_NOT_DELIVERED') : t('ACCOUNTING_MARK_DELIVERED')}
              </Button>
            </Flex>
          </Table.Cell>
          <Table.Cell {...CELL} textAlign="end">
            <Button asChild size="xs" variant="ghost">
              <Link href={orderPdfUrl(order.orderId)} target="_blank" rel="noopener noreferrer" aria-label={t('ACCOUNTING_ORDER_PDF_LABEL', { orderId: order.orderId })} className="order-pdf">
                <PulpIcon name="document" />
                <Span hideBelow="md">{t('ACCOUNTING_ORDER_PDF')}</Span>
              </Link>
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </StaffTable>
  );
}

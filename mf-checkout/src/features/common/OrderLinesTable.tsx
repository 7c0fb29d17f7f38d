import { useTranslation } from 'react-i18next';
import { formatPrice, type OrderProduct } from '@pulp/shared';
import { Table } from '@pulp/shared/ui-data';

/** The products of an order: name, price, quantity and line total (completion and tracking). */
export function OrderLinesTable({ lines, className }: { lines: OrderProduct[]; className: string }) {
  const { t } = useTranslation();
  return (
    <Table.Root size="sm" className={className}>
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader>{t('LABEL_PRODUCT')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('LABEL_PRICE')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center">{t('LABEL_QUANTITY')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('LABEL_TOTAL')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={`${line.id}-${line.name}`}>
            <Table.Cell>
              <bdi>{line.name}</bdi>
            </Table.Cell>
            <Table.Cell textAlign="end">{formatPrice(line.price)}</Table.Cell>
            <Table.Cell textAlign="center">{line.quantity}</Table.Cell>
            <Table.Cell textAlign="end">{formatPrice(line.total)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Heading, HStack, Paginator, Spinner, Stack, Text, VisuallyHidden, type PaginatorProps } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import type { ListState } from './useList';

export type Breakpoint = 'sm' | 'md' | 'lg';

/** Cell padding of every staff table: tight on phones, roomy from md up. */
export const CELL = { px: { base: '2', md: '4' }, py: '2' } as const;

export interface Column {
  key: string;
  /** Translated header text. */
  label: string;
  align?: 'start' | 'end' | 'center';
  /** Columns that give way on narrow screens (their cells use the same value). */
  hideBelow?: Breakpoint;
  /** Header text for screen readers only (icon-button columns). */
  hiddenLabel?: boolean;
}

export interface StaffTableProps {
  /** Base of the element ids (heading and table). */
  id: string;
  title: string;
  description?: string;
  /** Class of the table element (dom-contract: user-table, customer-table). */
  className: string;
  columns: Column[];
  /** The loaded rows (all pages) with their loading and error state and the retry. */
  list: Pick<ListState<unknown>, 'items' | 'loading' | 'error' | 'reload'>;
  emptyText: string;
  paginator: Omit<PaginatorProps, 'label'>;
  /** The rows of the current page. */
  children: ReactNode;
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={span} py="8" textAlign="center">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/** A titled card holding one staff table: loading, error and empty states, and its paginator. */
export function StaffTable({ id, title, description, className, columns, list, emptyText, paginator, children }: StaffTableProps) {
  const { t } = useTranslation();
  const { loading, error } = list;
  const count = list.items.length;
  const titleId = `${id}-title`;
  let body: ReactNode = children;
  if (loading) {
    body = (
      <StateRow span={columns.length}>
        <HStack justify="center" gap="3" color="fg.muted" aria-busy="true">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('STAFF_LOADING')}</Text>
        </HStack>
      </StateRow>
    );
  } else if (error) {
    body = (
      <StateRow span={columns.length}>
        <Stack align="center" gap="2" role="alert">
          <Text fontWeight="semibold">{t('STAFF_LOAD_FAILED')}</Text>
          <Text className="error" color="fg.error" fontSize="sm">
            {error}
          </Text>
          <Button size="sm" variant="outline" onClick={list.reload}>
            {t('STAFF_RETRY')}
          </Button>
        </Stack>
      </StateRow>
    );
  } else if (count === 0) {
    body = (
      <StateRow span={columns.length}>
        <Text color="fg.muted" className="empty-table">
          {emptyText}
        </Text>
      </StateRow>
    );
  }

  return (
    <Card.Root as="section" id={id} aria-labelledby={titleId} variant="outline" overflow="hidden">
      <Card.Header pb="3">
        <HStack justify="space-between" align="center" gap="3">
          <Heading as="h2" size="lg" id={titleId}>
            {title}
          </Heading>
          {!loading && !error && (
            <Badge colorPalette="brand" variant="subtle" size="md" className="row-count">
              {count}
            </Badge>
          )}
        </HStack>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body p="0">
        <Table.ScrollArea borderTopWidth="1px">
          <Table.Root className={className} size="sm" interactive aria-labelledby={titleId}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} textAlign={column.align ?? 'start'} hideBelow={column.hideBelow} px={CELL.px} py="3" whiteSpace="nowrap">
                    {column.hiddenLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{body}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {!loading && !error && count > 0 && (
          <Stack px={CELL.px} borderTopWidth="1px">
            <Paginator {...paginator} label={t('STAFF_PAGES_OF', { title })} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

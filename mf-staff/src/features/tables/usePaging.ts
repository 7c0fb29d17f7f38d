import { useState } from 'react';
import type { PaginatorProps } from '@pulp/shared/ui';

/** Accounting tables: 10 rows, or 20 or 30 (docs/behaviour.md, "Constants"). */
export const ACCOUNTING_PAGE_SIZES = [10, 20, 30];
/** Administration tables: 10 rows, no choice. */
export const ADMINISTRATION_PAGE_SIZES = [10];

export interface Paging<T> {
  visible: T[];
  paginator: Omit<PaginatorProps, 'label'>;
}

/** One page of a list, and what its paginator needs. The page stays valid when rows disappear. */
export function usePaging<T>(items: T[], pageSizes: number[]): Paging<T> {
  const [requestedPage, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0]);
  const lastPage = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  const page = Math.min(requestedPage, lastPage);
  return {
    visible: items.slice(page * pageSize, (page + 1) * pageSize),
    paginator: {
      page,
      pageSize,
      total: items.length,
      pageSizeOptions: pageSizes,
      onPageChange: setPage,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(0);
      },
    },
  };
}

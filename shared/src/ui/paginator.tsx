import { useId } from 'react';
import { Box, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Accessible name of the paginator, to tell several on one page apart. */
  label?: string;
}

/**
 * Pages through a list: page size choice (only when there is a choice), range label,
 * previous and next. Several paginators may share a page.
 */
export function Paginator({ page, pageSize, total, pageSizeOptions, onPageChange, onPageSizeChange, label }: PaginatorProps) {
  const { t } = useTranslation();
  const sizeLabelId = `paginator-size-label-${useId()}`;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack className="paginator" justify="flex-end" gap="4" py="3" flexWrap="wrap" role="navigation" aria-label={label}>
      {pageSizeOptions.length > 1 && (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" id={sizeLabelId}>
            {t('ITEMS_PER_PAGE')}
          </Text>
          <Box width="20">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-labelledby={sizeLabelId}
                value={pageSize}
                onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        </HStack>
      )}
      <Text fontSize="sm" className="paginator-range" aria-live="polite">
        {t('PAGINATOR_RANGE', { first, last, total })}
      </Text>
      <HStack gap="1">
        <IconButton size="sm" variant="ghost" aria-label={t('PREVIOUS_PAGE')} disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
          ‹
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label={t('NEXT_PAGE')} disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
          ›
        </IconButton>
      </HStack>
    </HStack>
  );
}

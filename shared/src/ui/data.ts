/**
 * `@pulp/shared/ui-data` (a federation singleton): tables, lists and status displays, loaded
 * with the first page that shows data this way.
 */
export { Alert, Code, DataList, EmptyState, List, Progress, Skeleton, Table } from '@chakra-ui/react';

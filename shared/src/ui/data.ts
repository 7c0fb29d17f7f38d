/**
 * `@pulp/shared/ui-data` (a federation singleton): tables, lists, status displays and folding
 * sections, loaded with the first page that shows data this way; their recipes join the one
 * system then.
 */
import {
  alertSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  emptyStateSlotRecipe,
  listSlotRecipe,
  progressSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';
// From the ui singleton, not './system': a relative import would copy the system (and its
// theme) into this lazily loaded module's chunk, although the first screen has loaded it.
import { registerRecipes } from '@pulp/shared/ui';

registerRecipes({
  recipes: { code: codeRecipe, skeleton: skeletonRecipe },
  slotRecipes: { alert: alertSlotRecipe, collapsible: collapsibleSlotRecipe, dataList: dataListSlotRecipe, emptyState: emptyStateSlotRecipe, list: listSlotRecipe, progress: progressSlotRecipe, table: tableSlotRecipe },
});

export { Alert, Code, Collapsible, DataList, EmptyState, List, Progress, Skeleton, Table } from '@chakra-ui/react';

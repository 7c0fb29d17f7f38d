/**
 * `@pulp/shared/ui-panels` (a federation singleton): what opens over the page — dialogs and
 * the drawer of the side navigation, with the focus trap they share — loaded with the first
 * one opened.
 */
import { dialogSlotRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
// From the ui singleton, not './system': a relative import would copy the system (and its
// theme) into this lazily loaded module's chunk, although the first screen has loaded it.
import { registerRecipes } from '@pulp/shared/ui';

registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe, drawer: drawerSlotRecipe } });

export { Dialog, Drawer } from '@chakra-ui/react';
export { ModalDialog } from './modal-dialog';
export type { ModalDialogProps } from './modal-dialog';

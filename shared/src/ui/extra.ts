/**
 * `@pulp/shared/ui-extra` (a federation singleton): menus and popovers, with the positioning
 * engine they share — loaded when the first one opens, with their recipes.
 */
import { menuSlotRecipe, popoverSlotRecipe } from '@chakra-ui/react/theme';
// From the ui singleton, not './system': a relative import would copy the system (and its
// theme) into this lazily loaded module's chunk, although the first screen has loaded it.
import { registerRecipes } from '@pulp/shared/ui';

registerRecipes({ slotRecipes: { menu: menuSlotRecipe, popover: popoverSlotRecipe } });

export { Menu, Popover } from '@chakra-ui/react';

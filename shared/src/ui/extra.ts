/**
 * `@pulp/shared/ui-extra` (a federation singleton): menus and popovers, with the positioning
 * engine they share — loaded when the first one opens, with their recipes.
 */
import { menuSlotRecipe, popoverSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system';

registerRecipes({ slotRecipes: { menu: menuSlotRecipe, popover: popoverSlotRecipe } });

export { Menu, Popover } from '@chakra-ui/react';

/**
 * `@pulp/shared/ui-forms` (a federation singleton): the form controls beyond plain inputs.
 * Loaded with the first page that has such a form; their recipes join the one system then.
 */
import { checkboxSlotRecipe, checkmarkRecipe, radioGroupSlotRecipe, radiomarkRecipe, switchSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
// From the ui singleton, not './system': a relative import would copy the system (and its
// theme) into this lazily loaded module's chunk, although the first screen has loaded it.
import { registerRecipes } from '@pulp/shared/ui';

registerRecipes({
  recipes: { checkmark: checkmarkRecipe, radiomark: radiomarkRecipe, textarea: textareaRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, radioGroup: radioGroupSlotRecipe, switch: switchSlotRecipe },
});

export { Checkbox, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
export { FilePicker } from './file-picker';
export type { FilePickerProps } from './file-picker';
export { ReviewField } from './review-field';
export type { ReviewFieldProps, ReviewFieldRegistration } from './review-field';

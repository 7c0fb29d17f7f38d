/**
 * `@pulp/shared/ui-forms` (a federation singleton): the form controls beyond plain inputs.
 * Loaded with the first page that has such a form; styles come from the one system.
 */
export { Checkbox, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
export { FilePicker } from './file-picker';
export type { FilePickerProps } from './file-picker';

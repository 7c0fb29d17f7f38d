/**
 * The heavier part of Pulp's UI kit (`@pulp/shared/ui-extra`, a federation singleton of its
 * own): form controls, tables, menus and the slideshow, whose state machines are not needed
 * to show the shop's first screen. Their styles (recipes) are part of the one system in ./system.
 */
export { Alert, Carousel, Checkbox, Code, DataList, EmptyState, List, Menu, Popover, Progress, RadioGroup, Skeleton, Slider, Switch, Table, Textarea } from '@chakra-ui/react';
export { FilePicker } from './file-picker';
export type { FilePickerProps } from './file-picker';

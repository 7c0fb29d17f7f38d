/**
 * Pulp's UI kit: the Chakra components the apps use, re-exported from one federation
 * singleton so the page holds one Chakra and only the parts Pulp needs. This module holds
 * what the first screen needs; forms (`@pulp/shared/ui-forms`), data displays and folding
 * sections (`-ui-data`), dialogs and the drawer (`-ui-panels`), slideshow and slider
 * (`-ui-slides`), menus and popovers (`-ui-extra`) and the snackbar machinery are loaded
 * with the first page that uses them.
 */
export {
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  LinkBox,
  LinkOverlay,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Spacer,
  Span,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
  chakra,
  useDisclosure,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, HTMLChakraProps, InputProps } from '@chakra-ui/react';
// registerRecipes: for the kit's lazily loaded parts (ui-forms, ui-data, …), which add their recipes.
export { pulpSystem, registerRecipes } from './system';
export { UiProvider } from './provider';
export { Toaster, showConfirmation, showError, countSnackbars, dismissAllSnackbars } from './snackbar';
export { SNACKBAR_MS } from './snackbar-options';
export type { SnackbarOptions } from './snackbar-options';
export { colorModeStore, useColorMode } from './color-mode';
export type { ColorMode } from './color-mode';
export { ErrorCard } from './error-card';
export { Paginator } from './paginator';
export type { PaginatorProps } from './paginator';
export { PulpIcon } from './icons';
export type { IconName } from './icons';

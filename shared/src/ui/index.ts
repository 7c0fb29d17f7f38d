/**
 * Pulp's UI kit: the Chakra components the apps use, re-exported from one federation
 * singleton so the page holds one Chakra and only the parts Pulp needs. This module holds
 * what the first screens need; the heavier form and data components are in ./extra
 * (`@pulp/shared/ui-extra`), loaded with the first page that uses them.
 */
export {
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Collapsible,
  Container,
  Dialog,
  Drawer,
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
export { pulpSystem } from './system';
export { UiProvider } from './provider';
export { Toaster, toaster, showConfirmation, showError, SNACKBAR_MS } from './toaster';
export type { SnackbarOptions } from './toaster';
export { colorModeStore, useColorMode } from './color-mode';
export type { ColorMode } from './color-mode';
export { ErrorCard } from './error-card';
export { Paginator } from './paginator';
export type { PaginatorProps } from './paginator';
export { PulpIcon } from './icons';
export type { IconName } from './icons';

/**
 * Pulp's UI kit: the Chakra components the apps use, re-exported from one federation
 * singleton so the page holds one Chakra and only the parts Pulp needs.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Carousel,
  Center,
  Checkbox,
  CloseButton,
  Code,
  Collapsible,
  Container,
  DataList,
  Dialog,
  Drawer,
  EmptyState,
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
  List,
  Menu,
  NativeSelect,
  Popover,
  Portal,
  Progress,
  RadioGroup,
  Separator,
  SimpleGrid,
  Spacer,
  Skeleton,
  Slider,
  Span,
  Spinner,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
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
export { FilePicker } from './file-picker';
export type { FilePickerProps } from './file-picker';
export { Paginator } from './paginator';
export type { PaginatorProps } from './paginator';
export { PulpIcon } from './icons';
export type { IconName } from './icons';

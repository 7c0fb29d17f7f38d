import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { SNACKBAR_MS, type SnackbarOptions } from './snackbar-options';

/**
 * Snackbars for when the snackbar machinery (./toaster) cannot be fetched: typically the first
 * error of a session when the network or the server is gone, which is exactly when a person
 * must be told. Built only from what the first screen already has, so it needs no download.
 */
export interface FallbackSnackbar {
  id: string;
  type: 'success' | 'error';
  text: string;
  action?: SnackbarOptions['action'];
}

let items: FallbackSnackbar[] = [];
const listeners = new Set<() => void>();

function publish(next: FallbackSnackbar[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function showFallback(snackbar: FallbackSnackbar, duration = SNACKBAR_MS): void {
  publish([...items.slice(-3), snackbar]);
  setTimeout(() => dismissFallback(snackbar.id), duration);
}

export function dismissFallback(id?: string): void {
  publish(id === undefined ? [] : items.filter((item) => item.id !== id));
}

export function countFallbacks(): number {
  return items.length;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fallback snackbars, at the bottom like the real ones, above every dialog. */
export function FallbackSnackbarList() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(subscribe, () => items);
  if (!shown.length) return null;
  return (
    <Stack
      position="fixed"
      bottom="4"
      insetInline="4"
      align="center"
      gap="2"
      zIndex="toast"
      pointerEvents="none"
      css={{ 'body:has([role=dialog][aria-modal=true]) &': { top: '4', bottom: 'auto' } }}
    >
      {shown.map((item) => (
        <Box
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          className={item.type === 'error' ? 'snackbar error' : 'snackbar confirmation'}
          display="flex"
          alignItems="center"
          gap="3"
          width={{ base: 'full', md: 'md' }}
          px="4"
          py="3"
          borderRadius="l2"
          boxShadow="lg"
          bg={item.type === 'error' ? 'red.solid' : 'green.solid'}
          color="white"
          pointerEvents="auto"
        >
          <Text flex="1" textStyle="sm">
            {item.text}
          </Text>
          {item.action && (
            <Button size="xs" variant="outline" color="white" onClick={item.action.onClick}>
              {item.action.label}
            </Button>
          )}
          <CloseButton size="xs" color="white" aria-label={t('CLOSE_NOTIFICATION')} onClick={() => dismissFallback(item.id)} />
        </Box>
      ))}
    </Stack>
  );
}

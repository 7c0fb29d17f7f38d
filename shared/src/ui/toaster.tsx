import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

/** Snackbars: 5 s, shown at the bottom; errors are announced as alerts. */
export const SNACKBAR_MS = 5000;

export const toaster = createToaster({ placement: 'bottom', duration: SNACKBAR_MS, pauseOnPageIdle: true, max: 4 });

export interface SnackbarOptions {
  action?: { label: string; onClick: () => void };
  duration?: number;
}

export function showConfirmation(text: string, options: SnackbarOptions = {}): string {
  return toaster.create({ description: text, type: 'success', duration: options.duration ?? SNACKBAR_MS, action: options.action, closable: true });
}

export function showError(text: string, options: SnackbarOptions = {}): string {
  return toaster.create({ description: text, type: 'error', duration: options.duration ?? SNACKBAR_MS, action: options.action, closable: true });
}

/** Rendered once by the shell; remotes call showConfirmation/showError. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'md' }}
            role={toast.type === 'error' ? 'alert' : 'status'}
            className={toast.type === 'error' ? 'snackbar error' : 'snackbar confirmation'}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system';
import { SNACKBAR_MS } from './snackbar-options';

// The snackbar machinery, loaded with the first snackbar (see ./snackbar).
registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

const options = { duration: SNACKBAR_MS, pauseOnPageIdle: true, max: 4 };

/**
 * Snackbars come at the bottom; while a modal dialog is open they come at the top instead, so
 * they do not hide the dialog's buttons. Each place has a toaster of its own: the toasts' own
 * offsets follow their toaster's placement (a bottom toaster moved to the top by style stacked
 * its toasts upwards, off the screen behind the top bar and the dialog's top edge).
 */
const toasters = {
  bottom: createToaster({ placement: 'bottom', ...options }),
  top: createToaster({ placement: 'top', ...options }),
};

/** The toaster for a snackbar shown now. */
export function toasterForNow() {
  return document.querySelector('[role=dialog][aria-modal=true]') ? toasters.top : toasters.bottom;
}

/** How many snackbars are open. */
export function snackbarCount(): number {
  return toasters.bottom.getCount() + toasters.top.getCount();
}

/** Closes every snackbar. */
export function removeSnackbars(): void {
  toasters.bottom.remove();
  toasters.top.remove();
}

/** The snackbars on screen: errors are announced as alerts, confirmations as status. */
export function SnackbarList() {
  return (
    <Portal>
      {Object.entries(toasters).map(([place, toaster]) => (
        <ChakraToaster key={place} toaster={toaster} insetInline={{ mdDown: '4' }}>
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
      ))}
    </Portal>
  );
}

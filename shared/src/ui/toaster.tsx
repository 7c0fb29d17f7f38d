import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system';
import { SNACKBAR_MS } from './snackbar-options';

// The snackbar machinery, loaded with the first snackbar (see ./snackbar).
registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export const toaster = createToaster({ placement: 'bottom', duration: SNACKBAR_MS, pauseOnPageIdle: true, max: 4 });

/**
 * While a modal dialog is open the snackbars move to the top of the screen, so they do not hide
 * the dialog's bottom (where its buttons are). The group's placement is an inline style, hence
 * the !important.
 */
const OVER_DIALOGS = {
  'body:has([role=dialog][aria-modal=true]) &': { top: '1rem !important', bottom: 'auto !important' },
};

/** The snackbars on screen: errors are announced as alerts, confirmations as status. */
export function SnackbarList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={OVER_DIALOGS}>
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

/** Snackbars stay 5 s and are shown at the bottom. */
export const SNACKBAR_MS = 5000;

export interface SnackbarOptions {
  action?: { label: string; onClick: () => void };
  duration?: number;
}

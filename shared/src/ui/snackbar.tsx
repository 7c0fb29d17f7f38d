import { useSyncExternalStore } from 'react';
import { SNACKBAR_MS, type SnackbarOptions } from './snackbar-options';
import { countFallbacks, dismissFallback, FallbackSnackbarList, showFallback } from './snackbar-fallback';

/**
 * Snackbars without their weight on the first screen: the toast machinery (./toaster) is
 * fetched with the first snackbar shown. Until then `<Toaster />` renders nothing; a snackbar
 * asked for while the machinery loads is shown as soon as it is there. When it cannot be fetched
 * (network or server gone), a plain fallback snackbar shows the text at once instead.
 */
type ToasterModule = typeof import('./toaster');

let loaded: ToasterModule | null = null;
let loading: Promise<ToasterModule> | null = null;
const listeners = new Set<() => void>();
let lastId = 0;

function loadToaster(): Promise<ToasterModule> {
  loading ??= import(/* webpackChunkName: "snackbars" */ './toaster').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // a later snackbar tries again
      throw error;
    },
  );
  return loading;
}

function show(type: 'success' | 'error', text: string, options: SnackbarOptions): string {
  lastId += 1;
  const id = `snackbar-${lastId}`;
  loadToaster().then(
    ({ toasterForNow }) => toasterForNow().create({ id, description: text, type, duration: options.duration ?? SNACKBAR_MS, action: options.action, closable: true }),
    (error: unknown) => {
      console.error('The snackbar machinery could not be loaded; showing a plain snackbar', error);
      showFallback({ id, type, text, action: options.action }, options.duration);
    },
  );
  return id;
}

/** A confirmation snackbar (role status); returns its id. */
export function showConfirmation(text: string, options: SnackbarOptions = {}): string {
  return show('success', text, options);
}

/** An error snackbar (role alert); returns its id. */
export function showError(text: string, options: SnackbarOptions = {}): string {
  return show('error', text, options);
}

/** How many snackbars are open (0 before the first one loaded the machinery). */
export function countSnackbars(): number {
  return (loaded?.snackbarCount() ?? 0) + countFallbacks();
}

/** Closes every open snackbar. */
export function dismissAllSnackbars(): void {
  loaded?.removeSnackbars();
  dismissFallback();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once by the shell; remotes call showConfirmation/showError. */
export function Toaster() {
  const module = useSyncExternalStore(subscribe, () => loaded);
  return (
    <>
      <FallbackSnackbarList />
      {module && <module.SnackbarList />}
    </>
  );
}

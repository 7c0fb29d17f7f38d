import { createStore, useStore } from 'zustand';

export type ColorMode = 'light' | 'dark';

const STORAGE_KEY = 'colorMode';

function initialMode(): ColorMode {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

interface ColorModeState {
  mode: ColorMode;
  toggle: () => void;
}

/** Light/dark mode on the html element (Chakra reads the `dark` class). */
export const colorModeStore = createStore<ColorModeState>()((set, get) => ({
  mode: typeof window === 'undefined' ? 'light' : initialMode(),
  toggle: () => {
    const mode: ColorMode = get().mode === 'dark' ? 'light' : 'dark';
    try {
      window.localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      /* storage refused: the mode still applies to this page */
    }
    apply(mode);
    set({ mode });
  },
}));

if (typeof document !== 'undefined') apply(colorModeStore.getState().mode);

export function useColorMode() {
  return useStore(colorModeStore);
}

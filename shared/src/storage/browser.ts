import Cookies from 'js-cookie';

/** Storage access that never throws (private windows and sandboxed frames can refuse storage). */
function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

export const cookies = {
  get: (key: string): string | undefined => Cookies.get(key),
  set: (key: string, value: string, days: number): void => {
    Cookies.set(key, value, { expires: days, path: '/', sameSite: 'Lax' });
  },
  remove: (key: string): void => Cookies.remove(key, { path: '/' }),
};

import { useCallback, useEffect, useRef, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '../api/errors';

export interface ResourceOptions<T> {
  /** What `data` holds before the first answer (and after a failure, unless `keepDataOnError`). */
  initialData: T;
  /** Load again when one of these changes (compared like an effect's dependencies). */
  deps?: DependencyList;
  /** While false nothing is loaded, and a load under way is dropped. */
  enabled?: boolean;
  /** Keep showing the previous answer while the new dependencies load (default); false starts over from `initialData`. */
  keepPreviousData?: boolean;
  /** Keep the last good answer when a load fails (a list that stays on screen under its error). */
  keepDataOnError?: boolean;
  /** Told about each failure of the latest load (for logging). */
  onError?: (error: unknown) => void;
}

export interface Resource<T> {
  data: T;
  /** The text of the latest load's failure, null while loading and after success. */
  error: string | null;
  loading: boolean;
  /** Loads again; resolves when that load has settled (or was overtaken by a newer one). */
  reload: () => Promise<void>;
  /** Changes the held data locally, as live events do between loads. */
  setData: Dispatch<SetStateAction<T>>;
}

interface State<T> {
  data: T;
  error: string | null;
  loading: boolean;
}

/**
 * The one data hook of the front ends: runs `load` on mount and whenever `deps` change, keeps
 * the latest answer with its loading and error state. Only the latest load may write: an
 * answer that arrives after a newer load started, after the dependencies changed, or after
 * unmount is dropped, and its signal is aborted so the loader can stop early.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, options: ResourceOptions<T>): Resource<T> {
  const { deps = [], enabled = true, keepPreviousData = true } = options;
  const [state, setState] = useState<State<T>>(() => ({ data: options.initialData, error: null, loading: enabled }));

  // The latest callbacks and settings, read when a load settles rather than when it started.
  const latest = useRef({ load, options });
  useEffect(() => {
    latest.current = { load, options };
  });

  const current = useRef<{ id: number; controller: AbortController | null; mounted: boolean }>({ id: 0, controller: null, mounted: false });

  const drop = useCallback(() => {
    current.current.id += 1;
    current.current.controller?.abort();
    current.current.controller = null;
  }, []);

  const reload = useCallback(async () => {
    if (!current.current.mounted) return;
    drop();
    const id = current.current.id;
    const controller = new AbortController();
    current.current.controller = controller;
    const isLatest = () => current.current.mounted && current.current.id === id;
    setState((previous) => (previous.loading && previous.error === null ? previous : { ...previous, loading: true, error: null }));
    try {
      const data = await latest.current.load(controller.signal);
      if (isLatest()) setState({ data, error: null, loading: false });
    } catch (failure) {
      if (!isLatest()) return;
      const { onError, initialData, keepDataOnError: keep } = latest.current.options;
      onError?.(failure);
      setState((previous) => ({ data: keep ? previous.data : initialData, error: errorMessage(failure), loading: false }));
    }
  }, [drop]);

  useEffect(() => {
    const run = current.current;
    run.mounted = true;
    if (!keepPreviousData) {
      const { initialData } = latest.current.options;
      setState((previous) => (previous.data === initialData ? previous : { ...previous, data: initialData }));
    }
    if (enabled) void reload();
    else setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
    return () => {
      run.mounted = false;
      drop();
    };
    // `deps` are the caller's dependencies, spread like those of an effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, keepPreviousData, reload, drop, ...deps]);

  const setData = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    setState((previous) => ({ ...previous, data: typeof next === 'function' ? (next as (value: T) => T)(previous.data) : next }));
  }, []);

  return { ...state, reload, setData };
}

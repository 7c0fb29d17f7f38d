import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@pulp/shared';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Runs an async read when the dependencies change; keeps the latest answer and any error text. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], enabled = true): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: enabled });
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    try {
      const data = await loader.current();
      if (call === latest.current) setState({ data, error: null, loading: false });
    } catch (error) {
      if (call === latest.current) setState({ data: null, error: errorMessage(error), loading: false });
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, reload, ...deps]);

  return { ...state, reload };
}

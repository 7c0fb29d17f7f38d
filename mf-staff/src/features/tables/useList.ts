import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '@pulp/shared';

export interface ListState<T> {
  items: T[];
  setItems: Dispatch<SetStateAction<T[]>>;
  loading: boolean;
  /** The server's message when loading failed. */
  error: string | null;
  reload: () => void;
}

/** A list loaded from the server once, with a reload for the retry button. */
export function useList<T>(load: () => Promise<T[]>): ListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setLoading(true);
    setError(null);
    load()
      .then((loaded) => active && setItems(loaded))
      .catch((failure: unknown) => active && setError(errorMessage(failure)))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
    // The loader is a module-level function; a new attempt is the only reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { items, setItems, loading, error, reload };
}

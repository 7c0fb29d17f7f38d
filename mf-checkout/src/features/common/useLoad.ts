import type { DependencyList } from 'react';
import { useResource } from '@pulp/shared';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Runs an async read when the dependencies change; keeps the latest answer and any error text. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList, enabled = true): Loaded<T> {
  const { data, error, loading, reload } = useResource<T | null>(() => load(), { initialData: null, deps, enabled });
  return { data, error, loading, reload };
}

import type { Dispatch, SetStateAction } from 'react';
import { useResource } from '@pulp/shared';

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
  const { data, setData, loading, error, reload } = useResource<T[]>(() => load(), { initialData: [], keepDataOnError: true });
  return { items: data, setItems: setData, loading, error, reload };
}

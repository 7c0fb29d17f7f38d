import { useCallback, useState } from 'react';
import { clearFilters, DEFAULT_FILTERS, loadFilters, saveFilters, type ChallengeFilters } from './model/filters';

/** The saved score-board filters: every change is written to local storage at once. */
export function useFilters(): [ChallengeFilters, (next: ChallengeFilters) => void, () => void] {
  const [filters, setFilters] = useState<ChallengeFilters>(() => loadFilters());
  const update = useCallback((next: ChallengeFilters) => {
    saveFilters(next);
    setFilters(next);
  }, []);
  const reset = useCallback(() => {
    clearFilters();
    setFilters(DEFAULT_FILTERS);
  }, []);
  return [filters, update, reset];
}

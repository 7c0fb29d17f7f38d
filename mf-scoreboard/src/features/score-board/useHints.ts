import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource, type Hint } from '@pulp/shared';
import { fetchHints, revealHint } from './api';

export interface HintsState {
  /** A challenge's hints in order (none while loading, when the shop hides hints, or on failure). */
  of: (challengeId: number) => Hint[];
  /** Reveals a hint and the ones before it; resolves once the shop has remembered it. */
  reveal: (hint: Hint) => Promise<void>;
}

/** The score board's hints, in the page's language, with the revealed state the shop keeps. */
export function useHints(): HintsState {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { data, setData } = useResource(() => fetchHints(language), { initialData: [], deps: [language], keepDataOnError: true });

  const byChallenge = useMemo(() => {
    const grouped = new Map<number, Hint[]>();
    for (const hint of [...data].sort((a, b) => a.order - b.order)) grouped.set(hint.ChallengeId, [...(grouped.get(hint.ChallengeId) ?? []), hint]);
    return grouped;
  }, [data]);

  const of = useCallback((challengeId: number) => byChallenge.get(challengeId) ?? [], [byChallenge]);

  const reveal = useCallback(
    async (hint: Hint) => {
      await revealHint(hint.id);
      setData((current) => current.map((candidate) => (candidate.ChallengeId === hint.ChallengeId && candidate.order <= hint.order ? { ...candidate, unlocked: true } : candidate)));
    },
    [setData],
  );

  return { of, reveal };
}

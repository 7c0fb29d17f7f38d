import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSocket, useResource, type Challenge, type ChallengeSolvedEvent } from '@pulp/shared';
import { fetchChallenges } from './api';
import { withScoreBoardSolved } from './model/visible';

const REFRESH_DELAY_MS = 400;

export interface ChallengesState {
  challenges: Challenge[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Raises a coding challenge's status: lines found (1), fix chosen (2) (without reading the list again). */
  markCodingProgress: (key: string, status: 1 | 2) => void;
}

/** The catalogue with live solved state: reloaded on language change, marked on 'challenge solved'. */
export function useChallenges(): ChallengesState {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { data, loading, error, reload, setData } = useResource(async () => withScoreBoardSolved(await fetchChallenges(language)), {
    initialData: [],
    deps: [language],
    keepDataOnError: true,
  });

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const stop = onSocket<ChallengeSolvedEvent>('challenge solved', (event) => {
      if (!event?.key) return;
      setData((current) => current.map((challenge) => (challenge.key === event.key && !challenge.solved ? { ...challenge, solved: true } : challenge)));
      // Mitigations come only with solved challenges: fetch them once a burst of events is over.
      clearTimeout(refresh);
      refresh = setTimeout(() => void reload(), REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(refresh);
      stop();
    };
  }, [setData, reload]);

  const markCodingProgress = useCallback(
    (key: string, status: 1 | 2) =>
      setData((current) => current.map((challenge) => (challenge.key === key && (challenge.codingChallengeStatus ?? 0) < status ? { ...challenge, codingChallengeStatus: status } : challenge))),
    [setData],
  );

  return { challenges: data, loading, error, reload, markCodingProgress };
}

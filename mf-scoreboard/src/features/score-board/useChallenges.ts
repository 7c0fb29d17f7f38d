import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, onSocket, type Challenge, type ChallengeSolvedEvent } from '@pulp/shared';
import { fetchChallenges } from './api';
import { withScoreBoardSolved } from './model/visible';

const REFRESH_DELAY_MS = 400;

export interface ChallengesState {
  challenges: Challenge[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The catalogue with live solved state: reloaded on language change, marked on 'challenge solved'. */
export function useChallenges(): ChallengesState {
  const { i18n } = useTranslation();
  const [challenges, setChallenges] = useState<Challenge[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchChallenges(i18n.language)
      .then((loaded) => {
        if (!active) return;
        setChallenges(withScoreBoardSolved(loaded));
        setError(null);
      })
      .catch((failure: unknown) => active && setError(errorMessage(failure)))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [i18n.language, attempt]);

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const stop = onSocket<ChallengeSolvedEvent>('challenge solved', (event) => {
      if (!event?.key) return;
      setChallenges((current) => current.map((challenge) => (challenge.key === event.key && !challenge.solved ? { ...challenge, solved: true } : challenge)));
      // Mitigations come only with solved challenges: fetch them once a burst of events is over.
      clearTimeout(refresh);
      refresh = setTimeout(() => setAttempt((value) => value + 1), REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(refresh);
      stop();
    };
  }, []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { challenges, loading, error, reload };
}

import { useEffect, useState } from 'react';
import { api, PATHS, onSocket, type ChallengeSolvedEvent } from '@pulp/shared';
import type { challenges, ResponseOf } from '@pulp/shared/contract';

export const SCORE_BOARD_KEY = 'scoreBoardChallenge';

/**
 * The score-board entry shows once its challenge is solved (initial load or live event). A
 * restarted server may come back with other progress, so it asks again then.
 */
export function useScoreBoardVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let active = true;
    const check = () =>
      api
        .get<ResponseOf<typeof challenges.list>>(`${PATHS.challenges}/`, { key: SCORE_BOARD_KEY })
        .then((answer) => active && setVisible(answer.data.some((challenge) => challenge.key === SCORE_BOARD_KEY && challenge.solved)))
        .catch(() => undefined);
    void check();
    const stopSolved = onSocket<ChallengeSolvedEvent>('challenge solved', (event) => {
      if (event.key === SCORE_BOARD_KEY) setVisible(true);
    });
    const stopStarted = onSocket('server started', () => void check());
    return () => {
      active = false;
      stopSolved();
      stopStarted();
    };
  }, []);
  return visible;
}

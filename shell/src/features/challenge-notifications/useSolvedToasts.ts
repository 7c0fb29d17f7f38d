import { useCallback, useEffect, useReducer } from 'react';
import { emitSocket, onSocket, type ChallengeSolvedEvent } from '@pulp/shared';
import { handleSolvedEvent, toastsReducer, type SolvedToast } from './toasts';
import { saveContinueCode } from './progress';

export interface SolvedToasts {
  toasts: SolvedToast[];
  close: (key: string) => void;
  /** Shift-click: closes every toast and tells the server which ones went at once. */
  closeAll: () => void;
}

/** The live solved-challenge toasts of the page. */
export function useSolvedToasts(): SolvedToasts {
  const [toasts, dispatch] = useReducer(toastsReducer, []);

  useEffect(
    () =>
      onSocket<ChallengeSolvedEvent>('challenge solved', (event) => {
        void handleSolvedEvent(event, {
          showToast: (solved) => dispatch({ type: 'add', event: solved }),
          saveProgress: saveContinueCode,
          acknowledge: (flag) => emitSocket('notification received', flag),
        });
      }),
    [],
  );

  const close = useCallback((key: string) => dispatch({ type: 'close', key }), []);
  const closeAll = useCallback(() => {
    emitSocket(
      'verifyCloseNotificationsChallenge',
      toasts.map((toast) => toast.challenge),
    );
    dispatch({ type: 'closeAll' });
  }, [toasts]);
  return { toasts, close, closeAll };
}

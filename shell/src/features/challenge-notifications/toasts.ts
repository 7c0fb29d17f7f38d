import type { ChallengeSolvedEvent } from '@pulp/shared';

/** One solved-challenge toast. */
export interface SolvedToast {
  key: string;
  challenge: string;
  flag: string;
}

export type ToastAction = { type: 'add'; event: ChallengeSolvedEvent } | { type: 'close'; key: string } | { type: 'closeAll' };

/** The open toasts: newest last; a repeated event for an open toast replaces it. */
export function toastsReducer(toasts: SolvedToast[], action: ToastAction): SolvedToast[] {
  switch (action.type) {
    case 'add': {
      const { key, challenge, flag } = action.event;
      return [...toasts.filter((toast) => toast.key !== key), { key, challenge, flag }];
    }
    case 'close':
      return toasts.filter((toast) => toast.key !== action.key);
    case 'closeAll':
      return [];
  }
}

export interface SolvedEventEffects {
  showToast: (event: ChallengeSolvedEvent) => void;
  /** Stores a fresh continue code (cookie, 1 year). */
  saveProgress: () => Promise<void>;
  /** Emits 'notification received' with the flag. */
  acknowledge: (flag: string) => void;
}

/**
 * What a 'challenge solved' event does in the shell (docs/behaviour.md, "Notifications and banners"): a toast unless hidden,
 * a new continue code unless it is a restore, and the confirmation to the server.
 */
export async function handleSolvedEvent(event: ChallengeSolvedEvent | null | undefined, effects: SolvedEventEffects): Promise<void> {
  if (!event?.challenge) return;
  if (!event.hidden) effects.showToast(event);
  effects.acknowledge(event.flag);
  if (!event.isRestore) {
    try {
      await effects.saveProgress();
    } catch (error) {
      console.error('The progress could not be saved', error);
    }
  }
}

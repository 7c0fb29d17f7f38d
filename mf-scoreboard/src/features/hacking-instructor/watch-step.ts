import type { StepWait } from './scripts/types';

export interface StepEnvironment {
  document: Document;
  /** The current hash route, e.g. "/score-board?x=1". */
  route: () => string;
  /** Calls back when a challenge with this key is solved; returns the unsubscribe. */
  onSolved: (key: string, callback: () => void) => () => void;
  /** Whether the challenge is solved already. */
  isSolved: (key: string) => Promise<boolean>;
  /** Who is logged in on this page (email and role), or null. */
  session: () => { email: string | null; role: string | null } | null;
  /** How often conditions on the page are checked. */
  pollMs?: number;
}

/**
 * Starts waiting for a step's condition; calls `done` once it holds. Returns the function that
 * stops waiting. "next" never completes by itself: the overlay's button does that.
 */
export function watchStep(wait: StepWait, challengeKey: string, env: StepEnvironment, done: () => void): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    stop();
    done();
  };
  const cleanups: (() => void)[] = [];
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());

  const poll = (holds: () => boolean) => {
    if (holds()) {
      // Not synchronously: the caller expects to get its stop function first.
      queueMicrotask(finish);
      return;
    }
    const timer = setInterval(() => holds() && finish(), env.pollMs ?? 200);
    cleanups.push(() => clearInterval(timer));
  };

  switch (wait.kind) {
    case 'next':
      break;
    case 'click': {
      const listener = (event: Event) => {
        const target = event.target as Element | null;
        if (target?.closest?.(wait.selector)) finish();
      };
      env.document.addEventListener('click', listener, true);
      cleanups.push(() => env.document.removeEventListener('click', listener, true));
      break;
    }
    case 'present':
      poll(() => env.document.querySelector(wait.selector) !== null);
      break;
    case 'absent':
      poll(() => env.document.querySelector(wait.selector) === null);
      break;
    case 'closed': {
      let seen = false;
      poll(() => {
        const present = env.document.querySelector(wait.selector) !== null;
        seen ||= present;
        return seen && !present;
      });
      break;
    }
    case 'route':
      poll(() => env.route().startsWith(wait.path));
      break;
    case 'input': {
      const pattern = new RegExp(wait.pattern);
      poll(() => {
        const field = env.document.querySelector(wait.selector) as HTMLInputElement | HTMLTextAreaElement | null;
        return field !== null && pattern.test(field.value);
      });
      break;
    }
    case 'changed': {
      const valueOf = () => (env.document.querySelector(wait.selector) as HTMLInputElement | null)?.value ?? null;
      let first = valueOf();
      poll(() => {
        const value = valueOf();
        first ??= value;
        return value !== null && value !== first;
      });
      break;
    }
    case 'loggedIn':
      poll(() => {
        const user = env.session();
        return user !== null && (wait.role === undefined || user.role === wait.role) && (wait.email === undefined || user.email === wait.email);
      });
      break;
    case 'solved': {
      cleanups.push(env.onSolved(challengeKey, finish));
      env
        .isSolved(challengeKey)
        .then((solved) => solved && finish())
        .catch(() => undefined);
      break;
    }
  }
  return () => {
    finished = true;
    stop();
  };
}

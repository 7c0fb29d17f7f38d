import { session, SESSION_KEYS } from '@pulp/shared';

/** The tutorial this tab is running and the step it is at. */
export interface RunningTutorial {
  challengeKey: string;
  step: number;
}

/**
 * The running tutorial as this tab left it (session storage: per tab, gone with it). A reload,
 * or a visit to one of the shop's plain pages (/metrics, /ftp) and back, carries on from there.
 */
export function readRunningTutorial(): RunningTutorial | null {
  const raw = session.get(SESSION_KEYS.runningTutorial);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RunningTutorial> | null;
    if (typeof value?.challengeKey !== 'string' || !Number.isInteger(value.step) || (value.step as number) < 0) return null;
    return { challengeKey: value.challengeKey, step: value.step as number };
  } catch {
    return null;
  }
}

export function saveRunningTutorial(running: RunningTutorial): void {
  session.set(SESSION_KEYS.runningTutorial, JSON.stringify(running));
}

/** The tutorial was finished or skipped: the next page load starts none by itself. */
export function clearRunningTutorial(): void {
  session.remove(SESSION_KEYS.runningTutorial);
}

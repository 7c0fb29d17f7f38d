/**
 * A stand-in for the page's socket in unit tests: components listen through onSocket and
 * emit through emitSocket; tests deliver server events and read what was emitted.
 * Use with: jest.mock('@pulp/shared', () => require('./fake-socket').sharedWithFakeSocket());
 */
type Listener = (payload: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
export const emitted: { event: string; payload: unknown }[] = [];

export function sharedWithFakeSocket() {
  const actual = jest.requireActual('@pulp/shared');
  return {
    ...actual,
    onSocket: (event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)?.delete(listener);
    },
    emitSocket: (event: string, payload?: unknown) => {
      emitted.push({ event, payload });
    },
  };
}

/** Delivers a server event to every listener. */
export function serverSends(event: string, payload?: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

export function resetFakeSocket(): void {
  listeners.clear();
  emitted.length = 0;
}

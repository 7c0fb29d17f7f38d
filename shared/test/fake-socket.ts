/**
 * A socket.io-client stand-in: records what the page emits and lets a test play the
 * server's events. Install it with
 *   jest.mock(require('@pulp/shared/test/socket-io-path.cjs'), () => require('@pulp/shared/test/fake-socket').fakeSocketIo);
 * (the path is socket.io-client as the shared package resolves it).
 */
type Listener = (payload: unknown) => void;

export class FakeSocket {
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  connected = true;

  constructor(readonly origin: string, readonly options: unknown) {}

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.emitted.push({ event, payload });
    return this;
  }

  disconnect(): this {
    this.connected = false;
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** Plays an event as if the server had sent it. */
  receive(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }
}

export const createdSockets: FakeSocket[] = [];

export const fakeSocketIo = {
  io: (origin: string, options: unknown) => {
    const socket = new FakeSocket(origin, options);
    createdSockets.push(socket);
    return socket;
  },
};

/** The socket the page opened last. */
export function lastSocket(): FakeSocket {
  const socket = createdSockets[createdSockets.length - 1];
  if (!socket) throw new Error('No socket was opened');
  return socket;
}

import { io, type Socket } from 'socket.io-client';
import type { Shop } from '../src/app';
import { isHardened } from '../src/config/hardened';
import { codingSnippets } from '../src/features/challenges/coding/snippets';
import { recordSolverRun } from './solver-mode';

/**
 * Solver helpers: tests solve a challenge the way a trainee would, then assert through the
 * public API (GET /api/Challenges?key=…, which does not itself solve anything) that the shop
 * marked it solved.
 */
interface ChallengeAnswer {
  key: string;
  name: string;
  solved: boolean;
}

export async function challengeState(shop: Pick<Shop, 'app'>, key: string): Promise<ChallengeAnswer> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/Challenges/?key=${encodeURIComponent(key)}` });
  if (response.statusCode !== 200) throw new Error(`GET /api/Challenges?key=${key}: ${response.statusCode} ${response.body}`);
  const [challenge] = response.json().data as ChallengeAnswer[];
  if (!challenge) throw new Error(`The shop has no challenge with key ${key}`);
  return challenge;
}

export async function expectSolved(shop: Pick<Shop, 'app'>, key: string): Promise<void> {
  const challenge = await challengeState(shop, key);
  if (!challenge.solved) throw new Error(`Expected challenge ${key} (${challenge.name}) to be solved, but it is not`);
}

export async function expectNotSolved(shop: Pick<Shop, 'app'>, key: string): Promise<void> {
  const challenge = await challengeState(shop, key);
  if (challenge.solved) throw new Error(`Expected challenge ${key} (${challenge.name}) to be unsolved, but it is solved`);
}

/** The keys of every solved challenge (reading the whole list would solve the score board, so key by key). */
export async function solvedKeys(shop: Pick<Shop, 'app'>, keys: string[]): Promise<string[]> {
  const states = await Promise.all(keys.map((key) => challengeState(shop, key)));
  return states.filter((state) => state.solved).map((state) => state.key).sort();
}

/** A listening shop's base URL (tests that need the socket listen on a free port). */
export async function listen(shop: Pick<Shop, 'app'>): Promise<string> {
  return shop.app.listen({ host: '127.0.0.1', port: 0 });
}

export interface TestSocket {
  socket: Socket;
  /** Every event received so far, in order. */
  received: { event: string; payload: unknown }[];
  /** Resolves with the next matching event (or one already received and not yet taken). */
  next: <T = unknown>(event: string, timeoutMs?: number) => Promise<T>;
  close: () => void;
}

/** A browser-like socket client, optionally sending cookies with the handshake. */
export function connect(url: string, cookie?: string): TestSocket {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false, forceNew: true });
  const received: TestSocket['received'] = [];
  const taken = new Set<number>();
  const waiters: { event: string; resolve: (payload: unknown) => void }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    const index = waiters.findIndex((waiter) => waiter.event === event);
    if (index >= 0) {
      taken.add(received.length - 1);
      waiters.splice(index, 1)[0].resolve(payload);
    }
  });
  const next = <T,>(event: string, timeoutMs = 3000) =>
    new Promise<T>((resolve, reject) => {
      const index = received.findIndex((entry, i) => entry.event === event && !taken.has(i));
      if (index >= 0) {
        taken.add(index);
        resolve(received[index].payload as T);
        return;
      }
      const timer = setTimeout(() => reject(new Error(`No "${event}" event within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ event, resolve: (payload) => (clearTimeout(timer), resolve(payload as T)) });
    });
  return { socket, received, next, close: () => socket.close() };
}

/**
 * Waits until the server has handled every event this client sent so far, and the events those
 * (and the connection itself) made the server send have arrived: the server answers a
 * 'notification received' with a callback after the events before it, in order.
 */
export async function settled(client: TestSocket, flag = ''): Promise<void> {
  await client.socket.timeout(3000).emitWithAck('notification received', flag);
}

/** Waits until the socket is connected and the server has run its connection handler. */
export async function connected(client: TestSocket): Promise<void> {
  if (!client.socket.connected) {
    await new Promise<void>((resolve, reject) => {
      client.socket.once('connect', () => resolve());
      client.socket.once('connect_error', reject);
    });
  }
  await settled(client);
}

/** Whether this shop runs the key's fix (hardened, and its spot has a switch): its exploit must fail here. */
export function isFixedIn(shop: Pick<Shop, 'ctx'>, key: string): boolean {
  return isHardened(shop.ctx.config, key) && Boolean(codingSnippets().get(key)?.fix);
}

/**
 * The exploit part of a solver test, run in both modes (solver-mode.ts). In default mode the
 * attempt runs as written and must solve every key. In the hardened run, a key whose code spot
 * has a fix (an `isHardened` switch, so a generated fix in the snippets) must stay unsolved:
 * the attempt's own expectations of success may fail there, but it must have sent the shop at
 * least one request. A key without a fix yet still has to be solved, hardened or not.
 */
export async function exploit(shop: Pick<Shop, 'app' | 'ctx'> & { requests: () => number }, keys: string | string[], attempt: () => Promise<void>): Promise<void> {
  const list = [keys].flat();
  const file = expect.getState().testPath ?? 'unknown';
  const fixed = list.filter((key) => isFixedIn(shop, key));
  if (!fixed.length) {
    await attempt();
    for (const key of list) await expectSolved(shop, key);
    recordSolverRun(list, 'solved', file);
    return;
  }
  if (fixed.length !== list.length) throw new Error(`exploit(${list.join(', ')}): ${fixed.join(', ')} hardened but not the others; give them exploits of their own`);
  const before = shop.requests();
  try {
    await attempt();
  } catch {
    // Expected: the fixed code refuses what the exploit counts on.
  }
  if (shop.requests() === before) throw new Error(`exploit(${list.join(', ')}): the attempt sent the shop no request before it stopped, so it proves nothing`);
  for (const key of list) await expectNotSolved(shop, key);
  recordSolverRun(list, 'refused', file);
}

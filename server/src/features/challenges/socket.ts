import type { AppContext } from '../../context';
import { solveIf } from './solve';
import { registerClientChallengeEvents } from './client/socket';

function cookieValue(header: string | undefined, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]) || null;
  } catch {
    return null;
  }
}

/**
 * The engine's side of the realtime channel:
 * - 'server started' goes to every connection that comes back after a restart: a client
 *   whose progress code this process has not issued or seen yet (or that has none). The shell
 *   then restores progress from its continueCode cookie; reloads in between stay quiet.
 * - unconfirmed 'challenge solved' events are re-sent until 'notification received' names
 *   their flag, so a challenge solved with no browser open is still announced later.
 */
export function registerChallengeSocket(ctx: AppContext): void {
  const io = ctx.io;
  if (!io) throw new Error('The socket server must exist before the challenge socket is registered');
  io.on('connection', (socket) => {
    const code = cookieValue(socket.handshake.headers.cookie, 'continueCode');
    if (!code || !ctx.challenges.knowsCode(code)) {
      socket.emit('server started', { startedAt: ctx.startedAt.toISOString() });
      if (code) ctx.challenges.rememberCode(code);
    }
    for (const event of ctx.challenges.pendingEvents()) socket.emit('challenge solved', event);

    // A client that sends a callback hears when the server has noted it: it then knows every
    // event it sent before was handled, and every answer to them is on its way (in order).
    socket.on('notification received', (flag: unknown, noted?: unknown) => {
      if (typeof flag === 'string') ctx.challenges.acknowledge(flag);
      if (typeof noted === 'function') (noted as () => void)();
    });

    // The shell reports the challenges whose notifications were closed in one shift-click.
    socket.on('verifyCloseNotificationsChallenge', (closed: unknown) => {
      solveIf(ctx, 'closeNotificationsChallenge', () => Array.isArray(closed) && closed.length > 1);
    });
    registerClientChallengeEvents(ctx, socket);
  });
}

import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from 'socket.io';

/** Where the realtime channel answers, on the API's own port and origin. */
export const SOCKET_PATH = '/socket.io';

/** The realtime channel, attached to the HTTP server at once. */
export function createSocketServer(server: HttpServer): Server {
  const { Server: SocketServer } = require('socket.io') as typeof import('socket.io');
  return new SocketServer(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: true } });
}

function forTheSocket(request: IncomingMessage): boolean {
  return (request.url ?? '').startsWith(`${SOCKET_PATH}/`);
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The realtime channel, made when the first client asks for it: loading socket.io, engine.io
 * and ws and attaching them took about 15 ms of a start whose first answer needs none of them
 * (node --cpu-prof, issue 16). Until then one listener in front of the server's own passes every
 * request on, except the channel's first, which it hands to the new socket server (whose own
 * listener then comes first); the first upgrade to the channel is handed over the same way.
 * `onCreate` runs once, before the socket server sees its first request.
 */
export function socketServerOnDemand(server: HttpServer, onCreate: (io: Server) => void): void {
  let io: Server | null = null;
  const ensure = (): Server => {
    if (!io) {
      io = createSocketServer(server);
      onCreate(io);
    }
    return io;
  };
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!io && forTheSocket(request)) {
      ensure().engine.handleRequest(request, response);
      return;
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
  const firstUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // An upgrade elsewhere is refused, as Node does when nobody listens for upgrades.
    if (!forTheSocket(request)) {
      socket.destroy();
      return;
    }
    server.off('upgrade', firstUpgrade);
    ensure().engine.handleUpgrade(request, socket, head);
  };
  server.on('upgrade', firstUpgrade);
}

import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from 'socket.io';
import { isValidHost, sentFromAnotherSite } from '../http/origins';
import type { RawHeaderSetter } from '../http/security-headers';

/** Where the realtime channel answers, on the API's own port and origin. */
export const SOCKET_PATH = '/socket.io';

function forTheSocket(request: IncomingMessage): boolean {
  return (request.url ?? '').startsWith(`${SOCKET_PATH}/`);
}

/**
 * Only the shop's own pages connect: a request with a Host that is no host, or sent by a page
 * of another site (its Origin names another host), is refused (engine.io answers 403). No CORS
 * header is sent, so no other site's script may read the channel's answers either.
 */
function allowRequest(request: IncomingMessage, answer: (error: string | null | undefined, allowed: boolean) => void): void {
  const { host } = request.headers;
  answer(null, (host === undefined || isValidHost(host)) && !sentFromAnotherSite(request.headers));
}

/**
 * The realtime channel, attached to the HTTP server at once. Its HTTP answers never pass
 * Fastify's hooks, so `securityHeaders` sets the shop's headers on them before engine.io
 * writes (a listener ahead of engine.io's own).
 */
export function createSocketServer(server: HttpServer, securityHeaders: RawHeaderSetter): Server {
  const { Server: SocketServer } = require('socket.io') as typeof import('socket.io');
  const io = new SocketServer(server, { path: SOCKET_PATH, serveClient: false, allowRequest });
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (forTheSocket(request)) securityHeaders(request, response);
  });
  return io;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The realtime channel, made when the first client asks for it: loading socket.io, engine.io
 * and ws and attaching them took about 15 ms of a start whose first answer needs none of them
 * (node --cpu-prof). Until then one listener in front of the server's own passes every
 * request on, except the channel's first, which it hands to the new socket server (whose own
 * listener then comes first); the first upgrade to the channel is handed over the same way.
 * `onCreate` runs once, before the socket server sees its first request.
 */
export function socketServerOnDemand(server: HttpServer, securityHeaders: RawHeaderSetter, onCreate: (io: Server) => void): void {
  let io: Server | null = null;
  const ensure = (): Server => {
    if (!io) {
      io = createSocketServer(server, securityHeaders);
      onCreate(io);
    }
    return io;
  };
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!io && forTheSocket(request)) {
      // The listener createSocketServer adds comes after this request's turn: headers here.
      securityHeaders(request, response);
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

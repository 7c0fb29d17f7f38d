import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

/** The realtime channel on the API's own port and origin. */
export function createSocketServer(server: HttpServer): Server {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: true } });
  return io;
}

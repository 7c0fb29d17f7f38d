import { io, type Socket } from 'socket.io-client';
import { registerInstance } from '../instances';

let socket: Socket | null = null;
let connections = 0;

/** The shell opens the page's one realtime connection; calling again returns the same one. */
export function connectSocket(origin: string = window.location.origin): Socket {
  if (!socket) {
    connections += 1;
    socket = io(origin, { path: '/socket.io', transports: ['websocket', 'polling'] });
    registerInstance('socket', socket);
  }
  return socket;
}

/** The page's socket, if the shell has opened it. */
export function getSocket(): Socket | null {
  return socket;
}

/** Sends an event over the page's socket (buffered until connected). */
export function emitSocket(event: string, payload?: unknown): void {
  socket?.emit(event, payload);
}

/** Listens on the page's socket; returns the function that stops listening. */
export function onSocket<T>(event: string, listener: (payload: T) => void): () => void {
  const current = socket;
  if (!current) return () => undefined;
  current.on(event, listener);
  return () => {
    current.off(event, listener);
  };
}

/** How many sockets this page opened (a federation check: it must stay 1). */
export function socketConnectionCount(): number {
  return connections;
}

/** For tests: forget the socket. */
export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

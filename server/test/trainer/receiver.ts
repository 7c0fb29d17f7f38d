import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

/** A webhook receiver on loopback: answers each POST with the next scripted status ('hold' waits for release()). */
export async function startReceiver(script: (number | 'hold')[]) {
  const received: Received[] = [];
  const held: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body: JSON.parse(text) as unknown, headers: request.headers });
      const next = script.shift() ?? 200;
      if (next === 'hold') held.push(() => response.writeHead(503).end());
      else response.writeHead(next).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/solutions`,
    received,
    /** Answers the held requests with 503. */
    release: () => held.splice(0).forEach((answer) => answer()),
    async until(count: number, timeoutMs = 8000): Promise<void> {
      const start = Date.now();
      while (received.length < count) {
        if (Date.now() - start > timeoutMs) throw new Error(`the receiver got ${received.length} of ${count} POSTs`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

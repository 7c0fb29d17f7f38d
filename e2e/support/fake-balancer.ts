import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** MultiJuicer's notification as its balancer keeps it (the fields its notifications answer has). */
export interface BalancerNotification {
  message: string;
  enabled: boolean;
  endDate?: string;
}

const NOTIFICATIONS_PATH = '/multi-juicer/api/notifications';
/** The real balancer holds a long poll for 25 s; a test needs no such patience. */
const LONG_POLL_MS = 2000;

/**
 * A small stand-in for MultiJuicer's balancer, placed as the real one is: in front of a team's
 * shop on one origin. It answers GET /multi-juicer/api/notifications as the balancer does
 * (JSON `{message, enabled, updatedAt, endDate?, freezeScoreboardOnEnd}` with an X-Last-Update
 * header; with `wait-for-update-after`, held until something newer exists, else 204) and passes
 * every other request, WebSocket upgrades included, to the shop unchanged.
 */
export class FakeBalancer {
  private notification: BalancerNotification | null = null;
  private lastUpdate = new Date();
  private readonly waiting = new Set<() => void>();
  /** Open WebSocket tunnels, which the HTTP server no longer tracks once upgraded. */
  private readonly tunnels = new Set<net.Socket>();
  /** The notifications requests the balancer was asked, path and query. */
  readonly notificationRequests: string[] = [];
  private constructor(
    private readonly server: http.Server,
    private readonly shopPort: number,
  ) {}

  static async start(shopPort: number): Promise<FakeBalancer> {
    const server = http.createServer();
    const balancer = new FakeBalancer(server, shopPort);
    server.on('request', (request, response) => balancer.handle(request, response));
    server.on('upgrade', (request, socket, head) => balancer.upgrade(request, socket as net.Socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return balancer;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What a trainer posts on MultiJuicer's admin page (null: the notification is removed). */
  set(notification: BalancerNotification | null): void {
    this.notification = notification;
    // The balancer keeps times to the millisecond and each change strictly after the last.
    this.lastUpdate = new Date(Math.max(Date.now(), this.lastUpdate.getTime() + 1));
    for (const wake of this.waiting) wake();
  }

  private answer(response: http.ServerResponse): void {
    const updatedAt = this.lastUpdate.toISOString();
    const body = this.notification
      ? { message: this.notification.message, enabled: this.notification.enabled, updatedAt, ...(this.notification.endDate ? { endDate: this.notification.endDate } : {}), freezeScoreboardOnEnd: false }
      : { message: '', enabled: false, updatedAt, freezeScoreboardOnEnd: false };
    response.writeHead(200, { 'Content-Type': 'application/json', 'X-Last-Update': updatedAt });
    response.end(JSON.stringify(body));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname === NOTIFICATIONS_PATH && request.method === 'GET') {
      this.notificationRequests.push(`${url.pathname}${url.search}`);
      const after = url.searchParams.get('wait-for-update-after');
      if (after === null) return this.answer(response);
      const since = Date.parse(after);
      if (Number.isNaN(since)) {
        response.writeHead(400, { 'Content-Type': 'text/plain' });
        return void response.end('Invalid time format');
      }
      if (this.lastUpdate.getTime() > since) return this.answer(response);
      const finish = (changed: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        if (changed) return this.answer(response);
        response.writeHead(204);
        response.end();
      };
      const wake = () => finish(true);
      const timer = setTimeout(() => finish(false), LONG_POLL_MS);
      this.waiting.add(wake);
      // The browser gave up (a page closed): stop waiting. (A request's own 'close' comes as soon as its body is read.)
      response.on('close', () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
      });
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: this.shopPort, method: request.method, path: request.url, headers: request.headers }, (shopResponse) => {
      response.writeHead(shopResponse.statusCode ?? 502, shopResponse.headers);
      shopResponse.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  }

  /** Passes a WebSocket upgrade (the shop's realtime socket) through as raw bytes. */
  private upgrade(request: http.IncomingMessage, client: net.Socket, head: Buffer): void {
    const shop = net.connect(this.shopPort, '127.0.0.1', () => {
      const headers = Object.entries(request.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((each) => `${name}: ${each}`) : [`${name}: ${value}`]));
      shop.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length) shop.write(head);
      shop.pipe(client);
      client.pipe(shop);
    });
    this.tunnels.add(client).add(shop);
    const close = () => {
      shop.destroy();
      client.destroy();
      this.tunnels.delete(client);
      this.tunnels.delete(shop);
    };
    shop.on('close', close);
    client.on('close', close);
    shop.on('error', close);
    client.on('error', close);
  }

  async stop(): Promise<void> {
    for (const wake of this.waiting) wake();
    for (const socket of this.tunnels) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

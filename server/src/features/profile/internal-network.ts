import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A decoy of the shop's "internal network": one small HTTP server the shop itself runs on
 * 127.0.0.1 (a free port, started on first use), answering as the hosts that the decoy
 * /etc/hosts of the XXE challenge names. Nothing in it is real; it reaches nothing further.
 */

/** Host names and addresses of the decoy network, and the service each stands for. */
const HOSTS: Record<string, 'payments' | 'db'> = {
  'pulp-payments.internal': 'payments',
  '10.20.0.9': 'payments',
  'pulp-db.internal': 'db',
  '10.20.0.5': 'db',
};

/** The hidden resource of SSRF: only reachable from inside. */
export const HIDDEN_PATH = '/admin/payouts';

type Service = (typeof HOSTS)[string];

const json = (status: number, body: unknown) => ({ status, type: 'application/json', body: JSON.stringify(body, null, 1) });

function answer(service: Service, url: string): { status: number; type: string; body: string } {
  const pathname = url.split('?')[0].replace(/\/+$/, '') || '/';
  if (service === 'db') return { status: 400, type: 'text/plain', body: 'pulp-db: this port speaks the replication protocol, not HTTP.\n' };
  if (pathname === '/') {
    return json(200, { service: 'pulp-payments', version: '2.3.1', endpoints: { '/health': 'liveness', [HIDDEN_PATH]: 'pending payouts (internal use only, no login on this network)' } });
  }
  if (pathname === '/health') return json(200, { status: 'ok' });
  if (pathname === HIDDEN_PATH) {
    return json(200, {
      note: 'Internal: payouts to suppliers awaiting the nightly run.',
      pending: [
        { supplier: 'Orchard Cooperative Vale', amount: 1840.5, currency: 'EUR', account: 'DE00 0000 0000 0000 0000 00' },
        { supplier: 'Citrus Growers Guild', amount: 912.0, currency: 'EUR', account: 'PT00 0000 0000 0000 0000 0000 0' },
      ],
    });
  }
  return json(404, { error: `No route ${pathname} on pulp-payments.` });
}

export interface InternalAnswer {
  status: number;
  type: string;
  body: Buffer;
  /** Whether the hidden resource was what answered. */
  hidden: boolean;
}

export class InternalNetwork {
  private listening: Promise<number> | null = null;
  private server: http.Server | null = null;

  /** The decoy service a host name or address stands for, if it is one of the network. */
  serviceOf(hostname: string): Service | undefined {
    return Object.hasOwn(HOSTS, hostname.toLowerCase()) ? HOSTS[hostname.toLowerCase()] : undefined;
  }

  private port(): Promise<number> {
    this.listening ??= new Promise((resolve, reject) => {
      const server = http.createServer((request, response) => {
        const service = this.serviceOf((request.headers['x-pulp-decoy-host'] as string | undefined) ?? '') ?? 'payments';
        const { status, type, body } = answer(service, request.url ?? '/');
        response.writeHead(status, { 'content-type': type, 'x-served-by': `pulp-${service}` }).end(body);
      });
      server.once('error', reject);
      // Loopback only: the decoy is never reachable from outside the machine.
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
      server.unref();
      this.server = server;
    });
    return this.listening;
  }

  /** GET of a path on a decoy host, over a real loopback connection to the decoy server. */
  async get(hostname: string, pathAndQuery: string): Promise<InternalAnswer> {
    const port = await this.port();
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: pathAndQuery, headers: { 'x-pulp-decoy-host': hostname.toLowerCase() }, timeout: 3000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const hidden = this.serviceOf(hostname) === 'payments' && response.statusCode === 200 && (pathAndQuery.split('?')[0].replace(/\/+$/, '') === HIDDEN_PATH);
          resolve({ status: response.statusCode ?? 500, type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks), hidden });
        });
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
    });
  }

  close(): void {
    this.server?.close();
    this.server = null;
    this.listening = null;
  }
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startTestShop, type TestShop } from '../helpers';

const SERVER_ROOT = path.resolve(__dirname, '..', '..');

/**
 * A raw HTTP request whose body is sent in two parts, so that it is under way when the shop
 * stops: start() returns once the shop has read its head (the server's 'request' event).
 */
function slowLogin(port: number, server: Server) {
  const body = JSON.stringify({ email: 'demo@pulp.shop', password: 'squeeze123' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const opened = new Promise<void>((resolve) => socket.on('connect', resolve));
  return {
    async start() {
      await opened;
      const received = new Promise((resolve) => server.once('request', resolve));
      socket.write(`POST /rest/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
      await received;
    },
    finish: () => socket.write(body.slice(10)),
    ended,
  };
}

describe('readiness and graceful shutdown', () => {
  let shop: TestShop;
  beforeEach(async () => {
    shop = await startTestShop();
  });
  afterEach(async () => {
    if (shop.ctx.db.open) await shop.close();
  });

  it('says ready once seed and catalogues are loaded; the version probe keeps working', async () => {
    const ready = await shop.app.inject({ method: 'GET', url: '/rest/admin/readiness' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await shop.app.inject({ method: 'GET', url: '/rest/admin/application-version' })).json()).toEqual({ version: shop.ctx.version });

    shop.ctx.lifecycle.state = 'starting';
    const starting = await shop.app.inject({ method: 'GET', url: '/rest/admin/readiness' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });
    shop.ctx.lifecycle.state = 'ready';
  });

  it('on close: readiness turns 503, new connections are refused, the request under way finishes, the database closes', async () => {
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    const login = slowLogin(port, shop.app.server);
    await login.start();

    const started = Date.now();
    const closed = shop.close();
    expect(shop.ctx.lifecycle.state).toBe('stopping');
    expect((await shop.app.inject({ method: 'GET', url: '/rest/admin/readiness' })).json()).toEqual({ status: 'stopping' });
    await expect(fetch(`http://127.0.0.1:${port}/rest/admin/application-version`)).rejects.toThrow();
    expect(shop.ctx.db.open).toBe(true);

    login.finish();
    const answer = await login.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"token"');
    await closed;
    expect(shop.ctx.db.open).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cuts off a request that outlasts the grace period', async () => {
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    const login = slowLogin(port, shop.app.server);
    await login.start();
    const started = Date.now();
    await shop.close(300);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await login.ended).toBe('');
    expect(shop.ctx.db.open).toBe(false);
  });
});

describe('the server process on SIGTERM', () => {
  it('stops within 5 s with exit code 0 and leaves the database closed (no WAL file left)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-sigterm-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, PULP_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const start = Date.now();
      while (!/Pulp is open at (\S+)/.test(output)) {
        if (Date.now() - start > 30000) throw new Error(`the server did not start: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const address = /Pulp is open at (\S+)/.exec(output)![1];
      expect((await fetch(`${address}/rest/admin/readiness`)).status).toBe(200);

      const stopping = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(5000);
      expect(output).toContain('Pulp stopped (SIGTERM)');
      expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('-wal'))).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40000);
});

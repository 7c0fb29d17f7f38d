import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv } from '../src/config/settings';
import { startFailure } from '../src/start-failure';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('the configuration a started shop reports', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-start-test-'));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('names, as server.baseUrl, the port the shop really listens on', async () => {
    const port = await freePort();
    const shop = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: scratch, PORT: String(port) }));
    try {
      await shop.app.listen({ host: '127.0.0.1', port });
      const answer = await fetch(`http://127.0.0.1:${port}/rest/admin/application-configuration`);
      expect(((await answer.json()) as { config: { server: { baseUrl: string } } }).config.server.baseUrl).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await shop.close(0);
    }
  });

  it('keeps a base URL the configuration file names (a shop behind a proxy)', async () => {
    const file = path.join(scratch, 'proxied.json');
    fs.writeFileSync(file, JSON.stringify({ server: { baseUrl: 'https://shop.training.example' } }));
    const shop = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: path.join(scratch, 'data'), PORT: '4567', HOST: '0.0.0.0', PULP_CONFIG: file }));
    try {
      expect(shop.ctx.config.server.baseUrl).toBe('https://shop.training.example');
    } finally {
      await shop.close(0);
    }
  });
});

describe('a start that fails', () => {
  const settings = { host: '127.0.0.1', port: 3000, dataDir: '/srv/pulp/data' };
  const failure = (message: string, fields: Record<string, string>) => Object.assign(new Error(message), fields);

  it('says in one sentence what to do when the port is taken', () => {
    expect(startFailure(failure('listen EADDRINUSE', { code: 'EADDRINUSE' }), settings)).toBe(
      'Pulp could not start: another program already listens on 127.0.0.1:3000. Stop it, or start the shop on another port (PORT=3001 pnpm start).',
    );
  });

  it('names the path the sandbox refused, and the two ways on', () => {
    const sentence = startFailure(failure('Access to this API has been restricted', { code: 'ERR_ACCESS_DENIED', resource: '/srv/pulp' }), settings);
    expect(sentence).toContain('refused it access to /srv/pulp.');
    expect(sentence).toContain('PULP_SANDBOX=0 pnpm start');
    expect(sentence.split('\n')).toHaveLength(1);
  });

  it('names the data directory it cannot write', () => {
    expect(startFailure(failure("ENOTDIR: not a directory, mkdir '/srv/pulp/data'", { code: 'ENOTDIR', path: '/srv/pulp/data' }), settings)).toContain('it cannot write its data directory /srv/pulp/data (ENOTDIR)');
  });

  it("gives a setting's own sentence without a stack, and a flaw of the shop with its stack", () => {
    expect(startFailure(new Error('PORT must be a port number, got "x"'), null)).toBe('Pulp could not start: PORT must be a port number, got "x"');
    expect(startFailure(new TypeError('oops'), settings)).toMatch(/^Pulp could not start: TypeError: oops\n\s+at /);
  });
});

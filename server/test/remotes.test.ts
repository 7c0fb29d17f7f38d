import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ADMIN, DEMO, startTestShop, type TestShop } from './helpers';
import { RemoteRegistry } from '../src/features/remotes/registry';
import type { LocalBuilds } from '../src/features/remotes/local-builds';
import { REMOTE_NAMES } from '@pulp/shared/packages.cjs';

/** A remote.json as a build of the given version would write it. */
function descriptor(name: string, version: string, shared: Record<string, string> = { react: '^19.3.1' }) {
  return { name, version, exposes: ['./AccountingPage', './AdministrationPage'], shared, builtAt: '2026-11-25T04:00:00.000Z' };
}

/** A static host on a port of its own (another origin), serving what `files` holds at the moment. */
async function staticHost(files: Map<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const body = files.get(new URL(String(request.url), 'http://x').pathname);
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the remote registry API', () => {
  let shop: TestShop;
  let admin: Record<string, string>;
  let host: Awaited<ReturnType<typeof staticHost>>;
  const files = new Map<string, string>();

  beforeAll(async () => {
    shop = await startTestShop();
    admin = (await shop.login(ADMIN.email, ADMIN.password)).headers;
    host = await staticHost(files);
    files.set('/staff/0.2.0/remote.json', JSON.stringify(descriptor('staff', '0.2.0')));
    files.set('/staff/0.2.0/remoteEntry.js', 'var staff;');
  });
  afterAll(async () => {
    await host.close();
    await shop.close();
  });

  const list = () => shop.app.inject({ method: 'GET', url: '/rest/admin/remotes', headers: admin });
  const change = (name: string, payload: unknown, headers = admin) => shop.app.inject({ method: 'PUT', url: `/rest/admin/remotes/${name}`, headers, payload: payload as object });
  const manifest = async () => (await shop.app.inject({ method: 'GET', url: '/remotes.json' })).json() as Record<string, string>;

  it('is for administrators only', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/rest/admin/remotes' })).statusCode).toBe(401);
    const customer = (await shop.login(DEMO.email, DEMO.password)).headers;
    expect((await shop.app.inject({ method: 'GET', url: '/rest/admin/remotes', headers: customer })).statusCode).toBe(403);
    expect((await change('staff', { version: '0.1.0' }, customer)).statusCode).toBe(403);
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((remote: { name: string }) => remote.name).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const before = await manifest();
    const both = await change('staff', { version: '0.2.0', entry: `${host.origin}/staff/0.2.0/remoteEntry.js` });
    expect([both.statusCode, both.json().error]).toEqual([400, 'Send either a version or an entry, not both and not neither.']);
    expect((await change('staff', {})).statusCode).toBe(400);
    expect((await change('staff', { version: 'latest' })).json().error).toMatch(/semver/);
    expect((await change('nosuch', { version: '0.2.0' })).statusCode).toBe(404);
    expect((await change('staff', { version: '9.9.9' })).statusCode).toBe(404);
    const elsewhere = await change('staff', { entry: 'https://cdn.example.org/staff/remoteEntry.js' });
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([400, expect.stringContaining('cdn.example.org')]);
    const missing = await change('staff', { entry: `${host.origin}/staff/0.3.0/remoteEntry.js` });
    expect([missing.statusCode, missing.json().error]).toEqual([422, expect.stringContaining('could not be fetched (HTTP 404)')]);
    const local = await change('staff', { entry: 'mf/staff/../../server/remoteEntry.js' });
    expect(local.statusCode).toBe(400);
    files.set('/staff/0.4.0/remote.json', JSON.stringify({ name: 'staff' }));
    expect((await change('staff', { entry: `${host.origin}/staff/0.4.0/remoteEntry.js` })).statusCode).toBe(422);
    files.set('/staff/0.5.0/remote.json', JSON.stringify(descriptor('catalog', '0.5.0')));
    files.set('/staff/0.5.0/remoteEntry.js', '');
    expect((await change('staff', { entry: `${host.origin}/staff/0.5.0/remoteEntry.js` })).statusCode).toBe(422);
    // remote.json alone is not enough: the entry itself must answer.
    files.set('/staff/0.6.0/remote.json', JSON.stringify(descriptor('staff', '0.6.0')));
    const noEntry = await change('staff', { entry: `${host.origin}/staff/0.6.0/remoteEntry.js` });
    expect([noEntry.statusCode, noEntry.json().error]).toEqual([422, `The build at ${host.origin}/staff/0.6.0/remoteEntry.js could not be fetched (HTTP 404); nothing was changed.`]);
    expect(await manifest()).toEqual(before);
  });

  it('registers a build from another origin, serves it in remotes.json and the document, and rolls back', async () => {
    const before = (await manifest()).staff;
    const entry = `${host.origin}/staff/0.2.0/remoteEntry.js`;
    const promoted = await change('staff', { entry });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ name: 'staff', active: '0.2.0', entry });
    expect((await manifest()).staff).toBe(entry);
    // The registry lives in the data directory.
    const stored = JSON.parse(fs.readFileSync(path.join(shop.dataDir, 'remotes.json'), 'utf8'));
    expect(stored.remotes.staff.active).toBe('0.2.0');

    const previous = promoted.json().data.lastGood as string;
    const rolledBack = await change('staff', { version: previous });
    expect(rolledBack.json().data).toMatchObject({ active: previous, lastGood: '0.2.0' });
    expect((await manifest()).staff).toBe(before);
    // Promote again by version: the registry remembers the build.
    expect((await change('staff', { version: '0.2.0' })).json().data.entry).toBe(entry);
    expect((await list()).json().data.find((remote: { name: string }) => remote.name === 'staff').versions.map((known: { version: string }) => known.version)).toContain('0.2.0');
  });
});

describe('RemoteRegistry', () => {
  const noBuilds: LocalBuilds = { folder: () => null, latest: () => null, descriptor: () => null };
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-registry-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A checkout whose only build of staff is `version`. */
  function builds(version: string): LocalBuilds {
    return {
      folder: (name, wanted) => (name === 'staff' && wanted === version ? `/builds/${version}` : null),
      latest: (name) => (name === 'staff' ? version : null),
      descriptor: (name, wanted) => (name === 'staff' && wanted === version ? descriptor('staff', version) : null),
    };
  }

  const registry = (localBuilds: LocalBuilds, provided: Record<string, string> | null = { react: '19.3.1' }, configured: Record<string, string> = {}) =>
    new RemoteRegistry({ file: path.join(dir, 'remotes.json'), names: ['staff'], builds: localBuilds, configured, provided: () => provided });

  it('refuses a build that needs another React major, naming the library and both versions, and keeps the active one', () => {
    const shop = registry(builds('0.1.0+aaaaaaa'));
    let refusal: unknown;
    try {
      shop.register('staff', 'http://127.0.0.1:4100/staff/0.2.0/remoteEntry.js', descriptor('staff', '0.2.0', { react: '^18.2.0' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 409, message: 'The staff build 0.2.0 does not fit this shell: it needs react ^18.2.0 (the shell provides 19.3.1).' });
    expect(shop.manifest().staff).toBe('mf/staff/0.1.0+aaaaaaa/remoteEntry.js');
    expect(shop.state('staff').versions.map((known) => known.version)).toEqual(['0.1.0+aaaaaaa']);
  });

  it('survives a restart, and a rebuild replaces a build but never a promoted version', () => {
    const first = registry(builds('0.1.0+aaaaaaa'));
    expect(first.manifest().staff).toBe('mf/staff/0.1.0+aaaaaaa/remoteEntry.js');
    // A rebuild (new hash) deploys itself on the next start, the old build becomes the fallback.
    const rebuilt = registry({ ...builds('0.1.0+bbbbbbb'), folder: (_name, version) => `/builds/${version}` });
    expect(rebuilt.state('staff')).toMatchObject({ active: '0.1.0+bbbbbbb', lastGood: '0.1.0+aaaaaaa' });
    rebuilt.register('staff', 'http://127.0.0.1:4100/staff/0.2.0/remoteEntry.js', descriptor('staff', '0.2.0'));
    const restarted = registry({ ...builds('0.1.0+ccccccc'), folder: (_name, version) => `/builds/${version}` });
    expect(restarted.state('staff')).toMatchObject({ active: '0.2.0', lastGood: '0.1.0+bbbbbbb' });
    expect(restarted.fallbacks()).toEqual({ staff: 'mf/staff/0.1.0+bbbbbbb/remoteEntry.js' });
    expect(restarted.origins()).toEqual(['http://127.0.0.1:4100']);
  });

  it('starts from the configuration without builds, and an entry of the configuration\'s own is kept', () => {
    expect(registry(noBuilds).manifest()).toEqual({ staff: 'mf/staff/remoteEntry.js' });
    fs.rmSync(path.join(dir, 'remotes.json'));
    const pinned = registry(builds('0.1.0+aaaaaaa'), null, { staff: 'https://cdn.example.org/staff/remoteEntry.js' });
    expect(pinned.manifest()).toEqual({ staff: 'https://cdn.example.org/staff/remoteEntry.js' });
  });
});

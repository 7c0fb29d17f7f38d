import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const artifact = require('../build/remote-artifact.cjs') as {
  remoteVersion: (dir: string, env?: Record<string, string>) => string;
  remoteDescriptor: (build: { name: string; version: string; exposes: Record<string, string>; shared: Record<string, string>; builtAt?: string }) => unknown;
  pruneBuilds: (dist: string, current: string, keep?: number) => void;
};
const federation = require('../build/federation.cjs') as {
  singletonRanges: (dir: string) => Record<string, string>;
  consumedSingletons: (dir: string) => Record<string, { requiredVersion: string; strictVersion: boolean; import: false }>;
  providedVersions: (dir: string) => Record<string, string>;
};

const STAFF = path.join(__dirname, '..', '..', 'mf-staff');

describe('a remote build', () => {
  it('is versioned by package.json and the git short hash, or by PULP_REMOTE_VERSION, and only ever as semver', () => {
    expect(artifact.remoteVersion(STAFF, {})).toMatch(/^0\.1\.0\+([0-9a-f]{7,}|local)$/);
    expect(artifact.remoteVersion(STAFF, { PULP_REMOTE_VERSION: '0.2.0+e2e' })).toBe('0.2.0+e2e');
    expect(() => artifact.remoteVersion(STAFF, { PULP_REMOTE_VERSION: '../../etc' })).toThrow(/not a semver version/);
  });

  it('describes itself in remote.json: name, version, exposed names, singleton ranges, build time', () => {
    expect(artifact.remoteDescriptor({ name: 'staff', version: '0.1.0+abc', exposes: { './B': 'b.tsx', './A': 'a.tsx' }, shared: { react: '^19.3.1' }, builtAt: 'then' })).toEqual({
      name: 'staff',
      version: '0.1.0+abc',
      exposes: ['./A', './B'],
      shared: { react: '^19.3.1' },
      builtAt: 'then',
    });
  });

  it('needs each singleton at a caret range of what it was built against, and federation enforces it', () => {
    const react = JSON.parse(fs.readFileSync(path.join(STAFF, 'node_modules', 'react', 'package.json'), 'utf8')).version as string;
    expect(federation.singletonRanges(STAFF)).toMatchObject({ react: `^${react}`, 'react/jsx-runtime': `^${react}` });
    expect(federation.consumedSingletons(STAFF).react).toEqual({ singleton: true, requiredVersion: `^${react}`, strictVersion: true, import: false });
    expect(federation.providedVersions(path.join(STAFF, '..', 'shell')).react).toBe(react);
  });

  it('keeps only the newest few version folders of a dist/, never the current one', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-dist-'));
    let time = Date.now() / 1000 - 100;
    for (const version of ['0.1.0+a', '0.1.0+b', '0.1.0+c', '0.1.0+d']) {
      fs.mkdirSync(path.join(dist, version));
      fs.utimesSync(path.join(dist, version), time, time);
      time += 10;
    }
    fs.writeFileSync(path.join(dist, 'latest.json'), '{}');
    artifact.pruneBuilds(dist, '0.1.0+a');
    expect(fs.readdirSync(dist).sort()).toEqual(['0.1.0+a', '0.1.0+c', '0.1.0+d', 'latest.json']);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('a remote on its own (pnpm --filter ./mf-<name> dev)', () => {
  const { createWebpackConfig } = require('../build/webpack.cjs') as {
    createWebpackConfig: (app: object) => (env: object, argv: object) => Record<string, unknown> | Record<string, unknown>[];
  };
  const staff = createWebpackConfig({ name: 'staff', dir: STAFF, devPort: 3104, exposes: { './AccountingPage': './src/features/accounting/AccountingPage.tsx' } });

  it('builds the remote and a host page that provides the singletons, with the shop behind the development server', () => {
    interface Config {
      name?: string;
      output: { uniqueName?: string; publicPath?: string };
      devServer?: unknown;
      plugins: { constructor: { name: string }; _options?: { shared: Record<string, unknown> } }[];
    }
    const configs = staff({ standalone: true }, { mode: 'development' }) as unknown as Config[];
    expect(configs.map((config) => config.name ?? config.output.uniqueName)).toEqual([expect.stringMatching(/^staff_0\.1\.0\+/), 'standalone-host']);
    const [remote, host] = configs;
    expect(remote.devServer).toMatchObject({ port: 3104, proxy: [expect.objectContaining({ target: 'http://127.0.0.1:3000', ws: true, context: expect.arrayContaining(['/rest', '/api', '/assets', '/socket.io']) })] });
    expect(host.output.publicPath).toBe('/standalone/');
    const federation = host.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(Object.keys(federation?._options?.shared ?? {})).toEqual(expect.arrayContaining(['react', '@pulp/shared', '@pulp/shared/ui-forms']));
  });

  it('is a plain build without --env standalone', () => {
    expect(Array.isArray(staff({}, { mode: 'production' }))).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { exposedNames, REMOTE_MODULES, type ContractRemote } from '@pulp/shared/contract';
import { FALLBACK_ROUTE, OAUTH_RETURN_ROUTE, ROUTES, type RemoteRoute } from '../src/app/route-table';
import { remotePackage } from '@pulp/shared/packages.cjs';
import { REMOTE_NAMES } from '../src/features/remote/manifest';

interface Descriptor {
  name: string;
  exposes: string[];
}

const REPO_ROOT = path.join(__dirname, '..', '..');
const table = require('../../scripts/architecture-table.cjs') as { exposesOf: (remote: string) => Record<string, string> };
const artifact = require('@pulp/shared/build/remote-artifact.cjs') as {
  remoteDescriptor: (build: { name: string; version: string; exposes: Record<string, string>; shared: Record<string, string> }) => Descriptor;
};

/** remote.json as the remote's build writes it, from its exposes.json (no build needed). */
function describedByConfig(remote: string): Descriptor {
  return artifact.remoteDescriptor({ name: remote, version: '0.0.0', exposes: table.exposesOf(remote), shared: {} });
}

/** remote.json of the remote's newest build, when it has one. */
function built(remote: string): Descriptor | null {
  const dist = path.join(REPO_ROOT, `mf-${remote}`, 'dist');
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(dist, 'latest.json'), 'utf8')) as { version: string };
    return JSON.parse(fs.readFileSync(path.join(dist, version, 'remote.json'), 'utf8')) as Descriptor;
  } catch {
    return null;
  }
}

/** Every route naming a module its remote's remote.json does not list. */
function missingModules(routes: readonly RemoteRoute[], descriptors: Record<string, Descriptor>): string[] {
  return routes.filter((route) => !descriptors[route.remote]?.exposes.includes(`./${route.module}`)).map((route) => `#/${route.path} → ${route.remote}/${route.module}`);
}

const ALL_ROUTES: RemoteRoute[] = [...ROUTES, OAUTH_RETURN_ROUTE, FALLBACK_ROUTE, { path: '(instructor slot)', remote: 'scoreboard', module: 'HackingInstructor' }];
const fromConfig = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, describedByConfig(remote)]));

describe('the remotes of shared/remotes.json', () => {
  // pnpm-workspace.yaml takes every mf-* folder as a package: each must be a listed remote.
  it('each live in their package folder mf-<name>, and no other mf-* package exists', () => {
    const folders = fs.readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(REPO_ROOT, name, 'package.json')));
    expect(folders.sort()).toEqual(REMOTE_NAMES.map(remotePackage).sort());
  });
});

describe("the shell's routes against every remote's remote.json", () => {
  it('finds each routed module in its remote, as the build describes it', () => {
    expect(missingModules(ALL_ROUTES, fromConfig)).toEqual([]);
  });

  it('finds each routed module in the remotes as built, where they are', () => {
    const builtOnes = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, built(remote)]).filter((entry): entry is [string, Descriptor] => entry[1] !== null));
    const routes = ALL_ROUTES.filter((route) => builtOnes[route.remote]);
    expect(missingModules(routes, builtOnes)).toEqual([]);
  });

  it('holds every remote to the contract: it exposes exactly the modules shared/src/contract/remote-modules.ts lists', () => {
    // The contract types each remote by name, so it names them again: exactly those of shared/remotes.json.
    expect(Object.keys(REMOTE_MODULES).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const remote of REMOTE_NAMES) expect([remote, fromConfig[remote].exposes]).toEqual([remote, exposedNames(remote as ContractRemote)]);
  });

  it('fails when a remote renames an export the shell routes to', () => {
    const renamed = { ...fromConfig, checkout: { ...fromConfig.checkout, exposes: fromConfig.checkout.exposes.map((name) => (name === './WalletPage' ? './Wallet' : name)) } };
    expect(missingModules(ALL_ROUTES, renamed)).toEqual(['#/wallet → checkout/WalletPage']);
  });
});

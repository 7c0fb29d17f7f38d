import fs from 'node:fs';
import semver from 'semver';
import { incompatibilities, type Incompatibility, type RemoteDescriptor } from '@pulp/shared/contract';
import { HttpError, notFound } from '../../http/errors';
import { writeWhole } from '../../db/write-whole';
import { localEntry, versionOfLocalEntry, type LocalBuilds } from './local-builds';

/** One build the registry knows. */
export interface KnownVersion {
  version: string;
  /** remoteEntry.js: a path on the shop ("mf/staff/…") or an http(s) URL. */
  entry: string;
  builtAt: string;
  registeredAt: string;
  exposes: string[];
  /** Shared singleton → range, from its remote.json (empty for an entry named only in the configuration). */
  shared: Record<string, string>;
}

interface RemoteRecord {
  active: string;
  /** The version that was active before the current one: where a shell falls back. */
  lastGood: string | null;
  versions: KnownVersion[];
  /** Set once a person or release tool chose the active version: a rebuild no longer replaces it. */
  pinned?: boolean;
}

/** What GET /rest/admin/remotes answers per remote. */
export interface RemoteStateView {
  name: string;
  active: string;
  entry: string;
  lastGood: string | null;
  versions: Omit<KnownVersion, 'shared'>[];
}

/** A version the configuration names by entry only (no remote.json was read for it). */
export const CONFIGURED_VERSION = '0.0.0+configured';

/** The sentence an incompatible build is refused with (the shell's card says the same, translated). */
export function incompatibleMessage(name: string, version: string, found: Incompatibility[]): string {
  const parts = found.map((item) => `${item.library} ${item.required} (the shell provides ${item.provided ?? 'none'})`);
  return `The ${name} build ${version} does not fit this shell: it needs ${parts.join(', ')}.`;
}

export interface RegistryOptions {
  /** The registry's file in the data directory. */
  file: string;
  names: readonly string[];
  builds: LocalBuilds;
  /** The configuration's `remotes`: an entry other than the default is the first active one. */
  configured: Record<string, string>;
  /** The singletons the shell provides (shell/dist/provided.json), or null when unknown. */
  provided: () => Record<string, string> | null;
}

/**
 * The runtime registry of remote versions: every build the shop knows per remote, the active
 * one and the one before it. It lives in the data directory, so a promotion survives restarts.
 */
export class RemoteRegistry {
  private records: Record<string, RemoteRecord> = {};
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change: the shell document, which inlines the manifest, is re-rendered. */
  revision = 0;

  constructor(private readonly options: RegistryOptions) {
    this.records = this.read();
    for (const name of options.names) this.adoptLocalBuild(name);
    this.write();
  }

  /** Remote → active entry: remotes.json and the shell document's boot data. */
  manifest(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.records).map(([name, record]) => [name, this.entryOf(record, record.active)]));
  }

  /** Remote → the entry of the version before the active one, where a shell falls back. */
  fallbacks(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const [name, record] of Object.entries(this.records)) if (record.lastGood) found[name] = this.entryOf(record, record.lastGood);
    return found;
  }

  /** Origins of every known absolute entry (the shell document's policy allows them). */
  origins(): string[] {
    const origins = new Set<string>();
    for (const record of Object.values(this.records)) {
      for (const known of record.versions) {
        if (/^https?:\/\//.test(known.entry)) origins.add(new URL(known.entry).origin);
      }
    }
    return [...origins];
  }

  list(): RemoteStateView[] {
    return Object.keys(this.records).map((name) => this.state(name));
  }

  state(name: string): RemoteStateView {
    const record = this.record(name);
    return {
      name,
      active: record.active,
      entry: this.entryOf(record, record.active),
      lastGood: record.lastGood,
      versions: record.versions.map(({ shared: _shared, ...known }) => known),
    };
  }

  /** The local build /mf/<name>/ serves unversioned: the active one when it is local, else the newest. */
  localVersion(name: string): string | null {
    const record = this.records[name];
    const active = record ? versionOfLocalEntry(name, this.entryOf(record, record.active)) : null;
    if (active && this.options.builds.folder(name, active)) return active;
    return this.options.builds.latest(name);
  }

  /** Makes a known version the active one (promote and rollback). */
  activate(name: string, version: string): RemoteStateView {
    const record = this.record(name);
    const known = record.versions.find((item) => item.version === version);
    if (!known) throw notFound(`The registry knows no version ${version} of ${name}. Register it with {"entry": "…/remoteEntry.js"} first.`);
    this.checkCompatible(name, known);
    record.pinned = true;
    if (record.active !== version) {
      record.lastGood = record.active;
      record.active = version;
      this.changed();
    } else {
      this.write();
    }
    return this.state(name);
  }

  /** Registers (or replaces) the build described by remote.json at `entry`, and activates it. */
  register(name: string, entry: string, descriptor: RemoteDescriptor): RemoteStateView {
    const record = this.record(name);
    if (descriptor.name !== name) throw new HttpError(422, `That build is the remote "${descriptor.name}", not "${name}".`);
    const known: KnownVersion = {
      version: descriptor.version,
      entry,
      builtAt: descriptor.builtAt,
      registeredAt: new Date().toISOString(),
      exposes: descriptor.exposes,
      shared: descriptor.shared,
    };
    this.checkCompatible(name, known);
    record.versions = [...record.versions.filter((item) => item.version !== known.version), known];
    if (record.active !== known.version) record.lastGood = record.active;
    record.active = known.version;
    record.pinned = true;
    this.changed();
    return this.state(name);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private checkCompatible(name: string, known: KnownVersion): void {
    const provided = this.options.provided();
    if (!provided) return;
    const found = incompatibilities(known.shared, provided, (version, range) => semver.satisfies(version, range));
    if (found.length) throw new HttpError(409, incompatibleMessage(name, known.version, found));
  }

  private record(name: string): RemoteRecord {
    const record = this.records[name];
    if (!record) throw notFound(`There is no remote called ${name}.`);
    return record;
  }

  private entryOf(record: RemoteRecord, version: string): string {
    return record.versions.find((item) => item.version === version)?.entry ?? '';
  }

  /**
   * A build of this checkout joins the known versions. It becomes active unless somebody chose
   * the active version (promote, rollback, or an entry of their own in the configuration): a
   * rebuild deploys itself, never over a version promoted from elsewhere. Without any build the
   * configuration's entry stands (the default one, mf/<name>/remoteEntry.js, serves whatever
   * build there is at request time).
   */
  private adoptLocalBuild(name: string): void {
    const { builds, configured } = this.options;
    const defaultEntry = `mf/${name}/remoteEntry.js`;
    let record = this.records[name];
    if (!record) {
      const entry = configured[name] || defaultEntry;
      const now = new Date().toISOString();
      record = {
        active: CONFIGURED_VERSION,
        lastGood: null,
        versions: [{ version: CONFIGURED_VERSION, entry, builtAt: now, registeredAt: now, exposes: [], shared: {} }],
        pinned: entry !== defaultEntry,
      };
      this.records[name] = record;
    }
    const latest = builds.latest(name);
    const descriptor = latest ? builds.descriptor(name, latest) : null;
    if (!latest || !descriptor) return;
    if (!record.versions.some((item) => item.version === latest)) {
      record.versions.push({ version: latest, entry: localEntry(name, latest), builtAt: descriptor.builtAt, registeredAt: new Date().toISOString(), exposes: descriptor.exposes, shared: descriptor.shared });
    }
    const activeVersion = versionOfLocalEntry(name, this.entryOf(record, record.active));
    const activeIsGone = activeVersion !== null && !builds.folder(name, activeVersion);
    if (record.active !== latest && (activeIsGone || !record.pinned)) {
      // The build before stays the fallback only while its files are still there.
      record.lastGood = activeVersion && !activeIsGone ? record.active : null;
      record.active = latest;
    }
    // The configuration's default entry only stood in until there was a build.
    record.versions = record.versions.filter((item) => !(item.version === CONFIGURED_VERSION && item.entry === defaultEntry && record.active !== CONFIGURED_VERSION));
  }

  private changed(): void {
    this.revision += 1;
    this.write();
    for (const listener of this.listeners) listener();
  }

  private read(): Record<string, RemoteRecord> {
    try {
      const parsed = JSON.parse(fs.readFileSync(this.options.file, 'utf8')) as { remotes?: Record<string, RemoteRecord> };
      const records: Record<string, RemoteRecord> = {};
      for (const name of this.options.names) {
        const record = parsed.remotes?.[name];
        if (record && typeof record.active === 'string' && Array.isArray(record.versions)) records[name] = record;
      }
      return records;
    } catch {
      return {};
    }
  }

  /** Written whole to a temporary file and renamed over the old one: a crash never leaves half a registry. */
  private write(): void {
    writeWhole(this.options.file, `${JSON.stringify({ remotes: this.records }, null, 2)}\n`);
  }
}

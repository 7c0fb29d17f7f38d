import fs from 'node:fs';
import path from 'node:path';
import type * as v from 'valibot';
import type { entities, HardenedSetting } from '@pulp/shared/contract';
import { SERVER_ROOT } from './settings';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ShopConfiguration {
  /**
   * Where browsers reach the shop. A preset or configuration file may set it (a shop behind a
   * proxy); otherwise it is the address the shop listens on (withBaseUrl).
   */
  server: { baseUrl: string };
  application: {
    domain: string;
    name: string;
    logo: string;
    theme: string;
    altcoinName: string;
    privacyContactEmail: string | null;
    showGitHubLinks: boolean;
    /** Links of the shop's social media; null hides one. */
    social: v.InferInput<typeof entities.SocialConfig>;
    recyclePage: { topProductImage: string; bottomProductImage: string };
    welcomeBanner: { showOnFirstStart: boolean; title: string; message: string };
    googleOauth: { clientId: string; authorizedRedirects: { uri: string; proxy?: string }[]; authorizeUrl: string; userInfoUrl: string };
    [key: string]: unknown;
  };
  challenges: {
    showSolvedNotifications: boolean;
    showHints: boolean;
    showMitigations: boolean;
    restrictToTutorialsFirst: boolean;
    safetyMode: 'auto' | 'enabled' | 'disabled';
    /**
     * Challenges whose code spots run their fix instead of the flaw (config/hardened.json: "all");
     * see hardened.ts. Absent or [] in every other preset.
     */
    hardened?: HardenedSetting;
  };
  ctf: {
    showFlagsInNotifications: boolean;
    showCountryDetailsInNotifications: 'none' | 'flag' | 'name' | 'both';
    key: string;
    shortFlags: boolean;
    /** Challenge key → country for CTF maps; challenges not listed get one assigned. */
    countryMapping?: Record<string, { name: string; code: string }>;
  };
  hackingInstructor: { isEnabled: boolean };
  /** Running as a team's shop under MultiJuicer (see docs/compatibility.md, "MultiJuicer"). */
  multiJuicer: {
    /**
     * How the progress codes of MultiJuicer's watchdog number challenges: the release of the
     * best-known shop whose challenge list its image carries (features/challenges/multijuicer),
     * or the path of that list (a .json file).
     */
    progressCodeNumbering: string;
    /**
     * The same-origin path of MultiJuicer's system-wide notifications, which the shell then
     * polls and shows (its balancer serves them at /multi-juicer/api/notifications); null: the
     * shop does not run under MultiJuicer.
     */
    notifications: string | null;
  };
  /** Signs the shop's regular coupons (features/coupons/regular.ts); never sent to clients. */
  coupons: { secret: string };
  /** Where the shell first finds each remote, until the remote registry (data/remotes.json) has a version of it. */
  remotes: Record<string, string>;
  /** Host names an administrator may register a remote build from (PUT /rest/admin/remotes/:name {entry}). */
  remoteHosts: string[];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: objects merge key by key, everything else (arrays too) is replaced. */
export function deepMerge<T>(base: T, override: unknown): T {
  if (!isObject(base) || !isObject(override)) return (override === undefined ? base : override) as T;
  const merged: JsonObject = { ...(base as JsonObject) };
  for (const [key, value] of Object.entries(override)) merged[key] = deepMerge(merged[key], value) as Json;
  return merged as T;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A preset name (config/<name>.json) or a path to a JSON file of overrides. */
export function presetFile(name: string): string {
  if (name.endsWith('.json')) return path.resolve(name);
  if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`PULP_CONFIG "${name}" is neither a preset name nor a .json file`);
  return path.join(SERVER_ROOT, 'config', `${name}.json`);
}

export function loadConfiguration(name: string): ShopConfiguration {
  const base = readJson(path.join(SERVER_ROOT, 'config', 'default.json')) as ShopConfiguration;
  if (name === 'default') return base;
  const file = presetFile(name);
  if (!fs.existsSync(file)) throw new Error(`PULP_CONFIG "${name}": no such preset (${file})`);
  return checkMultiJuicerSettings(checkHardenedSetting(deepMerge(base, readJson(file)), name), name);
}

/** multiJuicer.notifications is null or a path of this origin (the balancer answers on the shop's own origin). */
function checkMultiJuicerSettings(config: ShopConfiguration, name: string): ShopConfiguration {
  if (!isObject(config.multiJuicer)) throw new Error(`PULP_CONFIG "${name}": multiJuicer must be an object such as {"notifications": null}, not ${JSON.stringify(config.multiJuicer)}`);
  const { notifications, progressCodeNumbering } = config.multiJuicer;
  if (notifications !== null && (typeof notifications !== 'string' || !/^\/(?!\/)[\w\-./~%]*$/.test(notifications))) {
    throw new Error(`PULP_CONFIG "${name}": multiJuicer.notifications must be null or a path on the shop's origin such as "/multi-juicer/api/notifications", not ${JSON.stringify(notifications)}`);
  }
  if (typeof progressCodeNumbering !== 'string') throw new Error(`PULP_CONFIG "${name}": multiJuicer.progressCodeNumbering must be a string, not ${JSON.stringify(progressCodeNumbering)}`);
  return config;
}

/** challenges.hardened is "all" or a list of challenge keys (which keys exist is checked by the engine's setup). */
function checkHardenedSetting(config: ShopConfiguration, name: string): ShopConfiguration {
  const setting: unknown = config.challenges.hardened;
  const valid = setting === undefined || setting === 'all' || (Array.isArray(setting) && setting.every((key) => typeof key === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(key)));
  if (!valid) throw new Error(`PULP_CONFIG "${name}": challenges.hardened must be "all" or a list of challenge keys, not ${JSON.stringify(setting)}`);
  return config;
}

/** What the shell may read: everything but secrets. */
export function publicConfiguration(config: ShopConfiguration) {
  const { key: _key, ...ctf } = config.ctf;
  const { remotes: _remotes, remoteHosts: _remoteHosts, coupons: _coupons, multiJuicer, ...rest } = config;
  // The shell needs where to poll, not which file or list numbers the watchdog's codes.
  return { ...rest, ctf, multiJuicer: { notifications: multiJuicer.notifications } };
}

/** The address a browser on this machine types for a shop listening on host:port. */
export function listeningUrl(settings: { host: string; port: number }): string {
  const host = ['0.0.0.0', '::', '::1', ''].includes(settings.host) ? '127.0.0.1' : settings.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${settings.port}`;
}

/** The configuration with server.baseUrl set from where the shop listens, unless a file set it. */
export function withBaseUrl(config: ShopConfiguration, settings: { host: string; port: number }): ShopConfiguration {
  if (config.server?.baseUrl) return config;
  return { ...config, server: { ...config.server, baseUrl: listeningUrl(settings) } };
}

/** The configuration with ctf.key replaced when CTF_KEY is set (the environment wins over the file). */
export function withCtfKey(config: ShopConfiguration, ctfKey: string | null | undefined): ShopConfiguration {
  return ctfKey ? { ...config, ctf: { ...config.ctf, key: ctfKey } } : config;
}

import path from 'node:path';

/**
 * The repository root: this module runs from server/src/config (tests, development), from
 * server/dist/config (the compiled modules the scripts require) and from the production bundle
 * server/dist/index.js (scripts/bundle.mjs), one level less deep.
 */
export const REPO_ROOT = path.basename(__dirname) === 'config' ? path.resolve(__dirname, '..', '..', '..') : path.resolve(__dirname, '..', '..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');

export interface Settings {
  host: string;
  port: number;
  dataDir: string;
  configName: string;
  log: boolean;
  /** Development mode: open pages reload when a front-end build finishes. */
  dev: boolean;
  /** SOLUTIONS_WEBHOOK: every solve is POSTed here (MultiJuicer and other trainers' receivers). */
  solutionsWebhook: string | null;
  /** CTF_KEY: overrides ctf.key of the configuration (MultiJuicer sets it for every team's shop). */
  ctfKey: string | null;
}

function webhookUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SOLUTIONS_WEBHOOK must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SOLUTIONS_WEBHOOK must be an http(s) URL, got "${value}"`);
  return url.href;
}

/** Reads the environment: several shops can run side by side on other ports and data dirs. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(env.PULP_DATA_DIR || path.join(REPO_ROOT, 'data')),
    configName: env.PULP_CONFIG || 'default',
    log: env.PULP_LOG === '1' || env.PULP_LOG === 'true',
    dev: env.PULP_DEV === '1',
    solutionsWebhook: webhookUrl(env.SOLUTIONS_WEBHOOK),
    ctfKey: env.CTF_KEY || null,
  };
}

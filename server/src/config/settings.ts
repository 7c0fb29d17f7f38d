import path from 'node:path';

/** The repository root (server/dist/config or server/src/config → two levels up from server). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');

export interface Settings {
  host: string;
  port: number;
  dataDir: string;
  configName: string;
  log: boolean;
  /** Development mode: open pages reload when a front-end build finishes. */
  dev: boolean;
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
  };
}

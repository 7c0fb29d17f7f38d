import type { Settings } from './config/settings';

interface SystemError extends Error {
  code?: string;
  resource?: string;
  path?: string;
}

const REFUSED = new Set(['EACCES', 'EROFS', 'EPERM']);
const NOT_A_FOLDER = new Set(['ENOTDIR', 'ENOENT', 'EEXIST']);

/**
 * The one sentence a person reads when the shop cannot start, with what to do: the causes a
 * trainer meets (the port in use, a data directory the shop cannot write, the sandbox refusing
 * a path, a setting's own message, a data directory from a newer build) are named; anything
 * else is a flaw of the shop, shown with its stack for the report.
 */
export function startFailure(error: unknown, settings: Pick<Settings, 'host' | 'port' | 'dataDir'> | null): string {
  if (!(error instanceof Error)) return `Pulp could not start: ${String(error)}`;
  const failure = error as SystemError;
  const code = failure.code ?? '';
  if (code === 'ERR_ACCESS_DENIED') {
    const what = failure.resource ? ` ${failure.resource}` : '';
    return `Pulp could not start: Node's permission model refused it access to${what}. Start it without the sandbox (PULP_SANDBOX=0 pnpm start), or give it a data directory elsewhere (PULP_DATA_DIR=/path/to/folder pnpm start).`;
  }
  // Before the settings are read, the failure is a setting's own sentence (PORT must be a port number, …).
  if (!settings || failure.name === 'DataDirectoryTooNew') return `Pulp could not start: ${failure.message}`;
  if (code === 'EADDRINUSE') {
    return `Pulp could not start: another program already listens on ${settings.host}:${settings.port}. Stop it, or start the shop on another port (PORT=${settings.port === 3000 ? 3001 : settings.port + 1} pnpm start).`;
  }
  const onDataDirectory = failure.path?.startsWith(settings.dataDir) ?? false;
  if (REFUSED.has(code) || (onDataDirectory && NOT_A_FOLDER.has(code))) {
    return `Pulp could not start: it cannot write its data directory ${settings.dataDir} (${code}). Give it a folder it may write (PULP_DATA_DIR=/path/to/folder pnpm start).`;
  }
  return `Pulp could not start: ${failure.stack ?? failure.message}`;
}

// Node's permission model for the shop: read the app, read and write only the data directory,
// no child processes, no worker threads. better-sqlite3 is a native addon, so addons are allowed.
// pnpm start runs the server with these flags; the reliability suite's sandbox run uses the same.
import fs from 'node:fs';
import path from 'node:path';

/** The permission flag this Node knows (--permission from Node 22.13/23.5, --experimental-permission before), or null. */
function permissionFlag() {
  const known = process.allowedNodeEnvironmentFlags;
  if (known.has('--permission')) return '--permission';
  if (known.has('--experimental-permission')) return '--experimental-permission';
  return null;
}

/**
 * The flags for a server with this app folder and data directory (and a configuration file
 * outside the app, if one is named). Null when this Node cannot sandbox the shop (no
 * permission model, or no way to allow the database's native addon).
 */
export function permissionFlags({ appDir, dataDir, configFile }) {
  const flag = permissionFlag();
  if (!flag || !process.allowedNodeEnvironmentFlags.has('--allow-addons')) return null;
  fs.mkdirSync(dataDir, { recursive: true });
  const reads = [appDir, dataDir, ...(configFile ? [path.resolve(configFile)] : [])];
  return [flag, ...reads.map((folder) => `--allow-fs-read=${folder}`), `--allow-fs-write=${dataDir}`, '--allow-addons'];
}

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

/** Whether `inner` is `outer` or lies inside it. */
function isWithin(inner, outer) {
  return inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);
}

/**
 * The paths to grant, none inside another. Node 20 refuses `stat` and `readdir` of a granted
 * folder when another grant lies inside it (the default `./data` inside the app folder), so a
 * path already covered by a wider grant is not granted again.
 */
export function outermost(paths) {
  const unique = [...new Set(paths)];
  return unique.filter((candidate) => !unique.some((other) => other !== candidate && isWithin(candidate, other)));
}

/**
 * The read grants for the app, the data directory and a configuration file.
 *
 * Node's permission model (20 to 26 at least) refuses `stat` and `readdir` of a granted folder
 * whose path is the beginning of another grant's path, though not of anything inside it. The
 * app folder may be that shorter path (`/srv/pulp` beside `/srv/pulp-data`): the server never
 * needs the app folder's own entry. The data directory may not (`/srv/pulp` beside
 * `/srv/pulp-shop`): the database's driver checks that its folder exists. Then one wildcard
 * grant, the data directory's path followed by `*`, covers it and the grants it begins, which
 * also lets the shop read other folders beside it whose names begin the same way (`widened`).
 */
export function readGrants({ appDir, dataDir, configFile }) {
  const data = path.resolve(dataDir);
  const grants = outermost([path.resolve(appDir), data, ...(configFile ? [path.resolve(configFile)] : [])]);
  const begunByData = grants.filter((grant) => grant !== data && grant.startsWith(data) && !isWithin(grant, data));
  if (!begunByData.length) return { grants, widened: false };
  return { grants: [...grants.filter((grant) => grant !== data && !begunByData.includes(grant)), `${data}*`], widened: true };
}

/**
 * The flags for a server with this app folder and data directory (and a configuration file
 * outside the app, if one is named), and whether reads were widened (see readGrants). Null when
 * this Node cannot sandbox the shop (no permission model, or no way to allow the database's
 * native addon). Tested with every layout by the reliability suite's sandbox phase.
 */
export function sandboxFlags({ appDir, dataDir, configFile }) {
  const flag = permissionFlag();
  const known = process.allowedNodeEnvironmentFlags;
  if (!flag || !known.has('--allow-addons')) return null;
  const data = path.resolve(dataDir);
  fs.mkdirSync(data, { recursive: true });
  const { grants, widened } = readGrants({ appDir, dataDir: data, configFile });
  const flags = [flag, ...grants.map((grant) => `--allow-fs-read=${grant}`), `--allow-fs-write=${data}`, '--allow-addons'];
  return { flags, widened };
}

/** The flags alone (see sandboxFlags), or null. */
export function permissionFlags(layout) {
  return sandboxFlags(layout)?.flags ?? null;
}

// Which page is each remote's first: taken from the shell's route table (shared/routes.json), so
// routes that other features add are measured without touching the bench.
import fs from 'node:fs';
import { ROUTE_TABLE } from './paths.mjs';

/**
 * The routes of the route table (path, remote, module, guard: none when absent), as the shell
 * has them with nothing hardened. The token sale's route is left out: its path is not written
 * in the table (finding it is a challenge), and its remote's first page comes before it.
 */
export function listedRoutes(table = JSON.parse(fs.readFileSync(ROUTE_TABLE, 'utf8'))) {
  return table.routes.filter((route) => !route.obscured).map(({ path, remote, module, guard = 'none' }) => ({ path, remote, module, guard }));
}

/**
 * Per remote, the first listed route that loads something the start page did not: a page module
 * other than the start route's, at a path without parameters. Remotes with no such route are
 * left out (their first page is the start page itself, counted in the first load).
 */
export function firstPagePerRemote(routes, startPath = 'search') {
  const start = routes.find((route) => route.path === startPath);
  const chosen = new Map();
  for (const route of routes) {
    if (route.path.includes(':') || route.path === '*') continue;
    if (start && route.remote === start.remote && route.module === start.module) continue;
    if (!chosen.has(route.remote)) chosen.set(route.remote, route);
  }
  return [...chosen.values()];
}

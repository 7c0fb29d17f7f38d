// Which page is each remote's first: read from the shell's route table, so routes that other
// features add are measured without touching the bench.

const OBJECT_LITERAL = /\{[^{}]*\}/g;

function field(literal, name) {
  const match = new RegExp(`\\b${name}:\\s*(['"\`])([^'"\`]*)\\1`).exec(literal);
  return match ? match[2] : undefined;
}

/**
 * The entries of the route table in shell/src/app/routes.ts (path, remote, module, guard): the
 * list `routeTable` returns for a configuration (or a plain `ROUTES` list). A route that hardened
 * mode switches is written twice, the fix first: the last one, the route with nothing hardened,
 * is the one `ROUTES` holds and the bench measures.
 */
export function parseRouteTable(source) {
  const start = ['export const routeTable', 'export const ROUTES'].map((marker) => source.indexOf(marker)).find((index) => index >= 0);
  if (start === undefined) throw new Error('no ROUTES in the route table');
  const end = source.indexOf('];', start);
  const list = source.slice(start, end < 0 ? undefined : end);
  const routes = new Map();
  for (const [literal] of list.matchAll(OBJECT_LITERAL)) {
    const path = field(literal, 'path');
    const remote = field(literal, 'remote');
    const module = field(literal, 'module');
    if (path === undefined || !remote || !module) continue;
    routes.delete(path);
    routes.set(path, { path, remote, module, guard: field(literal, 'guard') ?? 'none' });
  }
  return [...routes.values()];
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

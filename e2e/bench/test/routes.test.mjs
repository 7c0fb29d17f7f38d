import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { firstPagePerRemote, parseRouteTable } from '../lib/routes.mjs';
import { ROUTE_TABLE } from '../lib/paths.mjs';

const SOURCE = `
import type { RemoteName } from '../features/remote/manifest';
export interface RemoteRoute { path: string; remote: RemoteName; module: string; guard?: Guard }
export const ROUTES: RemoteRoute[] = [
  { path: 'search', remote: 'catalog', module: 'SearchPage' },
  { path: 'hacking-instructor', remote: 'catalog', module: 'SearchPage' },
  { path: 'about', remote: 'catalog', module: 'AboutPage' },
  { path: 'login', remote: 'account', module: 'LoginPage' },
  { path: 'address/edit/:addressId', remote: 'checkout', module: 'AddressPage', guard: 'login' },
  {
    path: "basket",
    remote: "checkout",
    module: "BasketPage",
    guard: "login",
  },
  { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin', title: 'x' },
];
export const FALLBACK_ROUTE: RemoteRoute = { path: '*', remote: 'catalog', module: 'SearchPage' };
`;

test('reads every route of ROUTES, with its guard (none when absent), in any quoting or layout', () => {
  const routes = parseRouteTable(SOURCE);
  assert.equal(routes.length, 7);
  assert.deepEqual(routes[0], { path: 'search', remote: 'catalog', module: 'SearchPage', guard: 'none' });
  assert.deepEqual(routes[5], { path: 'basket', remote: 'checkout', module: 'BasketPage', guard: 'login' });
  assert.deepEqual(routes[6], { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin' });
  assert.ok(!routes.some((route) => route.path === '*'), 'the fallback is not a route of its own');
});

test('each remote\'s first page is its first route that loads something #/search did not', () => {
  const pages = firstPagePerRemote(parseRouteTable(SOURCE));
  assert.deepEqual(
    pages.map((route) => `${route.remote}:${route.path}`),
    ['catalog:about', 'account:login', 'checkout:basket', 'staff:administration'],
  );
});

test('a remote whose only page is the start page is left out', () => {
  const pages = firstPagePerRemote([
    { path: 'search', remote: 'catalog', module: 'SearchPage', guard: 'none' },
    { path: 'hacking-instructor', remote: 'catalog', module: 'SearchPage', guard: 'none' },
  ]);
  assert.deepEqual(pages, []);
});

test('a route hardened mode switches is read once, as it is with nothing hardened', () => {
  const source = `export const routeTable = (config: Config): RemoteRoute[] => [
  { path: 'search', remote: 'catalog', module: 'SearchPage' },
  isHardened(config, 'someChallenge')
    ? { path: 'tool', remote: 'checkout', module: 'ToolPage', guard: 'admin' }
    : { path: 'tool', remote: 'checkout', module: 'ToolPage' },
];`;
  assert.deepEqual(parseRouteTable(source).map((route) => [route.path, route.guard]), [['search', 'none'], ['tool', 'none']]);
});

test('the shell\'s real route table still parses and has the start route', () => {
  const routes = parseRouteTable(fs.readFileSync(ROUTE_TABLE, 'utf8'));
  assert.ok(routes.some((route) => route.path === 'search' && route.remote === 'catalog'));
  // The contract editor's route is switched by hardened mode: listed once, unguarded as by default.
  assert.deepEqual(routes.filter((route) => route.path === 'web3-sandbox').map((route) => route.guard), ['none']);
  assert.throws(() => parseRouteTable('export const OTHER = [];'), /no ROUTES/);
});

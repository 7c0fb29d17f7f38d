import test from 'node:test';
import assert from 'node:assert/strict';
import { REMOTE_NAMES } from '../../../shared/packages.cjs';
import { firstPagePerRemote, listedRoutes } from '../lib/routes.mjs';

const TABLE = {
  routes: [
    { path: 'search', remote: 'catalog', module: 'SearchPage' },
    { path: 'hacking-instructor', remote: 'catalog', module: 'SearchPage' },
    { obscured: true, remote: 'catalog', module: 'HiddenPage' },
    { path: 'about', remote: 'catalog', module: 'AboutPage', title: 'PAGE_TITLE_ABOUT' },
    { path: 'login', remote: 'account', module: 'LoginPage', form: true },
    { path: 'address/edit/:addressId', remote: 'checkout', module: 'AddressPage', guard: 'login' },
    { path: 'basket', remote: 'checkout', module: 'BasketPage', guard: 'login' },
    { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin', title: 'x' },
  ],
  oauthReturn: { path: 'access_token=*', remote: 'account', module: 'OAuthPage' },
  fallback: { path: '*', remote: 'catalog', module: 'SearchPage' },
};

test('takes every listed route with its guard (none when absent), but not the obscured one', () => {
  const routes = listedRoutes(TABLE);
  assert.equal(routes.length, 7);
  assert.deepEqual(routes[0], { path: 'search', remote: 'catalog', module: 'SearchPage', guard: 'none' });
  assert.deepEqual(routes[5], { path: 'basket', remote: 'checkout', module: 'BasketPage', guard: 'login' });
  assert.deepEqual(routes[6], { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin' });
  assert.ok(!routes.some((route) => route.module === 'HiddenPage'), 'a path the table does not write cannot be opened');
  assert.ok(!routes.some((route) => route.path === '*'), 'the fallback is not a route of its own');
});

test('each remote\'s first page is its first route that loads something #/search did not', () => {
  const pages = firstPagePerRemote(listedRoutes(TABLE));
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

test('the shell\'s real route table has the start route and a first page for every remote', () => {
  const routes = listedRoutes();
  assert.ok(routes.some((route) => route.path === 'search' && route.remote === 'catalog'));
  assert.deepEqual(firstPagePerRemote(routes).map((route) => route.remote).sort(), [...REMOTE_NAMES].sort());
  // The contract editor's guard is hardened mode's (in code): listed once, unguarded as by default.
  assert.deepEqual(routes.filter((route) => route.path === 'web3-sandbox').map((route) => route.guard), ['none']);
});

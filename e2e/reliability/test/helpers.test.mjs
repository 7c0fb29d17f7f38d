// Unit tests of the reliability suite's own helpers (node --test, part of pnpm test:unit).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { casesFor, INTENDED_5XX } from '../fuzz.mjs';
import { solveArithmetic } from '../load.mjs';
import { permissionFlags, readGrants } from '../../../server/scripts/permission-flags.mjs';

test('solveArithmetic computes the captcha questions with the usual precedence', () => {
  assert.equal(solveArithmetic('3*4+2'), 14);
  assert.equal(solveArithmetic('10-2*3'), 4);
  assert.equal(solveArithmetic(' 7 + 8 - 9 '), 6);
  assert.equal(solveArithmetic('2*3*4-1'), 23);
});

test('casesFor covers every mutation the issue lists for a write route with an id', () => {
  const cases = casesFor('/api/Addresss/:id', 'PUT', 'customer');
  const labels = new Set(cases.map((entry) => entry.label));
  for (const label of ['path parameter', 'query', '16 KB URL', 'token cookie %', 'invalid JSON', 'wrong types', 'empty object', 'extra fields and prototype keys', '1 MB string', 'deeply nested', 'text/plain', 'control characters', 'unicode edges', 'negative numbers', 'huge numbers', 'duplicate keys']) {
    assert.ok(labels.has(label), `missing ${label}`);
  }
  const paths = cases.map((entry) => entry.path);
  assert.ok(paths.some((value) => value.includes('..%2F')));
  assert.ok(paths.some((value) => value.includes('%2e%2e')));
  assert.ok(paths.some((value) => value.includes('%00')));
  assert.ok(paths.some((value) => value.includes('id=1&id=2')));
  // Writes never use the ids of real rows (that is the access-control suite's business).
  assert.ok(!paths.includes('/api/Addresss/1'));
  assert.ok(cases.every((entry) => entry.method === 'PUT'));
});

test('casesFor sends the big bodies only with the customer and no bodies to reads', () => {
  assert.ok(!casesFor('/api/Cards', 'POST', 'admin').some((entry) => entry.label === '1 MB string'));
  assert.ok(!casesFor('/api/Cards', 'GET', 'customer').some((entry) => entry.body !== undefined));
  assert.ok(casesFor('/api/Cards/:id', 'GET', 'none').some((entry) => entry.path === '/api/Cards/1'));
});

test('the intended 5xx are exactly the two documented challenges', () => {
  assert.deepEqual(INTENDED_5XX.map((entry) => entry.challenge).sort(), ['errorHandlingChallenge', 'rceChallenge']);
});

test('permissionFlags limit reads to the app and the data directory and writes to the data directory', (t) => {
  const flags = permissionFlags({ appDir: '/app', dataDir: '/tmp/pulp-flags-test', configFile: 'my.json' });
  t.after(async () => (await import('node:fs')).rmSync('/tmp/pulp-flags-test', { recursive: true, force: true }));
  if (flags === null) return; // this Node has no permission model: start runs without it
  assert.ok(flags[0] === '--permission' || flags[0] === '--experimental-permission');
  assert.deepEqual(flags.filter((flag) => flag.startsWith('--allow-fs-write')), ['--allow-fs-write=/tmp/pulp-flags-test']);
  assert.ok(flags.includes('--allow-fs-read=/app'));
  assert.ok(flags.some((flag) => flag.startsWith('--allow-fs-read=') && flag.endsWith('my.json')));
  assert.ok(!flags.some((flag) => /child-process|worker/.test(flag)));
});

test('readGrants grant no path inside another, and widen the data directory whose path begins the app folder\'s', () => {
  // Node 20 refuses stat of a granted folder with another grant inside it: ./data is covered by the app's grant.
  assert.deepEqual(readGrants({ appDir: '/srv/pulp', dataDir: '/srv/pulp/data' }), { grants: ['/srv/pulp'], widened: false });
  assert.deepEqual(readGrants({ appDir: '/srv/pulp', dataDir: '/srv/pulp-data' }), { grants: ['/srv/pulp', '/srv/pulp-data'], widened: false });
  assert.deepEqual(readGrants({ appDir: '/srv/pulp', dataDir: '/var/lib/pulp', configFile: '/srv/pulp/server/config/ctf.json' }), { grants: ['/srv/pulp', '/var/lib/pulp'], widened: false });
  // The driver stats the data directory itself: one wildcard covers it and the app folder its path begins.
  assert.deepEqual(readGrants({ appDir: '/srv/pulp-shop', dataDir: '/srv/pulp' }), { grants: ['/srv/pulp*'], widened: true });
  assert.deepEqual(readGrants({ appDir: '/srv/pulp', dataDir: '/srv' }), { grants: ['/srv'], widened: false });
});

// Unit tests of the reliability suite's own helpers (node --test, part of pnpm test:unit).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { casesFor, INTENDED_5XX } from '../fuzz.mjs';
import { ODD_CLAIMS, oddTokens, signWithShopKey, tokenKeyFile } from '../lib/tokens.mjs';
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

test('casesFor sends malformed Host and Origin headers with the caller\'s token, and the odd tokens once per route without one', () => {
  const cases = casesFor('/profile/image/url', 'POST', 'customer', { oddTokens: { 'id as text': 'x.y.z' } });
  const hosts = cases.filter((entry) => entry.headers?.host).map((entry) => entry.headers.host);
  for (const host of ['a b', 'x:99999', '[::1']) assert.ok(hosts.includes(host), `missing Host ${host}`);
  assert.ok(cases.filter((entry) => entry.headers?.host || entry.headers?.origin).every((entry) => !entry.dropToken));
  assert.ok(cases.some((entry) => entry.headers?.origin === 'garbage'));
  // The odd tokens go with the caller 'none' only, each replacing any token.
  assert.ok(!cases.some((entry) => entry.label.startsWith('odd token')));
  const anonymous = casesFor('/profile/image/url', 'POST', 'none', { oddTokens: { 'id as text': 'x.y.z' } });
  // Without a body and, for a write, with one the route's checks may let through to its handler.
  const odd = anonymous.filter((entry) => entry.label.startsWith('odd token'));
  assert.deepEqual(odd.map((entry) => [entry.headers.authorization, entry.dropToken, entry.body === undefined]), [['Bearer x.y.z', true, true], ['Bearer x.y.z', true, false]]);
  assert.ok(cases.some((entry) => entry.headers?.host === 'a b' && entry.body?.imageUrl));
});

test('signWithShopKey signs as the shop does: a token its public key verifies, for EC and RSA keys', (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-tokens-test-'));
  t.after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.mkdirSync(path.dirname(tokenKeyFile(dataDir)));
  for (const [type, options, dsaEncoding] of [['ec', { namedCurve: 'P-256' }, 'ieee-p1363'], ['rsa', { modulusLength: 2048 }, undefined]]) {
    const pair = generateKeyPairSync(type, { ...options, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    fs.writeFileSync(tokenKeyFile(dataDir), pair.privateKey);
    const token = signWithShopKey(dataDir, { status: 'success', data: { id: '1' } });
    const [header, payload, signature] = token.split('.');
    assert.equal(JSON.parse(Buffer.from(header, 'base64url')).alg, type === 'ec' ? 'ES256' : 'RS256');
    assert.deepEqual(JSON.parse(Buffer.from(payload, 'base64url')).data, { id: '1' });
    const key = createPublicKey(pair.publicKey);
    assert.ok(verify('sha256', Buffer.from(`${header}.${payload}`), dsaEncoding ? { key, dsaEncoding } : key, Buffer.from(signature, 'base64url')));
  }
  assert.deepEqual(Object.keys(oddTokens(dataDir)), Object.keys(ODD_CLAIMS));
});

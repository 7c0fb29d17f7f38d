import test from 'node:test';
import assert from 'node:assert/strict';
import { requestPhases, waitedFor, waterfallSvg } from '../lib/waterfall.mjs';

const at = (path, issued, end) => ({ url: `http://127.0.0.1:3000${path}`, issued, end });

test('a chain of requests, each issued after the last answer, is one phase each plus rendering', () => {
  const chain = [at('/', 0, 10), at('/main.js', 12, 20), at('/remotes.json', 21, 25), at('/1.js', 26, 30), at('/rest/products/search', 31, 40)];
  assert.equal(requestPhases(chain, 50).phases, 6);
});

test('what the document preloads is one phase, however long each takes', () => {
  // The preloads are issued while the document still arrives; the answers end at all times.
  const parallel = [at('/', 0, 10), at('/main.js', 5, 30), at('/1.js', 5, 80), at('/2.js', 6, 15), at('/rest/products/search', 6, 60)];
  const result = requestPhases(parallel, 100);
  assert.equal(result.phases, 3);
  assert.deepEqual(
    result.requests.map((request) => request.phase),
    [1, 2, 2, 2, 2],
  );
});

test('a URL counts once, and requests after the grid not at all', () => {
  const requests = [at('/', 0, 10), at('/main.js', 5, 20), at('/main.js', 30, 31), at('/late.js', 200, 210)];
  const result = requestPhases(requests, 100);
  assert.equal(result.requests.length, 2);
  assert.equal(result.phases, 3);
});

test('the first screen waits for code and its own data, not for the socket or images', () => {
  assert.equal(waitedFor('script', '/mf/catalog/remoteEntry.js'), true);
  assert.equal(waitedFor('fetch', '/rest/products/search'), true);
  assert.equal(waitedFor('fetch', '/api/Quantitys/'), true);
  assert.equal(waitedFor('other', '/rest/products/search'), true);
  assert.equal(waitedFor('other', '/favicon.svg'), false);
  assert.equal(waitedFor('fetch', '/assets/i18n/de.json'), true);
  assert.equal(waitedFor('fetch', '/rest/basket/1'), false);
  assert.equal(waitedFor('image', '/assets/public/images/products/apple.jpg'), false);
});

test('the picture has a bar per request and a grid line per panel', () => {
  const { requests } = requestPhases([at('/', 0, 10), at('/main.js', 5, 30)], 40);
  const svg = waterfallSvg([
    { title: 'before <1>', requests, gridAt: 40 },
    { title: 'after', requests, gridAt: 35 },
  ]);
  assert.match(svg, /^<svg /);
  assert.equal(svg.match(/<rect x=/g).length, 4);
  assert.equal(svg.match(/<line /g).length, 2);
  assert.match(svg, /before &#60;1&#62;/);
});

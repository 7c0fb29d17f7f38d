import test from 'node:test';
import assert from 'node:assert/strict';
import { askedServer, filesBeforeGrid, hashedRevalidations, isContentHashed } from '../lib/first-screen-files.mjs';

const BASE = 'http://127.0.0.1:4000';
const request = (path, type, issued) => ({ url: `${BASE}${path}`, type, issued });
const answer = (path, status, fromCache = false) => ({ url: `${BASE}${path}`, status, fromCache });

test('a file is content-hashed when its name carries webpack’s eight hex digits', () => {
  assert.equal(isContentHashed(`${BASE}/first-screen.4fc0cfd2.js`), true);
  assert.equal(isContentHashed(`${BASE}/mf/catalog/0.1.0+e49fe6d/85.e1d8492b.js`), true);
  assert.equal(isContentHashed(`${BASE}/main.js`), false);
  assert.equal(isContentHashed(`${BASE}/mf/catalog/0.1.0+e49fe6d/remoteEntry.js`), false);
  assert.equal(isContentHashed(`${BASE}/rest/products/search?q=`), false);
});

test('the files before the grid are the scripts and style sheets asked for by then, each URL once', () => {
  const requests = [
    request('/', 'document', 0),
    request('/main.js', 'script', 10),
    request('/main.js', 'script', 40), // the script element taking up its preload
    request('/first-screen.4fc0cfd2.js', 'script', 11),
    request('/theme.0123abcd.css', 'stylesheet', 12),
    request('/rest/products/search', 'fetch', 12),
    request('/favicon.svg', 'image', 13),
    request('/late.89abcdef.js', 'script', 501),
  ];
  assert.deepEqual(filesBeforeGrid(requests, 500), [`${BASE}/main.js`, `${BASE}/first-screen.4fc0cfd2.js`, `${BASE}/theme.0123abcd.css`]);
  assert.deepEqual(filesBeforeGrid([], 500), []);
});

test('a warm visit asks the server for what its cache did not answer, and a hashed file among them is a revalidation', () => {
  const responses = [
    answer('/', 304),
    answer('/main.js', 304),
    answer('/first-screen.4fc0cfd2.js', 200, true),
    answer('/bootstrap.f146ef55.js', 304),
    answer('/bootstrap.f146ef55.js', 304), // asked twice (preload and script): one revalidation
    answer('/mf/catalog/0.1.0+e49fe6d/remoteEntry.js', 304),
  ];
  assert.deepEqual(
    askedServer(responses).map((response) => new URL(response.url).pathname),
    ['/', '/main.js', '/bootstrap.f146ef55.js', '/mf/catalog/0.1.0+e49fe6d/remoteEntry.js'],
  );
  assert.deepEqual(hashedRevalidations(responses), [answer('/bootstrap.f146ef55.js', 304)]);
  assert.deepEqual(hashedRevalidations(responses.filter((response) => !response.url.includes('bootstrap'))), []);
});

import test from 'node:test';
import assert from 'node:assert/strict';
import { SHARED_LIBRARIES, copiesInPage, countCopies, identicalFiles } from '../lib/duplicates.mjs';

const library = (name) => SHARED_LIBRARIES.find((entry) => entry.name === name);
const file = (url, text) => ({ url: `http://127.0.0.1:4000${url}`, body: Buffer.from(text) });
const pad = 'x'.repeat(600);

function page(route, { loaded = {}, instances = {}, files = [] } = {}) {
  return { route, files, state: { loaded, instances } };
}

test('the issue\'s libraries are all checked', () => {
  const names = SHARED_LIBRARIES.map((entry) => entry.name);
  for (const name of ['react', 'react-dom', '@emotion/react', 'zustand', 'i18next', '@pulp/shared', '@pulp/shared/ui (Chakra)']) {
    assert.ok(names.includes(name), name);
  }
});

test('one copy everywhere is one copy', () => {
  const seen = copiesInPage(
    library('react'),
    page('search', { loaded: { react: ['19.3.1 from shell'] }, instances: { react: 1 }, files: [file('/923.js', `/** @license React\n * react.production.js */${pad}`)] }),
  );
  assert.deepEqual(seen, { copies: 1, views: { share: 1, instances: 1, code: 1 } });
});

test('a second copy shows in any one view: share entries, instances or downloaded code', () => {
  const react = library('react');
  assert.equal(copiesInPage(react, page('a', { loaded: { react: ['19.3.1 from shell', '19.2.0 from catalog'] }, instances: { react: 1 } })).copies, 2);
  assert.equal(copiesInPage(react, page('b', { loaded: { react: ['19.3.1 from shell'] }, instances: { react: 2 } })).copies, 2);
  const twice = [file('/923.js', ` * react.production.js ${pad}`), file('/mf/catalog/11.js', ` * react.production.js ${pad}1`)];
  assert.equal(copiesInPage(react, page('c', { loaded: { react: ['19.3.1 from shell'] }, files: twice })).copies, 2);
});

test('react-dom counts react-dom and react-dom/client share entries and its bundled code', () => {
  const seen = copiesInPage(library('react-dom'), page('search', { loaded: { 'react-dom': ['19.3.1 from shell'], 'react-dom/client': ['19.3.1 from shell'] } }));
  assert.equal(seen.copies, 1);
});

test('the same chunk fetched from two apps is found despite the app name in its wrapper', () => {
  const body = `{123:(e,t,n)=>{n.d(t,{x:()=>1})}}]);${pad}`;
  const groups = identicalFiles([
    file('/693.aaaa1111.js', `(self.webpackChunkshell=self.webpackChunkshell||[]).push([[693],${body}`),
    file('/mf/catalog/693.bbbb2222.js', `(self.webpackChunkcatalog=self.webpackChunkcatalog||[]).push([[693],${body}`),
    file('/main.js', `different ${pad}`),
  ]);
  assert.equal(groups.length, 1);
  assert.equal(groups[0].length, 2);
});

test('small runtime stubs that look alike are not duplicates', () => {
  assert.deepEqual(identicalFiles([file('/1.js', 'stub'), file('/mf/catalog/1.js', 'stub')]), []);
});

test('across pages, each library keeps its worst page and a duplicated file is reported once', () => {
  const body = `shared chunk ${pad}`;
  const dupFiles = [file('/9.js', body), file('/mf/account/9.js', body)];
  const result = countCopies([
    page('search', { loaded: { i18next: ['26.7.2 from shell'] }, files: dupFiles }),
    page('login', { loaded: { i18next: ['26.7.2 from shell', '26.7.2 from account'] }, files: dupFiles }),
  ]);
  assert.equal(result.i18next.copies, 2);
  assert.equal(result.i18next.page, 'login');
  assert.equal(result.react.copies, 0);
  const identical = Object.keys(result).filter((name) => name.startsWith('identical code'));
  assert.equal(identical.length, 1);
  assert.deepEqual(result[identical[0]].urls, ['/9.js', '/mf/account/9.js']);
});

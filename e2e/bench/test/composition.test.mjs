import test from 'node:test';
import assert from 'node:assert/strict';
import { appOfPath, attribute, chunkForFile, familyOf, packageOf } from '../lib/composition.mjs';

test('module paths map to their npm package, scoped or not, through pnpm\'s store layout', () => {
  assert.equal(packageOf('../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js', 'shell'), 'react-dom');
  assert.equal(packageOf('../node_modules/.pnpm/@ark-ui+react@5.39.0/node_modules/@ark-ui/react/dist/components/factory.js', 'shell'), '@ark-ui/react');
  assert.equal(packageOf('../node_modules/.pnpm/i18next@26.7.2/node_modules/i18next/dist/esm/i18next.js + 3 modules', 'shell'), 'i18next');
});

test('the apps\' own code and the federation plumbing are named as such', () => {
  assert.equal(packageOf('./src/bootstrap.tsx + 16 modules', 'shell'), 'shell (own code)');
  assert.equal(packageOf('../shared/src/index.ts + 15 modules', 'catalog'), '@pulp/shared (own code)');
  assert.equal(packageOf('../shared/src/ui/index.ts + 7 modules', 'catalog'), '@pulp/shared/ui (own code)');
  assert.equal(packageOf('consume shared module (default) react@* (singleton) (fallback: ../node_modules/.pnpm/react@19.3.1/node_modules/react/index.js)', 'shell'), 'federation/webpack runtime');
  assert.equal(packageOf('webpack/runtime/remotes loading', 'shell'), 'federation/webpack runtime');
  assert.equal(packageOf('../node_modules/.federation/entry.abc.js', 'shell'), 'federation/webpack runtime');
});

test('packages group into the families one decision would remove', () => {
  assert.equal(familyOf('@zag-js/menu'), 'Chakra UI (with Ark UI, Zag, Floating UI)');
  assert.equal(familyOf('@module-federation/runtime-core'), 'Module Federation runtime');
  assert.equal(familyOf('scheduler'), 'React DOM');
  assert.equal(familyOf('catalog (own code)'), "Pulp's own code");
  assert.equal(familyOf('left-pad'), 'left-pad');
});

test('a file\'s gzip bytes are split over its modules by source size, nested modules included', () => {
  const chunk = {
    modules: [
      { name: '../node_modules/.pnpm/a@1/node_modules/a/index.js', size: 300 },
      { name: './src/page.tsx + 2 modules', size: 100, modules: [
        { name: './src/page.tsx', size: 60 },
        { name: '../node_modules/.pnpm/b@1/node_modules/b/b.js', size: 40 },
      ] },
    ],
  };
  assert.deepEqual(attribute(chunk, 1000, 'catalog'), { a: 750, 'catalog (own code)': 150, b: 100 });
});

test('served files find their chunk by name, or by the chunk id when the hash differs', () => {
  const stats = { chunks: [{ id: 792, files: ['main.js'] }, { id: 590, files: ['590.51adc76a.js'] }] };
  assert.equal(chunkForFile(stats, 'main.js').id, 792);
  assert.equal(chunkForFile(stats, '590.00000000.js').id, 590);
  assert.equal(chunkForFile(stats, 'other.js'), undefined);
  assert.deepEqual(appOfPath('/mf/catalog/608.985ac930.js'), { app: 'catalog', file: '608.985ac930.js' });
  assert.deepEqual(appOfPath('/mf/catalog/0.1.0+4d89e9d/608.985ac930.js'), { app: 'catalog', file: '608.985ac930.js' });
  assert.deepEqual(appOfPath('/main.js'), { app: 'shell', file: 'main.js' });
});

import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { buildShop } from './src/app';
import { settingsFromEnv } from './src/config/settings';
(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i31-'));
  const t0 = performance.now();
  const shop = await buildShop(settingsFromEnv({ PULP_DATA_DIR: dir, PORT: '0' }));
  console.log('built', (performance.now() - t0).toFixed(0), 'ms');
  for (const url of ['/api-docs/openapi.json', '/api-docs/', '/api-docs', '/api-docs/json', '/api-docs/static/swagger-initializer.js', '/api-docs/static/swagger-ui.css', '/api-docs/yaml', '/api-docs/static/index.html']) {
    const r = await shop.app.inject({ method: 'GET', url });
    console.log(url, r.statusCode, r.headers['content-type'], r.body.length, String(r.headers['content-security-policy']).slice(0, 60));
  }
  const doc = (await shop.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json();
  console.log(Object.keys(doc.paths).length, 'paths', Object.keys(doc.components.schemas));
  console.log(JSON.stringify(doc.paths['/rest/products/reviews'].patch, null, 1).slice(0, 1500));
  console.log(shop.routes.filter(r => r.url.startsWith('/api-docs')).map(r => r.method + ' ' + r.url).join('\n'));
  await shop.close(); fs.rmSync(dir, { recursive: true, force: true });
})();

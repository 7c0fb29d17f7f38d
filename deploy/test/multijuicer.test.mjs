// deploy/multijuicer/values.yaml: the MultiJuicer keys that run Pulp. MultiJuicer builds each
// team's pod from them; the test builds the same pod and validates it like the chart.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { validateManifests } from '../helm/validate.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const values = YAML.parse(fs.readFileSync(path.join(HERE, '..', 'multijuicer', 'values.yaml'), 'utf8'));
const chartValues = YAML.parse(fs.readFileSync(path.join(HERE, '..', 'helm', 'pulp', 'values.yaml'), 'utf8'));

test('the MultiJuicer values give a valid team pod for Pulp, sized and secured like the chart', async () => {
  const shop = values.config.juiceShop;
  // What MultiJuicer puts in each team's pod (its own parts: the probe, CTF_KEY, the webhook and its config file).
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'juiceshop-apple' },
    spec: {
      securityContext: shop.podSecurityContext,
      containers: [
        {
          name: 'juice-shop',
          image: `${shop.image}:${shop.tag}`,
          imagePullPolicy: shop.imagePullPolicy,
          ports: [{ containerPort: 3000 }],
          readinessProbe: { httpGet: { path: '/rest/admin/application-version', port: 3000 } },
          livenessProbe: { httpGet: { path: '/rest/admin/application-version', port: 3000 } },
          env: [...shop.env, { name: 'NODE_ENV', value: 'multi-juicer' }, { name: 'CTF_KEY', value: shop.ctfKey }, { name: 'SOLUTIONS_WEBHOOK', value: 'http://progress-watchdog.training.svc/team/apple/webhook' }],
          resources: shop.resources,
          securityContext: shop.containerSecurityContext,
          volumeMounts: [...shop.volumeMounts, { name: 'juice-shop-config', mountPath: '/juice-shop/config/multi-juicer.yaml', subPath: 'multi-juicer.yaml', readOnly: true }],
        },
      ],
      volumes: [...shop.volumes, { name: 'juice-shop-config', configMap: { name: 'juice-shop-config' } }],
    },
  };
  assert.deepEqual(await validateManifests([pod]), []);
  assert.deepEqual(shop.resources, chartValues.resources);
  assert.deepEqual(shop.podSecurityContext, chartValues.podSecurityContext);
  assert.deepEqual(shop.containerSecurityContext, chartValues.securityContext);
  const mounts = Object.fromEntries(shop.volumeMounts.map((mount) => [mount.mountPath, mount.name]));
  assert.deepEqual(Object.keys(mounts).sort(), ['/data', '/etc/pulp', '/tmp']);
  assert.equal(shop.env.find((variable) => variable.name === 'PULP_CONFIG').value, '/etc/pulp/pulp.json');
  for (const mount of shop.volumeMounts) assert.ok(shop.volumes.some((volume) => volume.name === mount.name), `volume ${mount.name} exists`);
});

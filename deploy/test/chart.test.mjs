// The Helm chart deploy/helm/pulp, rendered (helm/render.mjs) with its defaults and with every
// option on, validated against the Kubernetes API schemas and types (helm/validate.mjs).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderChart } from '../helm/render.mjs';
import { validateManifests } from '../helm/validate.mjs';

const CHART = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'helm', 'pulp');
const objectsOf = (options) => renderChart(CHART, options).flatMap((rendered) => rendered.objects);
const byKind = (objects, kind) => objects.filter((object) => object.kind === kind);

test('the default rendering is a valid Deployment, Service, ConfigMap and PersistentVolumeClaim', async () => {
  const objects = objectsOf({ releaseName: 'team-apple' });
  assert.deepEqual(objects.map((object) => object.kind).sort(), ['ConfigMap', 'Deployment', 'PersistentVolumeClaim', 'Service']);
  assert.deepEqual(await validateManifests(objects), []);

  const [deployment] = byKind(objects, 'Deployment');
  assert.equal(deployment.metadata.name, 'team-apple-pulp');
  assert.equal(deployment.spec.replicas, 1);
  assert.equal(deployment.spec.strategy.type, 'Recreate');
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  assert.equal(container.image, 'localhost/pulp:0.1.0');
  assert.equal(container.readinessProbe.httpGet.path, '/rest/admin/readiness');
  assert.equal(container.livenessProbe.httpGet.path, '/rest/admin/application-version');
  assert.equal(container.readinessProbe.httpGet.port, 'http');
  assert.deepEqual(container.ports, [{ name: 'http', containerPort: 3000, protocol: 'TCP' }]);
  assert.deepEqual(container.resources, { requests: { cpu: '50m', memory: '224Mi' }, limits: { memory: '320Mi' } });
  assert.equal(pod.securityContext.runAsNonRoot, true);
  assert.equal(pod.securityContext.runAsUser, 10001);
  assert.equal(container.securityContext.readOnlyRootFilesystem, true);
  assert.deepEqual(container.securityContext.capabilities.drop, ['ALL']);
  const env = Object.fromEntries(container.env.map((variable) => [variable.name, variable.value]));
  assert.deepEqual(env, { HOST: '0.0.0.0', PORT: '3000', PULP_DATA_DIR: '/data', PULP_CONFIG: '/etc/pulp/pulp.json' });

  // /data on the claim, the configuration from the ConfigMap, /tmp writable.
  const mounts = Object.fromEntries(container.volumeMounts.map((mount) => [mount.mountPath, mount.name]));
  assert.deepEqual(mounts, { '/data': 'data', '/etc/pulp': 'config', '/tmp': 'tmp' });
  const volumes = Object.fromEntries(pod.volumes.map((volume) => [volume.name, volume]));
  const [claim] = byKind(objects, 'PersistentVolumeClaim');
  assert.equal(volumes.data.persistentVolumeClaim.claimName, claim.metadata.name);
  assert.equal(claim.spec.resources.requests.storage, '1Gi');
  const [configMap] = byKind(objects, 'ConfigMap');
  assert.equal(volumes.config.configMap.name, configMap.metadata.name);
  assert.deepEqual(JSON.parse(configMap.data['pulp.json']), {});

  const [service] = byKind(objects, 'Service');
  assert.deepEqual(service.spec.selector, deployment.spec.selector.matchLabels);
  assert.deepEqual(deployment.spec.template.metadata.labels, deployment.spec.selector.matchLabels);
});

test('every option on: ingress with TLS, configuration, webhook, CTF key secret, existing claim', async () => {
  const objects = objectsOf({
    releaseName: 'pulp',
    values: {
      image: { repository: 'registry.training.example/pulp', tag: '0.1.0-rc1' },
      ingress: { enabled: true, className: 'nginx', host: 'apple.training.example', annotations: { 'cert-manager.io/cluster-issuer': 'class' }, tls: [{ secretName: 'apple-tls', hosts: ['apple.training.example'] }] },
      config: { ctf: { shortFlags: true }, application: { name: 'Class Juice' } },
      solutionsWebhook: 'http://balancer.training.svc/team/apple/webhook',
      ctfKeySecret: { name: 'ctf', key: 'key' },
      persistence: { existingClaim: 'apple-data' },
      extraEnv: [{ name: 'PULP_LOG', value: '1' }],
      podLabels: { team: 'apple' },
    },
  });
  assert.deepEqual(await validateManifests(objects), []);
  assert.deepEqual(objects.map((object) => object.kind).sort(), ['ConfigMap', 'Deployment', 'Ingress', 'Service']);
  const [ingress] = byKind(objects, 'Ingress');
  assert.equal(ingress.spec.ingressClassName, 'nginx');
  assert.equal(ingress.spec.rules[0].host, 'apple.training.example');
  assert.equal(ingress.spec.rules[0].http.paths[0].backend.service.name, 'pulp');
  assert.deepEqual(ingress.spec.tls, [{ secretName: 'apple-tls', hosts: ['apple.training.example'] }]);
  const [deployment] = byKind(objects, 'Deployment');
  const [container] = deployment.spec.template.spec.containers;
  assert.equal(container.image, 'registry.training.example/pulp:0.1.0-rc1');
  const env = Object.fromEntries(container.env.map((variable) => [variable.name, variable]));
  assert.equal(env.SOLUTIONS_WEBHOOK.value, 'http://balancer.training.svc/team/apple/webhook');
  assert.deepEqual(env.CTF_KEY.valueFrom.secretKeyRef, { name: 'ctf', key: 'key' });
  assert.equal(env.PULP_LOG.value, '1');
  assert.equal(deployment.spec.template.metadata.labels.team, 'apple');
  const data = deployment.spec.template.spec.volumes.find((volume) => volume.name === 'data');
  assert.deepEqual(data, { name: 'data', persistentVolumeClaim: { claimName: 'apple-data' } });
  assert.deepEqual(JSON.parse(byKind(objects, 'ConfigMap')[0].data['pulp.json']), { ctf: { shortFlags: true }, application: { name: 'Class Juice' } });
});

test('without persistence the data is an emptyDir and no claim is made', async () => {
  const objects = objectsOf({ values: { persistence: { enabled: false } } });
  assert.deepEqual(await validateManifests(objects), []);
  assert.equal(byKind(objects, 'PersistentVolumeClaim').length, 0);
  const data = byKind(objects, 'Deployment')[0].spec.template.spec.volumes.find((volume) => volume.name === 'data');
  assert.deepEqual(data, { name: 'data', emptyDir: {} });
});

test('the validation catches what the API would refuse: a wrong type, a misspelt field, a missing field', async () => {
  const objects = objectsOf({});
  const deployment = byKind(objects, 'Deployment')[0];
  deployment.spec.replicas = 'one';
  deployment.spec.template.spec.containers[0].readinesProbe = deployment.spec.template.spec.containers[0].readinessProbe;
  delete byKind(objects, 'Service')[0].spec.ports[0].port;
  const problems = await validateManifests(objects);
  assert.ok(problems.some((problem) => /replicas must be integer/.test(problem)), problems.join('\n'));
  assert.ok(problems.some((problem) => /'"?readinesProbe"?' does not exist/.test(problem)), problems.join('\n'));
  assert.ok(problems.some((problem) => /Service .*port/.test(problem)), problems.join('\n'));
});

test('a values type the chart does not expect fails the rendering or the validation', async () => {
  // An object where the chart prints a scalar cannot render silently.
  assert.throws(() => objectsOf({ values: { service: { port: { number: 3000 } } } }), /is an object/);
  const problems = await validateManifests(objectsOf({ values: { resources: { requests: { memory: ['160Mi'] } } } }));
  assert.notDeepEqual(problems, []);
});

// pnpm --filter ./deploy render [-f values.yaml]… [--name release] [--namespace ns]: prints the
// chart's manifests as `helm template` would (see render.mjs for why Helm itself is not used).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { mergeValues, renderChart } from './render.mjs';

const { values: options } = parseArgs({
  options: { values: { type: 'string', short: 'f', multiple: true }, name: { type: 'string' }, namespace: { type: 'string' } },
});
const cwd = process.env.INIT_CWD ?? process.cwd();
let values = {};
for (const file of options.values ?? []) values = mergeValues(values, YAML.parse(fs.readFileSync(path.resolve(cwd, file), 'utf8')));
const chartDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pulp');
for (const { template, text } of renderChart(chartDir, { releaseName: options.name, namespace: options.namespace, values })) {
  if (text.trim()) process.stdout.write(`---\n# Source: pulp/templates/${template}\n${text.trim()}\n`);
}

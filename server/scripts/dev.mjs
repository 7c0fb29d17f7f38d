// pnpm dev: development builds of every app in watch mode plus the server (restarted on
// change). The server tells open pages to reload when a build finishes.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { FRONT_END_PACKAGES } from '../../shared/packages.cjs';
import { REPO_ROOT } from './packages.mjs';
import { writeCodingChallenges } from './coding-challenges.mjs';

const children = [];
function run(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(String(chunk).split('\n').filter(Boolean).map((line) => prefix + line).join('\n') + '\n'));
  }
  children.push(child);
  return child;
}

for (const app of FRONT_END_PACKAGES) {
  run(app, 'pnpm', ['exec', 'webpack', '--mode', 'development', '--watch'], path.join(REPO_ROOT, app));
}
// The server serves the coding challenges' snippets from a generated file (extracted once here).
writeCodingChallenges();
run('server', 'pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', '--conditions=pulp-source', 'src/index.ts'], path.join(REPO_ROOT, 'server'), { PULP_DEV: '1' });

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

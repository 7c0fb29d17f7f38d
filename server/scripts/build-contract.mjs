// Compiles the API contract (shared/src/contract) into the server's own dist, as the package
// `@pulp/shared` with only its `./contract` export and the plain lists the server reads (the
// remotes, their packages and the route table, copied as they are): the built server resolves
// `@pulp/shared/…` there (Node looks in dist/node_modules before server/node_modules),
// so running it needs neither the shared package nor its front-end dependencies — a
// production install (`pnpm deploy --prod`, the container image) has just `valibot`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(SERVER, 'dist', 'node_modules', '@pulp', 'shared');
fs.rmSync(target, { recursive: true, force: true });

const tsc = spawnSync(process.execPath, [path.join(SERVER, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(SERVER, '..', 'shared', 'tsconfig.contract.json'), '--outDir', path.join(target, 'contract')], {
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const LISTS = ['remotes.json', 'packages.cjs', 'routes.json'];
for (const file of LISTS) fs.copyFileSync(path.join(SERVER, '..', 'shared', file), path.join(target, file));

fs.writeFileSync(
  path.join(target, 'package.json'),
  `${JSON.stringify(
    {
      name: '@pulp/shared',
      private: true,
      description: 'The API contract, compiled for the server, and the lists it reads',
      exports: { './contract': './contract/index.js', ...Object.fromEntries(LISTS.map((file) => [`./${file}`, `./${file}`])) },
    },
    null,
    2,
  )}\n`,
);

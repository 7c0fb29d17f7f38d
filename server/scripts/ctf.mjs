// pnpm ctf export --format ctfd|rootthebox|fbctf [--out file]: the challenge list with flags for a
// CTF platform's import (see features/ctf-export in the server). Runs the built server code,
// building it first when it is stale.
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT, build, isStale } from './packages.mjs';

if (isStale('server')) build('server');
const require = createRequire(import.meta.url);
const { runCtfCommand } = require(path.join(REPO_ROOT, 'server', 'dist', 'features', 'ctf-export', 'cli.js'));
process.exitCode = runCtfCommand(
  process.argv.slice(2),
  process.env,
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
);

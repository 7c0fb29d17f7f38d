// pnpm start: build what is missing, then serve the whole shop (default http://127.0.0.1:3000).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureBuilt, REPO_ROOT } from './packages.mjs';

ensureBuilt();
const server = spawn(process.execPath, [path.join(REPO_ROOT, 'server', 'dist', 'index.js')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

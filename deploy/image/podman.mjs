// How podman runs containers on this machine: as is, or through the sandbox shim
// (sandbox/crun), or not at all — with the reason. pnpm test:image and .ci/run use it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SHIM = path.join(HERE, 'sandbox', 'crun');

function run(args, options = {}) {
  return spawnSync('podman', args, { encoding: 'utf8', timeout: 120_000, ...options });
}

/**
 * Probes with the image itself (its Node prints its version). Returns { global, run } (extra
 * arguments before the command and for `podman run`) or { skip: reason }.
 */
export function findPodman(image) {
  const version = run(['--version']);
  if (version.error || version.status !== 0) return { skip: 'podman is not installed (Debian package podman)' };
  if (run(['image', 'exists', image]).status !== 0) return { skip: `the image ${image} is not there (pnpm image builds it)` };
  const probe = (global, runArgs) => run([...global, 'run', '--rm', ...runArgs, '--entrypoint', '/usr/local/bin/node', image, '--version']);
  const plain = probe([], []);
  if (plain.status === 0) return { global: [], run: [], how: 'podman as is' };
  const shimmed = probe(['--runtime', SHIM], ['--cgroups=disabled']);
  if (shimmed.status === 0) return { global: ['--runtime', SHIM], run: ['--cgroups=disabled'], how: 'podman with the sandbox runtime shim (no CAP_SYS_RESOURCE, hybrid cgroups)' };
  const reason = (plain.stderr || plain.stdout || String(plain.error)).trim().split('\n').pop();
  return { skip: `podman cannot run containers here: ${reason}` };
}

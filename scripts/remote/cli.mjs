// pnpm remote <command>: what a team that owns one remote needs to ship it on its own.
//   deploy <name> --to <dir> [--version <v>] [--from <dist>] [--base-url <url>]   copy a build to a static host folder, print its entry URL
//   serve <dir> [--port 4100]                                     serve such a folder with CORS (a CDN stand-in)
//   list                                                          the shop's registry
//   promote <name> <version|entry-url>                            make a build the active one
//   rollback <name> [<version>]                                   back to a version (default: the one before)
// The registry commands talk to --shop (PULP_SHOP_URL, default http://127.0.0.1:3000) as an
// administrator: PULP_ADMIN_TOKEN, or PULP_ADMIN_EMAIL and PULP_ADMIN_PASSWORD.
import { parseArgs } from 'node:util';
import { deployBuild } from './deploy.mjs';
import { startStaticHost } from './static-host.mjs';
import { registryClient } from './registry-client.mjs';

const USAGE = `Usage:
  pnpm remote deploy <name> --to <dir> [--version <v>] [--from <dist>] [--base-url <url>]
  pnpm remote serve <dir> [--port 4100]
  pnpm remote list [--shop <url>]
  pnpm remote promote <name> <version|entry-url> [--shop <url>]
  pnpm remote rollback <name> [<version>] [--shop <url>]`;

function describe(state) {
  const lines = [`${state.name}: active ${state.active} (${state.entry})${state.lastGood ? `, before it ${state.lastGood}` : ''}`];
  for (const known of state.versions) lines.push(`  ${known.version === state.active ? '*' : ' '} ${known.version}  ${known.entry}`);
  return lines.join('\n');
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      version: { type: 'string' },
      'base-url': { type: 'string' },
      port: { type: 'string', default: '4100' },
      shop: { type: 'string', default: process.env.PULP_SHOP_URL ?? 'http://127.0.0.1:3000' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) return console.log(USAGE);
  const registry = () => registryClient({ shop: values.shop });
  switch (command) {
    case 'deploy': {
      if (!rest[0] || !values.to) throw new Error(`deploy needs a remote name and --to <dir>\n${USAGE}`);
      const deployed = deployBuild({ name: rest[0], to: values.to, from: values.from, version: values.version, baseUrl: values['base-url'] });
      console.log(`Copied ${rest[0]} ${deployed.version} to ${deployed.folder}`);
      console.log(`Entry: ${deployed.entry}`);
      console.log(`Promote it with: pnpm remote promote ${rest[0]} ${deployed.entry}`);
      return;
    }
    case 'serve': {
      if (!rest[0]) throw new Error(`serve needs a folder\n${USAGE}`);
      const host = await startStaticHost({ dir: rest[0], port: Number(values.port) });
      console.log(`Serving ${rest[0]} at ${host.url} (Ctrl+C stops)`);
      return;
    }
    case 'list':
      return console.log((await registry().list()).map(describe).join('\n'));
    case 'promote': {
      if (rest.length !== 2) throw new Error(`promote needs a remote name and a version or entry URL\n${USAGE}`);
      const started = Date.now();
      console.log(describe(await registry().promote(rest[0], rest[1])));
      console.log(`Promoted in ${Date.now() - started} ms; open shells load it on their next visit to ${rest[0]}.`);
      return;
    }
    case 'rollback':
      if (!rest[0]) throw new Error(`rollback needs a remote name\n${USAGE}`);
      return console.log(describe(await registry().rollback(rest[0], rest[1])));
    default:
      throw new Error(`Unknown command ${command}\n${USAGE}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

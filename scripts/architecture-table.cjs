// The route table of ARCHITECTURE.md, generated from the shell's route table (shared/routes.json)
// and what each remote exposes (mf-<name>/exposes.json):
//   node scripts/architecture-table.cjs          rewrites the table between the marker comments
//   node scripts/architecture-table.cjs --check  exits 1 when the table is out of date
// shell/test/architecture-table.test.ts fails when ARCHITECTURE.md and the code disagree.
// CommonJS, so that the shell's jest test can load the same functions the script uses.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTE_NAMES, remotePackage } = require('../shared/packages.cjs');
const ROUTE_TABLE = require('../shared/routes.json');

const REPO_ROOT = path.join(__dirname, '..');
const ARCHITECTURE_FILE = path.join(REPO_ROOT, 'ARCHITECTURE.md');
const TABLE_START = '<!-- route-table:start -->';
const TABLE_END = '<!-- route-table:end -->';
const HIDDEN_ROUTE_FILE = 'shell/src/app/hidden-route.ts';

/**
 * What one remote exposes: its exposes.json, which its webpack.config.js passes to the build.
 * @returns {Record<string, string>} exposed name ("./SearchPage") → source file relative to the remote
 */
function exposesOf(remote, root = REPO_ROOT) {
  const file = path.join(root, remotePackage(remote), 'exposes.json');
  const exposes = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!exposes || typeof exposes !== 'object' || Array.isArray(exposes)) throw new Error(`${path.relative(root, file)} is no object of exposed name → source file`);
  return exposes;
}

/** Every remote's exposes, by remote name. */
function allExposes(root = REPO_ROOT) {
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, exposesOf(remote, root)]));
}

function hashPath(route) {
  if (route.obscured) return `*obscured (see \`${HIDDEN_ROUTE_FILE}\`)*`;
  if (route.path === '*') return '*any other path*';
  if (route.path === 'access_token=*') return '`#/access_token=…` *(external sign-in return)*';
  return `\`#/${route.path}\``;
}

/** A repository path as a Markdown link relative to ARCHITECTURE.md (at the repository root). */
function fileLink(file) {
  return `[\`${file}\`](${file})`;
}

/**
 * The Markdown table: one row per route of the shell (then the sign-in return and the
 * fallback), then each exposed module that no route opens. Throws when a route names a
 * module its remote does not expose.
 * @param {{ routes: Array<{path?: string, obscured?: boolean, remote: string, module: string, guard?: string}>, extraRoutes?: Array<{path: string, remote: string, module: string, guard?: string}>, exposes: Record<string, Record<string, string>> }} input
 */
function architectureTable({ routes, extraRoutes = [], exposes }) {
  const used = new Set();
  const source = (route) => {
    const file = exposes[route.remote]?.[`./${route.module}`];
    if (!file) throw new Error(`Route ${route.path ?? '(obscured)'} opens ${route.remote}/${route.module}, which ${remotePackage(route.remote)}/exposes.json does not list`);
    used.add(`${route.remote}/${route.module}`);
    return `${remotePackage(route.remote)}/${file.replace(/^\.\//, '')}`;
  };
  const rows = [...routes, ...extraRoutes].map(
    (route) => `| ${hashPath(route)} | \`${remotePackage(route.remote)}\` | \`./${route.module}\` | ${fileLink(source(route))} | ${route.guard ?? ''} |`,
  );
  for (const [remote, modules] of Object.entries(exposes)) {
    for (const [name, file] of Object.entries(modules)) {
      if (used.has(`${remote}/${name.replace(/^\.\//, '')}`)) continue;
      rows.push(`| *no route* | \`${remotePackage(remote)}\` | \`${name}\` | ${fileLink(`${remotePackage(remote)}/${file.replace(/^\.\//, '')}`)} |  |`);
    }
  }
  return ['| route | remote | exposed module | source file | guard |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The document with the part between the two marker comments replaced by `table`. */
function withArchitectureTable(markdown, table) {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`ARCHITECTURE.md has no ${TABLE_START} … ${TABLE_END} section`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}

/** The table of the route table and the remotes as they are now. */
function currentTable(exposes = allExposes()) {
  return architectureTable({ routes: ROUTE_TABLE.routes, extraRoutes: [ROUTE_TABLE.oauthReturn, ROUTE_TABLE.fallback], exposes });
}

if (require.main === module) {
  const markdown = fs.readFileSync(ARCHITECTURE_FILE, 'utf8');
  const updated = withArchitectureTable(markdown, currentTable());
  if (process.argv.includes('--check')) {
    if (updated !== markdown) {
      console.error('ARCHITECTURE.md: the route table is out of date; run node scripts/architecture-table.cjs');
      process.exit(1);
    }
    console.log('ARCHITECTURE.md: the route table is up to date');
  } else {
    fs.writeFileSync(ARCHITECTURE_FILE, updated);
    console.log('ARCHITECTURE.md: route table written');
  }
}

module.exports = { ARCHITECTURE_FILE, TABLE_START, TABLE_END, exposesOf, allExposes, architectureTable, currentTable, withArchitectureTable };

// The route table of ARCHITECTURE.md, generated from the shell's route table
// (shell/src/app/routes.ts) and what each remote exposes (mf-<name>/webpack.config.js):
//   node scripts/architecture-table.cjs          rewrites the table between the marker comments
//   node scripts/architecture-table.cjs --check  exits 1 when the table is out of date
// shell/test/architecture-table.test.ts fails when ARCHITECTURE.md and the code disagree.
// CommonJS, so that the shell's jest test can load the same functions the script uses.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.join(__dirname, '..');
const ARCHITECTURE_FILE = path.join(REPO_ROOT, 'ARCHITECTURE.md');
const TABLE_START = '<!-- route-table:start -->';
const TABLE_END = '<!-- route-table:end -->';
const HIDDEN_ROUTE_FILE = 'shell/src/app/hidden-route.ts';

/** The five remotes, by federation name (the one list the builds use too). */
function remoteNames(root = REPO_ROOT) {
  return JSON.parse(fs.readFileSync(path.join(root, 'shared', 'remotes.json'), 'utf8'));
}

/**
 * What one remote exposes: its webpack.config.js run with the shared config factory replaced
 * by one that hands back its argument, so the real `exposes` object is read, not parsed text.
 * @returns {Record<string, string>} exposed name ("./SearchPage") → source file relative to the remote
 */
function exposesOf(remote, root = REPO_ROOT) {
  const dir = path.join(root, `mf-${remote}`);
  const file = path.join(dir, 'webpack.config.js');
  const fakeRequire = (id) => {
    if (id === '@pulp/shared/build/webpack.cjs') return { createWebpackConfig: (app) => app };
    throw new Error(`${path.relative(root, file)} requires ${id}: teach scripts/architecture-table.cjs about it`);
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', '__dirname', '__filename', fs.readFileSync(file, 'utf8'))(fakeRequire, module, module.exports, dir, file);
  const app = module.exports;
  if (!app || app.name !== remote || typeof app.exposes !== 'object') throw new Error(`${path.relative(root, file)} does not describe the remote ${remote}`);
  return app.exposes;
}

/** Every remote's exposes, by remote name. */
function allExposes(root = REPO_ROOT) {
  return Object.fromEntries(remoteNames(root).map((remote) => [remote, exposesOf(remote, root)]));
}

function hashPath(route, hiddenPaths) {
  if (hiddenPaths.includes(route.path)) return `*obscured (see \`${HIDDEN_ROUTE_FILE}\`)*`;
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
 * @param {{ routes: Array<{path: string, remote: string, module: string, guard?: string}>, extraRoutes?: Array<{path: string, remote: string, module: string, guard?: string}>, hiddenPaths?: string[], exposes: Record<string, Record<string, string>> }} input
 */
function architectureTable({ routes, extraRoutes = [], hiddenPaths = [], exposes }) {
  const used = new Set();
  const source = (route) => {
    const file = exposes[route.remote]?.[`./${route.module}`];
    if (!file) throw new Error(`Route ${route.path} opens ${route.remote}/${route.module}, which mf-${route.remote}/webpack.config.js does not expose`);
    used.add(`${route.remote}/${route.module}`);
    return `mf-${route.remote}/${file.replace(/^\.\//, '')}`;
  };
  const rows = [...routes, ...extraRoutes].map(
    (route) => `| ${hashPath(route, hiddenPaths)} | \`mf-${route.remote}\` | \`./${route.module}\` | ${fileLink(source(route))} | ${route.guard ?? ''} |`,
  );
  for (const [remote, modules] of Object.entries(exposes)) {
    for (const [name, file] of Object.entries(modules)) {
      if (used.has(`${remote}/${name.replace(/^\.\//, '')}`)) continue;
      rows.push(`| *no route* | \`mf-${remote}\` | \`${name}\` | ${fileLink(`mf-${remote}/${file.replace(/^\.\//, '')}`)} |  |`);
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

/**
 * Loads a TypeScript module of the shell for this script: transpiled by the shell's own
 * TypeScript, relative imports followed (type-only imports vanish in the transpile).
 */
function loadShellModule(file, loaded = new Map()) {
  if (loaded.has(file)) return loaded.get(file).exports;
  const ts = require(require.resolve('typescript', { paths: [path.join(REPO_ROOT, 'shell')] }));
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    fileName: file,
  });
  const module = { exports: {} };
  loaded.set(file, module);
  const localRequire = (id) => {
    if (id.startsWith('.')) return loadShellModule(path.join(path.dirname(file), `${id}.ts`), loaded);
    // A subpath of the shared package that is one TypeScript file (its exports name it), such as
    // `@pulp/shared/hardened`, which the route table reads for its hardened switch.
    const shared = /^@pulp\/shared\/(.+)$/.exec(id);
    const target = shared && require(path.join(REPO_ROOT, 'shared', 'package.json')).exports?.[`./${shared[1]}`];
    if (typeof target === 'string' && target.endsWith('.ts')) return loadShellModule(path.join(REPO_ROOT, 'shared', target), loaded);
    throw new Error(`${path.relative(REPO_ROOT, file)} imports ${id}: the route table must stay loadable without packages`);
  };
  new Function('require', 'module', 'exports', outputText)(localRequire, module, module.exports);
  return module.exports;
}

/** The table of the code as it is now (used by the script; the test imports the route table itself). */
function currentTable() {
  const appDir = path.join(REPO_ROOT, 'shell', 'src', 'app');
  const { ROUTES, OAUTH_RETURN_ROUTE, FALLBACK_ROUTE } = loadShellModule(path.join(appDir, 'routes.ts'));
  const { tokenSalePath } = loadShellModule(path.join(appDir, 'hidden-route.ts'));
  return architectureTable({ routes: ROUTES, extraRoutes: [OAUTH_RETURN_ROUTE, FALLBACK_ROUTE], hiddenPaths: [tokenSalePath()], exposes: allExposes() });
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

module.exports = { ARCHITECTURE_FILE, TABLE_START, TABLE_END, remoteNames, exposesOf, allExposes, architectureTable, withArchitectureTable };

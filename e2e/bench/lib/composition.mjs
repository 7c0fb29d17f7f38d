// What the downloaded JavaScript is made of: webpack's stats map each fetched file to the
// modules of its chunk, and each module to the npm package (or app) it comes from.

/** The npm package a module path belongs to, or the app's own code, or the federation runtime. */
export function packageOf(moduleName, app) {
  const name = moduleName.replace(/ \+ \d+ modules$/, '');
  if (/^(consume|provide) shared module|^container entry|^remote |^webpack\/runtime/.test(name)) return 'federation/webpack runtime';
  const nodeModules = name.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [first, second] = name.slice(nodeModules + 'node_modules/'.length).split('/');
    if (first === '.federation') return 'federation/webpack runtime';
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (name.includes('shared/src/ui/')) return '@pulp/shared/ui (own code)';
  if (name.includes('shared/src/')) return '@pulp/shared (own code)';
  if (name.startsWith('./')) return `${app} (own code)`;
  return name;
}

/** Leaf modules of a chunk: concatenated modules are split into the modules they hold. */
function leaves(modules) {
  return modules.flatMap((module) => (module.modules?.length ? leaves(module.modules) : [module]));
}

/** The stats chunk a served file came from: by file name, else by the numeric chunk id in it. */
export function chunkForFile(stats, fileName) {
  const exact = stats.chunks.find((chunk) => chunk.files.includes(fileName));
  if (exact) return exact;
  const id = /^(\d+)\./.exec(fileName)?.[1];
  return id === undefined ? undefined : stats.chunks.find((chunk) => String(chunk.id) === id);
}

/**
 * Splits a file's gzipped size over packages in proportion to their modules' source sizes
 * (webpack reports sizes before minification, so this is an estimate, good for ranking).
 */
export function attribute(chunk, gzBytes, app) {
  const modules = leaves(chunk.modules ?? []);
  const total = modules.reduce((sum, module) => sum + (module.size ?? 0), 0);
  const shares = {};
  for (const module of modules) {
    const name = packageOf(module.name, app);
    shares[name] = (shares[name] ?? 0) + (total ? (gzBytes * (module.size ?? 0)) / total : 0);
  }
  return shares;
}

/** Which app served a URL path: the shell at the root, a remote under /mf/<name>/ (and its version folder, if any). */
export function appOfPath(urlPath) {
  const remote = /^\/mf\/([^/]+)\/(?:\d+\.\d+\.\d+[^/]*\/)?(.+)$/.exec(urlPath);
  return remote ? { app: remote[1], file: remote[2] } : { app: 'shell', file: urlPath.replace(/^\//, '') };
}

/** Packages that ship together, so the lead sees what one decision (say, dropping one library) saves. */
const FAMILIES = [
  ['Module Federation runtime', /^@module-federation\/|^federation\/webpack runtime$/],
  ['Chakra UI (with Ark UI, Zag, Floating UI)', /^@(chakra-ui|ark-ui|zag-js|pandacss|floating-ui|internationalized)\/|^proxy-(compare|memoize)$/],
  ['React DOM', /^(react-dom|scheduler)$/],
  ['React, zustand', /^(react|use-sync-external-store|zustand)$/],
  ['React Router', /^(react-router|react-router-dom|cookie|set-cookie-parser)$/],
  ['emotion', /^@emotion\/|^(stylis|hoist-non-react-statics|react-is)$/],
  ['i18next, react-i18next', /^(i18next|react-i18next|html-parse-stringify|void-elements)$/],
  ['socket.io client', /^(socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io\/.*|debug|ms)$/],
  ['ky, valibot, jwt-decode, js-cookie', /^(ky|valibot|jwt-decode|js-cookie)$/],
  ["Pulp's own code", / \(own code\)$/],
];

export function familyOf(packageName) {
  return FAMILIES.find(([, pattern]) => pattern.test(packageName))?.[0] ?? packageName;
}

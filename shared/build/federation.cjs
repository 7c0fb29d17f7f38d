// One list of federation singletons for the shell and every remote: whatever mix of
// remote versions is deployed, the page holds exactly one copy of each of these.
// Chakra is not listed on its own: it is bundled inside '@pulp/shared/ui', which is
// itself a singleton, so only the components Pulp uses are shipped (and only once).
const fs = require('node:fs');
const path = require('node:path');

/**
 * The singletons the shell's first screen runs (its frame and the search page): the shell's
 * build bundles these with its entry (eager) instead of fetching each from a chunk group of its
 * own once the page asks for it. The lazily loaded parts of the UI kit stay out.
 */
const firstScreenSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@pulp/shared/router',
  'zustand',
  '@emotion/react',
  'i18next',
  'react-i18next',
  '@pulp/shared',
  '@pulp/shared/ui',
];

const singletonNames = [
  ...firstScreenSingletons,
  '@pulp/shared/ui-extra',
  '@pulp/shared/ui-forms',
  '@pulp/shared/ui-data',
  '@pulp/shared/ui-panels',
  '@pulp/shared/ui-slides',
];

/** The npm package a shared module comes from ("react/jsx-runtime" → "react"). */
function packageOf(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The installed version of a package as an app (its folder) resolves it. */
function installedVersion(pkg, dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/**
 * The semver range a build of this app needs of each singleton: a caret range of what it was
 * built against (same major, at least that version). remote.json lists these, and the
 * federation runtime enforces them (strictVersion).
 * @param {string} dir the app's folder
 * @returns {Record<string, string>} shared module → range
 */
function singletonRanges(dir) {
  return Object.fromEntries(singletonNames.map((name) => [name, `^${installedVersion(packageOf(name), dir)}`]));
}

/** The version of each singleton the shell provides (shell/dist/provided.json). */
function providedVersions(dir) {
  return Object.fromEntries(singletonNames.map((name) => [name, installedVersion(packageOf(name), dir)]));
}

/**
 * What the shell provides (and uses): one copy of each singleton, at its installed version;
 * those named in `eager` are part of the shell's entry files.
 * @param {string} dir the app's folder
 * @param {{ eager?: string[] }} [options]
 */
function sharedSingletons(dir, { eager = [] } = {}) {
  const unknown = eager.filter((name) => !singletonNames.includes(name));
  if (unknown.length) throw new Error(`not shared singletons, so they cannot be eager: ${unknown.join(', ')}`);
  const versions = providedVersions(dir);
  return Object.fromEntries(
    singletonNames.map((name) => [name, { singleton: true, requiredVersion: false, version: versions[name], ...(eager.includes(name) ? { eager: true } : {}) }]),
  );
}

/**
 * What a remote consumes: the shell's copies only. Remotes bundle no fallback copy, so a
 * shared module can never come from a remote's build — which matters for the two UI kit
 * modules, whose Chakra internals must be the shell's single instance. A provided version
 * outside the remote's range is an error, not a silent skew (strictVersion).
 */
function consumedSingletons(dir) {
  const ranges = singletonRanges(dir);
  return Object.fromEntries(
    singletonNames.map((name) => [name, { singleton: true, requiredVersion: ranges[name], strictVersion: true, import: false }]),
  );
}

/** The five remotes, by federation name; each lives in the folder mf-<name>. The one list of them. */
const remoteNames = require('../remotes.json');

module.exports = { singletonNames, firstScreenSingletons, packageOf, installedVersion, singletonRanges, providedVersions, sharedSingletons, consumedSingletons, remoteNames };

// One list of federation singletons for the shell and every remote: whatever mix of
// remote versions is deployed, the page holds exactly one copy of each of these.
// Chakra is not listed on its own: it is bundled inside '@pulp/shared/ui', which is
// itself a singleton, so only the components Pulp uses are shipped (and only once).
const singletonNames = [
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
  '@pulp/shared/ui-extra',
  '@pulp/shared/ui-forms',
  '@pulp/shared/ui-data',
  '@pulp/shared/ui-panels',
  '@pulp/shared/ui-slides',
];

/** What the shell provides (and uses): one copy of each singleton. */
const sharedSingletons = Object.fromEntries(
  singletonNames.map((name) => [name, { singleton: true, requiredVersion: false }]),
);

/**
 * What a remote consumes: the shell's copies only. Remotes bundle no fallback copy, so a
 * shared module can never come from a remote's build — which matters for the two UI kit
 * modules, whose Chakra internals must be the shell's single instance.
 */
const consumedSingletons = Object.fromEntries(
  singletonNames.map((name) => [name, { singleton: true, requiredVersion: false, import: false }]),
);

/** The five remotes, by federation name; each lives in the folder mf-<name>. The one list of them. */
const remoteNames = require('../remotes.json');

module.exports = { singletonNames, sharedSingletons, consumedSingletons, remoteNames };

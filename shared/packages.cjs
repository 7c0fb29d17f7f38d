// The shop's packages, from the one list of remotes (remotes.json): each remote lives in the
// folder mf-<name>, and the front ends are the shell and the remotes. Plain CommonJS beside plain
// JSON, so that every tool takes the lists from here without a build: Node scripts (require or
// import), the lint configuration, TypeScript (packages.d.cts) and the server's build.
const REMOTE_NAMES = require('./remotes.json');

/** The package folder of a remote ("staff" → "mf-staff"). */
const remotePackage = (name) => `mf-${name}`;

/** The shell and the remotes: the packages with screens, each with its i18n/<language>.json. */
const FRONT_END_PACKAGES = ['shell', ...REMOTE_NAMES.map(remotePackage)];

/** Every package's source folder, the shared one first and the server's last. */
const SOURCE_FOLDERS = ['shared/src', ...FRONT_END_PACKAGES.map((name) => `${name}/src`), 'server/src'];

module.exports = { REMOTE_NAMES, remotePackage, FRONT_END_PACKAGES, SOURCE_FOLDERS };

// A remote's build is a self-contained, versioned folder, mf-<name>/dist/<version>/, that a team
// can copy to any static host (pnpm remote deploy): remoteEntry.js, its chunks, its
// translations (i18n/<language>.json) and remote.json, which describes the build for the
// shop's registry and the shell's compatibility check. dist/latest.json names the newest build.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { Compilation, sources } = require('webpack');

const NAME = 'PulpRemoteArtifact';

/** A version folder name: semver with build metadata ("0.1.0+4d89e9d"), nothing a URL must escape. */
const VERSION_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The git short hash of the checkout, or "local" outside one. */
function gitShortHash(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'local';
  }
}

/**
 * The version of this build: package.json's version plus the git short hash as build metadata.
 * PULP_REMOTE_VERSION overrides it (release tooling, or a test that needs a second build).
 */
function remoteVersion(dir, env = process.env) {
  const version = env.PULP_REMOTE_VERSION || `${JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version}+${gitShortHash(dir)}`;
  if (!VERSION_PATTERN.test(version)) throw new Error(`Remote version "${version}" is not a semver version`);
  return version;
}

/**
 * remote.json: what the shop's registry and the shell need to know before loading a build.
 * @param {{ name: string, version: string, exposes: Record<string,string>, shared: Record<string,string>, builtAt?: string }} build
 */
function remoteDescriptor(build) {
  return {
    name: build.name,
    version: build.version,
    exposes: Object.keys(build.exposes).sort(),
    shared: build.shared,
    builtAt: build.builtAt ?? new Date().toISOString(),
  };
}

/**
 * The folder that takes this remote's version folders: mf-<name>/dist, or PULP_REMOTE_DIST (a
 * build made elsewhere, e.g. a journey's second version, that must not become this checkout's latest).
 */
function remoteDist(dir, env = process.env) {
  return env.PULP_REMOTE_DIST ? path.resolve(env.PULP_REMOTE_DIST) : path.join(dir, 'dist');
}

/** How many version folders a dist/ keeps (the current build and the ones before it). */
const KEPT_BUILDS = 3;

/** Removes all but the newest KEPT_BUILDS version folders of a dist/ (never the current build). */
function pruneBuilds(dist, current, keep = KEPT_BUILDS) {
  const folders = fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name) && entry.name !== current)
    .map((entry) => ({ name: entry.name, mtime: fs.statSync(path.join(dist, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of folders.slice(keep - 1)) fs.rmSync(path.join(dist, old.name), { recursive: true, force: true });
}

class RemoteArtifactPlugin {
  /** @param {{ name: string, version: string, dir: string, exposes: Record<string,string>, shared: Record<string,string> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, version, dir, exposes, shared, recordLatest = true } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remote.json', new sources.RawSource(`${JSON.stringify(remoteDescriptor({ name, version, exposes, shared }), null, 2)}\n`));
        // The remote's own strings travel with it, so a build on another origin brings its texts.
        const i18n = path.join(dir, 'i18n');
        for (const file of fs.existsSync(i18n) ? fs.readdirSync(i18n) : []) {
          if (!file.endsWith('.json')) continue;
          compilation.fileDependencies.add(path.join(i18n, file));
          compilation.emitAsset(`i18n/${file}`, new sources.RawSource(fs.readFileSync(path.join(i18n, file))));
        }
      });
    });
    // Beside the version folders: which one is the newest build of this checkout. Every commit
    // builds a new folder, so only the newest few stay (enough to roll back to).
    compiler.hooks.afterEmit.tap(NAME, () => {
      // A development server keeps its output in memory: nothing on disk to record or prune.
      if (!recordLatest) return;
      // The folder above the output: dist/ (or PULP_REMOTE_DIST), and a scratch folder when a
      // tool (the bench's composition) sends the output elsewhere, so the real dist/ is untouched.
      const dist = path.dirname(compiler.options.output.path);
      fs.writeFileSync(path.join(dist, 'latest.json'), `${JSON.stringify({ version })}\n`);
      pruneBuilds(dist, version);
    });
  }
}

/**
 * The shell's half: dist/provided.json lists the version of every singleton it provides, which
 * the shop's registry checks a remote's remote.json against before activating it.
 */
class ProvidedSingletonsPlugin {
  /** @param {Record<string, string>} provided shared module → version */
  constructor(provided) {
    this.provided = provided;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('provided.json', new sources.RawSource(`${JSON.stringify(this.provided, null, 2)}\n`));
      });
    });
  }
}

module.exports = { VERSION_PATTERN, KEPT_BUILDS, pruneBuilds, remoteVersion, remoteDist, remoteDescriptor, RemoteArtifactPlugin, ProvidedSingletonsPlugin };

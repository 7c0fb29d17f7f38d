// Writes dist/preload.json: which files a first screen needs, so that the server can list them
// in the shell document as preloads and the browser fetches them in parallel with main.js
// instead of discovering them one round trip after another.
//
// - The shell: `main` holds its entry's files (main.js first, then the first screen's libraries
//   it runs with), `entry` the files its bootstrap chunk needs (its chunk group plus the chunks
//   of every shared module those chunks consume, transitively), and `provides` the files of each
//   shared module it provides (a remote's page may consume one the shell's first screen did not
//   need).
// - A remote: `exposes` holds, per exposed page, its files and the shared modules it consumes.
const { Compilation, sources } = require('webpack');
const { consumedKeys, groupClosure, namedGroup, providedGroups } = require('./chunk-groups.cjs');

const NAME = 'PulpPreloadManifest';

class PreloadManifestPlugin {
  /** @param {{ host: boolean, bootstrapChunk?: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = this.options.host ? hostManifest(compilation, this.options.bootstrapChunk) : remoteManifest(compilation);
        compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

/** The JavaScript files of some chunk groups, sorted. */
function filesOf(groups) {
  const files = new Set();
  for (const group of groups) for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

function hostManifest(compilation, bootstrapChunk) {
  const provided = providedGroups(compilation);
  const closure = (groups) => filesOf(groupClosure(compilation, groups, provided));
  // The entry's own file first (main.js), then the files it needs loaded before it runs.
  const main = compilation.entrypoints.values().next().value;
  const mainFiles = main ? filesOf([main]) : [];
  const own = main ? [...main.getEntrypointChunk().files].filter((file) => file.endsWith('.js')) : [];
  return {
    main: [...own, ...mainFiles.filter((file) => !own.includes(file))],
    entry: closure([namedGroup(compilation, bootstrapChunk, NAME)]),
    provides: Object.fromEntries([...provided.keys()].sort().map((key) => [key, closure(provided.get(key))])),
  };
}

function remoteManifest(compilation) {
  const exposes = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      const name = String(block.loc && block.loc.name).replace(/^\.\//, '');
      if (!group) continue;
      exposes[name] = { files: filesOf([group]), consumes: [...consumedKeys(compilation, [group])].sort() };
    }
  }
  return { exposes };
}

module.exports = { PreloadManifestPlugin };

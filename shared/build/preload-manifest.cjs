// Writes dist/preload.json: which files a first screen needs, so that the server can list them
// in the shell document as preloads and the browser fetches them in parallel with main.js
// instead of discovering them one round trip after another.
//
// - The shell: `entry` holds the files its bootstrap chunk needs (its chunk group plus the
//   chunks of every shared module those chunks consume, transitively), and `provides` the files
//   of each shared module it provides (a remote's page may consume one the shell's first screen
//   did not need).
// - A remote: `exposes` holds, per exposed page, its files and the shared modules it consumes.
const { Compilation, sources } = require('webpack');

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

/** The JavaScript files of some chunk groups and the share keys their modules consume. */
function walk(compilation, groups) {
  const files = new Set();
  const consumes = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module' && module.options) consumes.add(module.options.shareKey);
      }
    }
  }
  return { files, consumes };
}

function blockGroups(compilation, module) {
  return module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

function hostManifest(compilation, bootstrapChunk) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && typeof module._name === 'string') provided.set(module._name, blockGroups(compilation, module));
  }
  /** Files of some groups plus, transitively, of the provided modules they consume. */
  const closure = (groups) => {
    const files = new Set();
    const seen = new Set();
    let pending = groups;
    while (pending.length) {
      const found = walk(compilation, pending);
      for (const file of found.files) files.add(file);
      pending = [];
      for (const key of found.consumes) {
        if (seen.has(key) || !provided.has(key)) continue;
        seen.add(key);
        pending.push(...provided.get(key));
      }
    }
    return [...files].sort();
  };
  const bootstrap = compilation.namedChunkGroups.get(bootstrapChunk);
  if (!bootstrap) throw new Error(`${NAME}: no chunk named ${bootstrapChunk}`);
  return {
    entry: closure([bootstrap]),
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
      const { files, consumes } = walk(compilation, [group]);
      exposes[name] = { files: [...files].sort(), consumes: [...consumes].sort() };
    }
  }
  return { exposes };
}

module.exports = { PreloadManifestPlugin };

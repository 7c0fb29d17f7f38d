// Gives the shell's entry file a content-hashed name (main.js → main.<hash>.js) once it is
// minified, so that browsers keep it for good like every other chunk: the document, which is
// revalidated on every visit, names it, so a new shell still reaches the next visit.
// webpack's own `[contenthash]` cannot be used in output.filename here: the federation runtime
// renders the entry's file name before content hashes exist.
const { Compilation } = require('webpack');

const NAME = 'PulpHashedEntry';

class HashedEntryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (OPTIMIZE_SIZE), before the HTML page is written (OPTIMIZE_INLINE),
      // the copies are compressed (OPTIMIZE_TRANSFER) and the preload manifest is made (REPORT).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const { hashFunction, hashDigest, hashSalt } = compilation.outputOptions;
        for (const entrypoint of compilation.entrypoints.values()) {
          const chunk = entrypoint.getEntrypointChunk();
          for (const file of [...chunk.files]) {
            const named = /^(.*)\.js$/.exec(file);
            if (!named) continue;
            const hash = compiler.webpack.util.createHash(hashFunction);
            if (hashSalt) hash.update(hashSalt);
            hash.update(compilation.getAsset(file).source.buffer());
            compilation.renameAsset(file, `${named[1]}.${String(hash.digest(hashDigest)).slice(0, 8)}.js`);
          }
        }
      });
    });
  }
}

module.exports = { HashedEntryPlugin };

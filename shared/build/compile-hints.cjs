// Chrome (136 and later) compiles every function of a script that starts with the comment
// `//# allFunctionsCalledOnLoad` while the script streams in, on a background thread, instead of
// on the main thread when each function is first called. The shell's entry files run almost all
// of their code before the first screen shows, so they carry it; other chunks stay lazily compiled.
const { BannerPlugin, Compilation } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The files that carry the hint: the shell's entry (main), its first screen's libraries and its bootstrap. */
const EAGER_FILES = /^(?:main|first-screen|bootstrap)\.(?:[0-9a-f]{8}\.)?js$/;

/**
 * Puts the hint on top of the eager files once they are minified (a minifier would drop the
 * comment), before their content hashes and compressed copies are made.
 */
function compileHintPlugin() {
  return new BannerPlugin({ banner: COMPILE_HINT, raw: true, entryOnly: false, test: EAGER_FILES, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 });
}

module.exports = { COMPILE_HINT, EAGER_FILES, compileHintPlugin };

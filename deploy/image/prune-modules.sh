#!/usr/bin/env bash
# deploy/image/prune-modules.sh DIR: removes from a production node_modules tree (the server's,
# as `pnpm deploy --prod` stages it) what a running shop never loads, so that the image stays
# small. Every rule names what it removes and why nothing at run time needs it; `pnpm test:image`
# proves the shop still logs in, orders (PDF invoice) and solves with the pruned tree.
set -euo pipefail
modules=${1:?usage: prune-modules.sh NODE_MODULES_DIR}/.pnpm
[ -d "$modules" ] || { echo "prune-modules.sh: no $modules" >&2; exit 1; }

# TypeScript (about 20 MB) comes along only as valibot's optional peer dependency, which pnpm
# links because the workspace has it; valibot never loads it (only its type declarations refer
# to it). The link it leaves behind dangles and is removed with the others below.
rm -rf "$modules"/typescript@*

# better-sqlite3: its C sources, the compiler's leftovers and the static SQLite library it was
# linked from. The native module itself stays (built for this very Node version).
for sqlite in "$modules"/better-sqlite3@*/node_modules/better-sqlite3; do
  rm -rf "$sqlite/deps" "$sqlite/src" "$sqlite/build/deps"
  find "$sqlite/build" -mindepth 1 -maxdepth 1 ! -name Release -exec rm -rf {} +
  find "$sqlite/build/Release" -mindepth 1 ! -name better_sqlite3.node -exec rm -rf {} +
done

# pdfkit: Node requires js/pdfkit.js (the package's "exports" for node); the browser and
# standalone bundles, the older-syntax copies, and the yarn release it publishes by mistake are
# not loaded. Its fonts (js/data, js/standard-fonts) stay.
for pdfkit in "$modules"/pdfkit@*/node_modules/pdfkit; do
  rm -rf "$pdfkit/.yarn" "$pdfkit/tools" "$pdfkit/types"
  rm -f "$pdfkit"/js/pdfkit.browser*.{js,mjs} "$pdfkit"/js/pdfkit.old.js "$pdfkit"/js/pdfkit.standalone.js
done
# fontkit (pdfkit's): Node takes dist/main.cjs or dist/module.mjs; the browser builds are not.
for fontkit in "$modules"/fontkit@*/node_modules/fontkit; do
  rm -f "$fontkit"/dist/browser*.{cjs,mjs}
done

# Type declarations and the TypeScript sources some packages ship beside their JavaScript
# (Node loads only the .js/.cjs/.mjs), source maps, documentation, and the packages' own tests,
# examples, CI and editor settings. Licences stay.
rm -rf "$modules"/@types+*
find "$modules" -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' -o -name '*.md' \
  -o -name '*.markdown' -o -name '.travis.yml' -o -name '.eslintrc*' -o -name '.nycrc*' -o -name '.npmignore' \
  -o -name '.gitattributes' -o -name '.editorconfig' -o -name '.prettierrc*' -o -name '.taprc' \) \
  ! -iname 'license*' -delete
find "$modules" -type d \( -name test -o -name tests -o -name __tests__ -o -name docs -o -name example -o -name examples \
  -o -name .github -o -name .vscode -o -name .husky \) -prune -exec rm -rf {} +
# Command shims (the image has no shell to run them) and links left pointing at nothing.
find "$modules/.." -type d -name .bin -prune -exec rm -rf {} +
find "$modules/.." -xtype l -delete

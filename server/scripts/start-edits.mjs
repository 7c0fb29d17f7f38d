// Start-up work of two libraries that the shop never needs before its first answer, taken out of
// the bundle by exact text edits at build time (issue 16: the server's start as a multiple of a
// bare Node server's). Each edit must match exactly once, or the build fails: a library upgrade
// then gets looked at again instead of silently losing the edit (or, worse, half of it).
import fs from 'node:fs';

/**
 * - fastify/lib/server.js loads node:https and node:http2 at the top for servers the shop never
 *   makes (it serves plain HTTP; TLS ends at the ingress), about 7 ms of module compilation per
 *   start on a 2-core machine. Loaded on use instead.
 * - find-my-way compiles, with `new Function`, a prefix matcher for every static node of the
 *   route tree as the node is made, and again each time a node is split while routes are added:
 *   some 600 compilations for Pulp's 280 routes, about 10 ms per start, most of them for nodes a
 *   shop is rarely asked about, or split again right away. A node now matches with
 *   String#startsWith (the same test: the first character was matched by the caller) until it
 *   has been asked 16 times, adding routes included, and then compiles its matcher as before.
 */
export const START_EDITS = [
  {
    file: /[\\/]fastify[\\/]lib[\\/]server\.js$/,
    edits: [
      ["const https = require('node:https')", "const https = { createServer: (...args) => require('node:https').createServer(...args) }"],
      [
        "const http2 = require('node:http2')",
        "const http2 = { createServer: (...args) => require('node:http2').createServer(...args), createSecureServer: (...args) => require('node:http2').createSecureServer(...args) }",
      ],
    ],
  },
  {
    file: /[\\/]find-my-way[\\/]lib[\\/]node\.js$/,
    edits: [
      [
        'class Node {',
        'function lazyPrefixMatch (prefix) {\n  let calls = 0\n  return function matchPrefixUntilCompiled (path, i) {\n    if (++calls > 16) this.matchPrefix = compilePrefixMatch(prefix)\n    return path.startsWith(prefix, i)\n  }\n}\n\nclass Node {',
      ],
      ['this.matchPrefix = kind === NODE_TYPES.STATIC ? compilePrefixMatch(prefix) : null', 'this.matchPrefix = kind === NODE_TYPES.STATIC ? lazyPrefixMatch(prefix) : null'],
      ['this.matchPrefix = compilePrefixMatch(childPrefix)', 'this.matchPrefix = lazyPrefixMatch(childPrefix)'],
    ],
  },
];

/** Applies the edits to one file's text; throws unless every edit matches exactly once. */
export function applyEdits(text, edits, file) {
  let result = text;
  for (const [from, to] of edits) {
    const count = result.split(from).length - 1;
    if (count !== 1) throw new Error(`start edit for ${file}: expected "${from}" once, found it ${count} times (was the library upgraded?)`);
    result = result.replace(from, () => to);
  }
  return result;
}

/**
 * The esbuild plugin (`plugin`), and `assertApplied()`, which throws after the build if a file it
 * should edit was never bundled (the library moved or was dropped).
 */
export function startEditsPlugin(edits = START_EDITS) {
  const applied = new Set();
  return {
    plugin: {
      name: 'start-edits',
      setup(build) {
        for (const { file, edits: list } of edits) {
          build.onLoad({ filter: file }, (args) => {
            applied.add(file);
            return { contents: applyEdits(fs.readFileSync(args.path, 'utf8'), list, args.path), loader: 'js' };
          });
        }
      },
    },
    assertApplied() {
      const missing = edits.filter(({ file }) => !applied.has(file)).map(({ file }) => String(file));
      if (missing.length > 0) throw new Error(`start edits: no bundled file matched ${missing.join(', ')}`);
    },
  };
}

// Which chunk groups of the shell's build a first screen loads: its bootstrap chunk's group and
// the groups of every shared module those chunks consume, transitively (a shared module is
// provided from a group of its own, loaded when the first consumer asks for it). The preload
// manifest lists their files.

/** The share key of each module the build provides, with the chunk groups it loads from. */
function providedGroups(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || typeof module._name !== 'string') continue;
    provided.set(
      module._name,
      module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean),
    );
  }
  return provided;
}

/** The share keys the modules of some chunk groups consume. */
function consumedKeys(compilation, groups) {
  const keys = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module' && module.options) keys.add(module.options.shareKey);
      }
    }
  }
  return keys;
}

/**
 * Some chunk groups and, transitively, the groups of the shared modules they consume (of those
 * this build provides). `provided` is providedGroups' map, passed in when already made.
 */
function groupClosure(compilation, groups, provided = providedGroups(compilation)) {
  const closure = new Set(groups);
  const seen = new Set();
  let pending = [...groups];
  while (pending.length) {
    const next = [];
    for (const key of consumedKeys(compilation, pending)) {
      if (seen.has(key) || !provided.has(key)) continue;
      seen.add(key);
      for (const group of provided.get(key)) {
        if (!closure.has(group)) next.push(group);
        closure.add(group);
      }
    }
    pending = next;
  }
  return closure;
}

/** The chunk group of a named chunk (webpackChunkName), or an error naming it. */
function namedGroup(compilation, name, plugin) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`${plugin}: no chunk named ${name}`);
  return group;
}

module.exports = { providedGroups, consumedKeys, groupClosure, namedGroup };

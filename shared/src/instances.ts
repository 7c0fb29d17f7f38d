/**
 * A page-wide register of library instances. Each app registers the objects it got
 * (its React, the session store); the federation singletons must leave one of each.
 */
type Registry = Record<string, Set<unknown>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { __PULP_INSTANCES__?: Registry };
  holder.__PULP_INSTANCES__ ??= {};
  return holder.__PULP_INSTANCES__;
}

export function registerInstance(name: string, instance: unknown): void {
  const entries = registry();
  (entries[name] ??= new Set()).add(instance);
}

/** How many distinct instances of each name this page holds. */
export function instanceCounts(): Record<string, number> {
  return Object.fromEntries(Object.entries(registry()).map(([name, set]) => [name, set.size]));
}

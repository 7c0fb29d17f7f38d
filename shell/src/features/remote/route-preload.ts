interface OwnedRoute<Remote extends string> {
  path: string;
  remote: Remote;
}

/** Whether a route pattern (":name" matches one segment, a trailing "*" the rest) matches a path. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  for (let index = 0; index < want.length; index += 1) {
    if (want[index].endsWith('*')) return (have[index] ?? '').startsWith(want[index].slice(0, -1));
    if (index >= have.length || (!want[index].startsWith(':') && want[index] !== have[index])) return false;
  }
  return want.length === have.length;
}

/**
 * The remote whose page a location hash shows: the owner in the route table, else the
 * fallback's (unknown paths show the search page). A plain matcher, because the router is a
 * shared module that is not loaded yet when main.js asks.
 */
export function remoteOfHash<Remote extends string>(hash: string, routes: readonly OwnedRoute<Remote>[], fallback: Remote): Remote {
  const path = hash.replace(/^#/, '').replace(/^\//, '').split('?')[0];
  return routes.find((route) => matches(route.path, path))?.remote ?? fallback;
}

/**
 * Starts the download of a remote's entry now, in parallel with the shell's own chunks,
 * instead of after them. The server's document already preloads the default route's remote;
 * this covers every other route. Entries on another origin are left to the federation runtime.
 */
export function preloadEntry(entry: string | undefined, doc: Document = document): void {
  if (!entry || new URL(entry).origin !== window.location.origin) return;
  const already = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).some((link) => link.href === entry);
  if (already) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = entry;
  doc.head.append(link);
}

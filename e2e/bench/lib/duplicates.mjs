// Counts how many copies of each federation singleton a page really holds, from three
// independent views: the instances the apps register (window.__PULP_INSTANCES__), the share
// entries the federation runtime loaded (window.__FEDERATION__.__SHARE__), and the downloaded
// code itself (a marker string that each copy of the library carries once).
import crypto from 'node:crypto';

/**
 * `share`: the federation share keys; `instance`: the name apps register the object under;
 * `markers`: strings found once in each bundled copy (React's license headers name the file).
 */
export const SHARED_LIBRARIES = [
  { name: 'react', share: ['react'], instance: 'react', markers: [' react.production.js'] },
  { name: 'react/jsx-runtime', share: ['react/jsx-runtime'], markers: [' react-jsx-runtime.production.js'] },
  { name: 'react-dom', share: ['react-dom', 'react-dom/client'], markers: [' react-dom-client.production.js', ' scheduler.production.js'] },
  { name: '@pulp/shared/router (React Router)', share: ['@pulp/shared/router'], markers: ['__reactRouterVersion'] },
  { name: 'zustand', share: ['zustand'] },
  { name: '@emotion/react', share: ['@emotion/react'], markers: ['__EMOTION_TYPE_PLEASE_DO_NOT_USE__'] },
  { name: 'i18next', share: ['i18next'], markers: ['ownPostProcessors'] },
  { name: 'react-i18next', share: ['react-i18next'] },
  { name: '@pulp/shared', share: ['@pulp/shared'], instance: 'sessionStore' },
  { name: '@pulp/shared/ui (Chakra)', share: ['@pulp/shared/ui'], markers: [':where(html, .chakra-theme)'] },
  { name: '@pulp/shared/ui-forms', share: ['@pulp/shared/ui-forms'] },
  { name: '@pulp/shared/ui-data', share: ['@pulp/shared/ui-data'] },
  { name: '@pulp/shared/ui-panels', share: ['@pulp/shared/ui-panels'] },
  { name: '@pulp/shared/ui-slides', share: ['@pulp/shared/ui-slides'] },
  { name: '@pulp/shared/ui-extra', share: ['@pulp/shared/ui-extra'] },
];

/** Files whose bodies contain the marker (distinct URLs). */
function filesWithMarker(files, marker) {
  return new Set(files.filter((file) => file.body.includes(marker)).map((file) => file.url)).size;
}

/**
 * The same code fetched under two URLs (say a library chunk from the shell and again from a
 * remote): bodies compared after removing what names the app and the chunk.
 */
export function identicalFiles(files) {
  const groups = new Map();
  for (const file of files) {
    if (file.body.length < 512) continue; // tiny runtime stubs look alike without being libraries
    const normalised = file.body
      .toString('utf8')
      .replace(/webpackChunk[\w$]+/g, 'webpackChunk')
      .replace(/^\(self\.webpackChunk=self\.webpackChunk\|\|\[\]\)\.push\(\[\[[^\]]*\]/, '');
    const digest = crypto.createHash('sha256').update(normalised).digest('hex');
    const urls = groups.get(digest) ?? new Set();
    urls.add(file.url);
    groups.set(digest, urls);
  }
  return [...groups.values()].filter((urls) => urls.size > 1).map((urls) => [...urls]);
}

/** Copies of one library in one page: the largest count any of the three views gives. */
export function copiesInPage(library, page) {
  const views = {};
  const shareCounts = library.share.map((key) => page.state.loaded[key]?.length ?? 0);
  views.share = Math.max(0, ...shareCounts);
  if (library.instance) views.instances = page.state.instances[library.instance] ?? 0;
  if (library.markers) views.code = Math.max(0, ...library.markers.map((marker) => filesWithMarker(page.files, marker)));
  return { copies: Math.max(...Object.values(views)), views };
}

/**
 * Per library, the most copies seen in any page, and in which page. Identical files fetched
 * twice count as one more duplicate each (whatever library they hold).
 */
export function countCopies(pages) {
  const result = {};
  for (const library of SHARED_LIBRARIES) {
    let worst = { copies: 0, views: {}, page: null };
    for (const page of pages) {
      const seen = copiesInPage(library, page);
      if (seen.copies > worst.copies) worst = { ...seen, page: page.route };
    }
    result[library.name] = worst;
  }
  const groups = new Map();
  for (const page of pages) {
    for (const urls of identicalFiles(page.files)) {
      const paths = urls.map((url) => new URL(url).pathname).sort();
      if (!groups.has(paths.join(' '))) groups.set(paths.join(' '), { copies: paths.length, views: { code: paths.length }, page: page.route, urls: paths });
    }
  }
  [...groups.values()].forEach((group, index) => {
    result[`identical code fetched twice (${index + 1})`] = group;
  });
  return result;
}

// The first screen's request waterfall: how many round trips in a row the page
// waits for before the first product card, from Chromium's own request timings, and a picture
// of it for docs/performance.md.

/**
 * The requests the first screen waits for: the document, its scripts and style sheets, and the
 * data the shell and the search page read. Requests the page makes for later (the socket,
 * images, the basket count, the challenge list) do not hold up the grid.
 */
const WAITED_FETCHES = [/\/remotes\.json$/, /\/rest\/admin\/application-(configuration|version)$/, /\/assets\/i18n\/[^/]+\.json$/, /\/rest\/products\/search$/, /\/api\/Quantitys\/?$/];

/** Whether the first screen waits for a request of this type and path. */
export function waitedFor(type, pathname) {
  if (type === 'document' || type === 'script' || type === 'stylesheet') return true;
  // A <link rel="preload" as="fetch"> is reported as "other" by Chromium, the fetch it serves as "fetch".
  return (type === 'fetch' || type === 'xhr' || type === 'other') && WAITED_FETCHES.some((pattern) => pattern.test(pathname));
}

/**
 * Sequential phases before the first product card. `requests` are { url, issued, end } in ms
 * from the same origin (the document first); a request is one phase after the latest phase
 * whose answer had fully arrived before it was issued, and everything after the document is at
 * least phase 2. A URL counts once (a preloaded file that a script tag then takes from the
 * cache is not a new phase). The count adds one phase for rendering the grid, so that the
 * best possible page reads 3: document, code and data in parallel, render.
 */
export function requestPhases(requests, gridAt) {
  const seen = new Set();
  const timed = requests
    .filter((request) => request.issued <= gridAt && !seen.has(request.url) && seen.add(request.url))
    .sort((a, b) => a.issued - b.issued);
  const phased = [];
  for (const [index, request] of timed.entries()) {
    let phase = index === 0 ? 1 : 2;
    for (const earlier of phased) {
      if (earlier.end <= request.issued) phase = Math.max(phase, earlier.phase + 1);
    }
    phased.push({ ...request, phase });
  }
  const deepest = phased.reduce((max, request) => Math.max(max, request.phase), 0);
  return { phases: deepest + 1, requests: phased };
}

const escapeXml = (text) => String(text).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const COLOURS = ['#64748b', '#ea580c', '#2563eb', '#16a34a', '#9333ea', '#db2777', '#ca8a04', '#0891b2', '#dc2626', '#4d7c0f'];

/**
 * An SVG of one or more waterfalls side by side in time (say, before and after): a bar per
 * request from issue to answer, coloured by phase, and a line where the grid appeared.
 * `panels` are { title, requests (from requestPhases), gridAt }.
 */
export function waterfallSvg(panels, { width = 900 } = {}) {
  const row = 12;
  const label = 260;
  const span = Math.max(...panels.map((panel) => Math.max(panel.gridAt, ...panel.requests.map((request) => request.end)))) * 1.05;
  const scale = (ms) => label + ((width - label - 10) * ms) / span;
  const parts = [];
  let y = 10;
  for (const panel of panels) {
    const phases = panel.requests.reduce((max, request) => Math.max(max, request.phase), 0) + 1;
    parts.push(`<text x="4" y="${y + 12}" font-weight="bold">${escapeXml(panel.title)}: grid at ${Math.round(panel.gridAt)} ms, ${phases} phases</text>`);
    y += 20;
    const top = y;
    for (const request of panel.requests) {
      const name = new URL(request.url).pathname.replace(/^.*\/(?=[^/]+\/[^/]+$)/, '…/');
      const colour = COLOURS[(request.phase - 1) % COLOURS.length];
      parts.push(`<text x="4" y="${y + row - 3}">${escapeXml(name.length > 40 ? `${name.slice(0, 39)}…` : name)}</text>`);
      parts.push(`<rect x="${scale(request.issued).toFixed(1)}" y="${y + 2}" width="${Math.max(1, scale(request.end) - scale(request.issued)).toFixed(1)}" height="${row - 4}" fill="${colour}"><title>phase ${request.phase}</title></rect>`);
      y += row;
    }
    parts.push(`<line x1="${scale(panel.gridAt).toFixed(1)}" y1="${top}" x2="${scale(panel.gridAt).toFixed(1)}" y2="${y}" stroke="#111" stroke-dasharray="4 2"/>`);
    parts.push(`<text x="${(scale(panel.gridAt) + 3).toFixed(1)}" y="${top + 10}">grid</text>`);
    y += 16;
  }
  for (let ms = 0; ms <= span; ms += span > 2000 ? 500 : 250) parts.push(`<text x="${scale(ms).toFixed(1)}" y="${y}" fill="#555">${ms} ms</text>`);
  y += 8;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" font-family="sans-serif" font-size="10"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>\n`;
}

/**
 * The payload the shop's XSS challenges ask trainees to plant: an iframe whose source is a
 * javascript: URL that alerts "xss". Quote styles, spacing and letter case may vary, as they
 * do when people type it by hand or a browser re-serialises it.
 */
const IFRAME_ALERT_XSS = /<iframe\s+src\s*=\s*(["'`]?)\s*javascript:\s*alert\(\s*(["'`])xss\2\s*\)\s*\1\s*\/?>/i;

export function holdsIframeXss(text: string): boolean {
  return IFRAME_ALERT_XSS.test(text);
}

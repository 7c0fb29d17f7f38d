/**
 * Whether a text holds the score board's XSS payload, `<iframe src="javascript:alert(`xss`)">`,
 * in any of its harmless spellings: either quote (or none) around the source, any quote
 * around xss, any letter case, optional spaces.
 */
const IFRAME_ALERT = /<iframe\s+src\s*=\s*["']?\s*javascript:\s*alert\(\s*[`'"]xss[`'"]\s*\)\s*["']?\s*\/?\s*>/i;

export function holdsIframeAlert(text: string): boolean {
  return IFRAME_ALERT.test(text);
}

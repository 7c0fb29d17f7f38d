/**
 * What the legacy profile page's rendering tells the challenge engine (CSP Bypass): the
 * payload in the username, and a policy that lets it run.
 */

/** A script element that alerts "xss". */
const SCRIPT_ALERT_XSS = /<script\b[^>]*>\s*alert\(\s*(["'`])xss\1\s*\)\s*;?\s*<\/script\s*>/i;

export const holdsScriptAlert = (html: string) => SCRIPT_ALERT_XSS.test(html);

/** Whether a policy lets inline scripts run: its first script-src (a browser ignores repeats) allows 'unsafe-inline'. */
export function allowsInlineScripts(policy: string): boolean {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const scripts = directives.find(([name]) => name?.toLowerCase() === 'script-src') ?? directives.find(([name]) => name?.toLowerCase() === 'default-src');
  return Boolean(scripts?.slice(1).some((source) => source.toLowerCase() === "'unsafe-inline'"));
}

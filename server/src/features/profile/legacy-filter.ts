/**
 * The legacy profile page's own input filter, kept from the time the page was a separate app:
 * it takes script tags and inline event handlers out of a username before it is stored.
 */
export function filterUsername(username: string): string {
  // vuln: usernameXssChallenge — one pass of the filter: the pieces left on both sides of a
  // removed tag join into a new tag that nothing checks again.
  return username.replace(/<\/?script\b[^>]*>/gi, '').replace(/\son[a-z]+\s*=/gi, ' data-removed=');
}

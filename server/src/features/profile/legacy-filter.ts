import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';

/**
 * The legacy profile page's own input filter, kept from the time the page was a separate app:
 * it takes script tags and inline event handlers out of a username before it is stored.
 */
export function filterUsername(username: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  // vuln: usernameXssChallenge — one pass of the filter: the pieces left on both sides of a
  // removed tag join into a new tag that nothing checks again.
  if (isHardened(config, 'usernameXssChallenge')) {
    // Passes until one changes nothing: a tag that two pieces join into is taken out by the next.
    const filtered = username.replace(SCRIPT_TAG, '').replace(EVENT_HANDLER, ' data-removed=');
    return filtered === username ? filtered : filterUsername(filtered, config);
  } else {
    return username.replace(SCRIPT_TAG, '').replace(EVENT_HANDLER, ' data-removed=');
  }
}

/** An opening or closing script tag, attributes and all. */
const SCRIPT_TAG = /<\/?script\b[^>]*>/gi;
/** An inline event handler's attribute name (onload=, onerror=, …). */
const EVENT_HANDLER = /\son[a-z]+\s*=/gi;

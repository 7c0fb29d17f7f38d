/** The banner cookies every journey starts with, so the welcome banner and cookie notice stay out of the way. */
export const DISMISSED_BANNER_COOKIES = [
  { name: 'welcomebanner_status', value: 'dismiss' },
  { name: 'cookieconsent_status', value: 'dismiss' },
].map((cookie) => ({
  ...cookie,
  // Cookies ignore ports: this covers the suite's shop and the journeys' own shops alike.
  domain: '127.0.0.1',
  path: '/',
  expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}));

/** storageState for the suite: banners dismissed. Banner journeys use NO_COOKIES instead. */
export const BANNERS_DISMISSED = { cookies: DISMISSED_BANNER_COOKIES, origins: [] };
export const NO_COOKIES = { cookies: [], origins: [] };

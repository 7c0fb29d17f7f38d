/**
 * A picture address as an image source: its origin (scheme, host and port) when that is made of
 * a host name's characters only, so nothing of what the customer typed can end the directive.
 */
export function originSource(picture: string): string[] {
  try {
    const { origin } = new URL(picture);
    return /^https?:\/\/[a-z0-9.:[\]-]+$/.test(origin) ? [origin] : [];
  } catch {
    return [];
  }
}

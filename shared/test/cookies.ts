/** What the page wrote to document.cookie, so tests can read attributes such as expires. */
export interface CookieWrite {
  name: string;
  value: string;
  attributes: Record<string, string>;
  /** The expiry as a time, when the write had one. */
  expires: Date | null;
}

export function recordCookieWrites(): { writes: CookieWrite[]; restore: () => void } {
  const writes: CookieWrite[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get?.call(document),
    set: (raw: string) => {
      const [pair, ...rest] = raw.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const attributes = Object.fromEntries(
        rest.map((part) => {
          const at = part.indexOf('=');
          return at < 0 ? [part.toLowerCase(), ''] : [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
        }),
      );
      writes.push({
        name: decodeURIComponent(pair.slice(0, separator)),
        value: decodeURIComponent(pair.slice(separator + 1)),
        attributes,
        expires: attributes.expires ? new Date(attributes.expires) : null,
      });
      descriptor.set?.call(document, raw);
    },
  });
  return { writes, restore: () => delete (document as unknown as Record<string, unknown>).cookie };
}

/** Removes every cookie of the test page. */
export function clearCookies(): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

import { createHash } from 'node:crypto';
import type { ShopConfiguration } from '../../../config/configuration';
import { isRedirectAllowed } from '../../../config/redirect-allowlist';

/**
 * Payloads as trainees type them vary in quotes, case and spacing: compare a normal form
 * (lower case, no quotes, single spaces, no space around "=" or before ">", no closing tag).
 */
export function normalisedMarkup(text: string): string {
  return text
    .toLowerCase()
    .replace(/["']/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*=\s*/g, '=')
    .replace(/\s*(\/?)>/g, '$1>')
    .replace(/<\/iframe>$/, '')
    .trim();
}

/** The classic DOM XSS probe: an iframe whose source is a javascript: URL. */
export const LOCAL_XSS_PAYLOAD = '<iframe src="javascript:alert(`xss`)">';

/** Our bonus payload: an iframe that plays the shop's own jingle (GET /jingle). */
export const BONUS_PAYLOAD = '<iframe src="/jingle" width="320" height="110" allow="autoplay" style="border:0"></iframe>';

export const isLocalXssPayload = (text: string) => normalisedMarkup(text) === normalisedMarkup(LOCAL_XSS_PAYLOAD);
export const isBonusPayload = (text: string) => normalisedMarkup(text) === normalisedMarkup(BONUS_PAYLOAD);

/**
 * The token sale's route, known to the server only by its SHA-256: the plain path is written
 * nowhere (the shell's hidden-route.ts keeps it obfuscated too).
 */
const TOKEN_SALE_PATH_SHA256 = '9a4a5ebb47fef495aabc1c6af4146ad94a5e89edb6c8443c997e78ca29de19c3';

export function isTokenSalePath(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return createHash('sha256').update(path).digest('hex') === TOKEN_SALE_PATH_SHA256;
}

/** Where the deluxe page's decal image comes from, for a ?testDecal= value (see mf-checkout testDecal.ts). */
const DECAL_FOLDER = 'assets/public/images/deluxe/';
const SHOP = 'http://shop.invalid/';

/**
 * A test decal that leaves the decal folder for ./redirect and through it shows an image from
 * another site on the membership card. Resolved as the browser would, never fetched.
 */
export function isCrossSiteDecal(config: ShopConfiguration, testDecal: string): boolean {
  let source: URL;
  try {
    source = new URL(DECAL_FOLDER + testDecal, SHOP);
  } catch {
    return false;
  }
  if (source.origin !== new URL(SHOP).origin || source.pathname !== '/redirect') return false;
  const target = source.searchParams.get('to');
  if (!target || !isRedirectAllowed(config, target)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(target).protocol);
  } catch {
    return false;
  }
}

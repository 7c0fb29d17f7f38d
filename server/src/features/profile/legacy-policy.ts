import type { ShopConfiguration } from '../../config/configuration';
import { isHardened } from '../../config/hardened';
import { basePolicy, serialisePolicy } from '../../http/security-headers';
import { originSource } from './picture-origin';

/** http(s), then printable characters only: what the legacy form checks of a picture address. */
export const PICTURE_ADDRESS = /^https?:\/\/[\x21-\x7e][\x20-\x7e]{0,498}$/;

/**
 * The legacy profile page's own Content Security Policy: the shop's base policy, with the
 * customer's picture from another site allowed as an image source (the page shows it without
 * copying it). Image sources come first, as the page always wrote them.
 */
export function profilePolicy(config: ShopConfiguration, picture: string | null): string {
  const { 'img-src': images, ...rest } = basePolicy(config);
  // vuln: usernameXssChallenge — the address is written into the header as it was typed, so a
  // ";" in it ends the image sources and starts a directive of the customer's choosing.
  const imageSources = isHardened(config, 'usernameXssChallenge')
    ? [...images, ...(picture ? originSource(picture) : [])].join(' ')
    : picture ? `${images.join(' ')} ${picture}` : images.join(' ');
  return `img-src ${imageSources}; ${serialisePolicy(rest)}`;
}

import type { FormatterModule } from 'i18next';
import { textDirection } from '../contract/languages';

/** Unicode's FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Puts a text that goes into a sentence in a direction of its own: an English product name ending
 * in a full stop inside an Arabic sentence keeps its full stop at its own end.
 */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * i18next's formatter, asked for every interpolated value (`alwaysFormat`): in a right-to-left
 * language each text value (a product name, a city, an email) is isolated. Left-to-right
 * languages keep their values as they are, so English texts stay exactly what trainers'
 * automation matches. Named formats (`{{x, number}}`) are not used by the shop.
 */
export const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back as it came: i18next turns numbers into text itself and treats an
  // undefined value as a missing one.
  format: (value: unknown, _format, language) => (typeof value === 'string' && value !== '' && language && textDirection(language) === 'rtl' ? isolate(value) : (value as string)),
};

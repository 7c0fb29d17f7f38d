import type { TFunction } from 'i18next';
import { dataTextKey, type DataTextKind } from '../contract/languages';

/**
 * A text the shop's data holds in English (a delivery method's name, a security question) in
 * the reader's language; one a trainer added without a key shows as it is.
 */
export function dataText(t: TFunction, kind: DataTextKind, text: string): string {
  return t(dataTextKey(kind, text), { defaultValue: text });
}

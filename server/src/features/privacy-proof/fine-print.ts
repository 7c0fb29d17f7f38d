import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config/settings';

/** The privacy policy's texts that carry glowing <hot> words, in reading order (mf-account's PrivacyPolicyPage). */
export const FINE_PRINT_KEYS = ['PRIVACY_INTRO', 'PRIVACY_USE_TEXT', 'PRIVACY_SHARING_TEXT', 'PRIVACY_RIGHTS_TEXT'];

/** A policy's glowing words joined into a path, lower-cased: /we/squeeze/nothing/out/of/your/data. */
export function finePrintPath(texts: Record<string, string>): string | null {
  const words = FINE_PRINT_KEYS.flatMap((key) => [...(texts[key] ?? '').matchAll(/<hot>(.*?)<\/hot>/g)].map((match) => match[1].trim().toLowerCase()));
  return words.length && words.every((word) => word && !word.includes('/')) ? `/${words.join('/')}` : null;
}

/**
 * The hidden path of every language the policy is written in, derived from the words each
 * language's mf-account/i18n/<language>.json makes glow, so a new translation brings its own.
 */
export function finePrintPaths(root = REPO_ROOT): string[] {
  const dir = path.join(root, 'mf-account', 'i18n');
  if (!fs.existsSync(dir)) return [];
  const paths = fs
    .readdirSync(dir)
    .filter((file) => /^[a-z]{2}(?:_[A-Z]{2})?\.json$/.test(file))
    .sort()
    .map((file) => finePrintPath(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>));
  return [...new Set(paths.filter((found): found is string => found !== null))];
}

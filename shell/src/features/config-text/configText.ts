import type { TFunction } from 'i18next';

/**
 * Texts from the configuration (welcome banner, cookie notice) are either literal text a
 * trainer wrote, or the key of one of our translations (the presets use keys, so the default
 * texts follow the visitor's language).
 */
export function configText(t: TFunction, value: string | undefined, options: Record<string, unknown> = {}): string {
  if (!value) return '';
  return /^[A-Z][A-Z0-9_]+$/.test(value) ? t(value, { defaultValue: value, ...options }) : value;
}

import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A field's error message (a translation key from the shared schemas), translated. */
export function fieldMessage(t: TFunction, error: FieldError | undefined): string | undefined {
  return error?.message ? t(error.message) : undefined;
}

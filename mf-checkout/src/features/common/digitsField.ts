import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** A field's text as the number the form holds: none (NaN) while it is empty. */
export function digitsToNumber(raw: unknown): number {
  const text = String(raw ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * A field of digits (phone and card numbers) as a text input with the number pad of a phone
 * (inputmode, pattern): a number input added spinner arrows and, empty, had its value set to
 * "NaN", which the browser refuses with a warning. What is not a digit is dropped as it is typed,
 * as a number input refused letters; the form still holds a number, so the schema's checks are
 * the ones of before. An empty field starts undefined, not NaN, for the same reason.
 */
export function digitsField<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const field = register(name, { setValueAs: digitsToNumber });
  return {
    ...field,
    type: 'text',
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return field.onChange(event);
    },
  };
}

import type { FocusEvent, ChangeEvent, Ref } from 'react';
import { Field, Textarea } from '@chakra-ui/react';

/** What react-hook-form's `register(name)` returns; typed here so this part does not load the library. */
export interface ReviewFieldRegistration {
  name: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => unknown;
  ref: Ref<HTMLTextAreaElement>;
}

export interface ReviewFieldProps {
  /** The form's registration of the review text. */
  field: ReviewFieldRegistration;
  /** How many characters the text has now, and how many it may have. */
  length: number;
  max: number;
  /** Translated texts: the visible label (or the screen readers' only, with `labelHidden`) and the field's accessible name. */
  label: string;
  labelHidden?: boolean;
  ariaLabel: string;
  placeholder?: string;
  rows: number;
  invalid?: boolean;
  required?: boolean;
  /** The translated error shown under the field while it is invalid. */
  error?: string | null;
}

/**
 * The review text with its n/max counter: writing a review in the product dialog or from the
 * order history and editing one share it. It takes the registration rather than calling
 * react-hook-form itself, because this UI kit part is a federation singleton and each app bundles
 * its own copy of the form library.
 */
export function ReviewField({ field, length, max, label, labelHidden, ariaLabel, placeholder, rows, invalid, required, error }: ReviewFieldProps) {
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label srOnly={labelHidden}>{label}</Field.Label>
      <Textarea {...field} maxLength={max} rows={rows} placeholder={placeholder} aria-label={ariaLabel} />
      <Field.HelperText alignSelf="flex-end">
        {length}/{max}
      </Field.HelperText>
      {error !== undefined && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

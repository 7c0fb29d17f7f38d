import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, type InputProps } from '@pulp/shared/ui';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The translated error to show, if any; otherwise the hint. */
  error?: string;
  hint?: string;
}

/** A labelled input of an account form (the label is tied to the input through the field id). */
export function TextField({ id, label, registration, error, hint, required, disabled, ...input }: TextFieldProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input id={id} {...input} {...registration} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

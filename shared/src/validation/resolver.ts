import * as v from 'valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Connects a valibot schema to react-hook-form: every issue becomes the field's error,
 * its message a translation key.
 */
export function valibotResolver<TValues extends FieldValues>(schema: v.GenericSchema<unknown, unknown>): Resolver<TValues> {
  return async (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return { values: values as TValues, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const path = v.getDotPath(issue);
      if (path && !errors[path]) errors[path] = { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<TValues> };
  };
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { valibotResolver } from '@pulp/shared/validation';
import { Button, chakra, Input } from '@pulp/shared/ui';

/** Any number as typed (blank is none); the server's rules decide the rest. */
const numberSchema = v.object({
  text: v.pipe(
    v.string(),
    v.transform((text) => (text.trim() === '' ? Number.NaN : Number(text))),
    v.number(),
    v.finite(),
  ),
});

export interface NumberEditProps {
  value: number;
  step: number;
  /** Accessible name of the field, naming the product. */
  inputLabel: string;
  /** Accessible name of the save button (contains its visible text). */
  saveLabel: string;
  /** Saves the typed number; answers the value as stored, or throws (the caller reports). */
  onSave: (typed: number) => Promise<number>;
  className?: string;
}

/** A number field with its own save button; Enter saves too. */
export function NumberEdit({ value, step, inputLabel, saveLabel, onSave, className }: NumberEditProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, reset, formState } = useForm({ defaultValues: { text: String(value) }, resolver: valibotResolver(numberSchema) });
  const saving = formState.isSubmitting;
  const valid = v.is(numberSchema, watch());
  useEffect(() => reset({ text: String(value) }), [value, reset]);

  const submit = handleSubmit(async ({ text: typed }) => {
    if (saving) return;
    try {
      reset({ text: String(await onSave(typed)) });
    } catch {
      // The caller has shown the error; the typed text stays for another try.
    }
  });

  return (
    // noValidate: a negative number must reach onSave, which sends it as 0.
    <chakra.form
      onSubmit={submit}
      noValidate
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="2"
      justifyContent="flex-end"
      alignItems={{ base: 'stretch', md: 'center' }}
      className={className}
    >
      <Input
        type="number"
        inputMode="decimal"
        size="sm"
        width={{ base: "20", md: "24" }}
        min={0}
        step={step}
        {...register('text')}
        aria-label={inputLabel}
        textAlign="end"
      />
      <Button type="submit" size="sm" variant="outline" colorPalette="brand" aria-label={saveLabel} loading={saving} disabled={!valid}>
        {t('ACCOUNTING_SAVE')}
      </Button>
    </chakra.form>
  );
}

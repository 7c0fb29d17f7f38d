import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, chakra, Input } from '@pulp/shared/ui';

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
  const [text, setText] = useState(String(value));
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(String(value)), [value]);

  const typed = text.trim() === '' ? Number.NaN : Number(text);
  const valid = Number.isFinite(typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    try {
      setText(String(await onSave(typed)));
    } catch {
      // The caller has shown the error; the typed text stays for another try.
    } finally {
      setSaving(false);
    }
  };

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
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-label={inputLabel}
        textAlign="end"
      />
      <Button type="submit" size="sm" variant="outline" colorPalette="brand" aria-label={saveLabel} loading={saving} disabled={!valid}>
        {t('ACCOUNTING_SAVE')}
      </Button>
    </chakra.form>
  );
}

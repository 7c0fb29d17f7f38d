import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, IconButton, Input, InputGroup, PulpIcon } from '@pulp/shared/ui';

export interface PasswordFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The translated error to show, if any. */
  error?: string;
  hint?: string;
  ariaLabel?: string;
  autoComplete?: 'current-password' | 'new-password';
  disabled?: boolean;
  onFocus?: () => void;
}

/** A password input with a show/hide button (accessible names per the DOM contract). */
export function PasswordField({ id, label, registration, error, hint, ariaLabel, autoComplete = 'new-password', disabled, onFocus }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field.Root id={id} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton size="xs" variant="ghost" aria-label={shown ? t('HIDE_PASSWORD') : t('SHOW_PASSWORD')} onClick={() => setShown((value) => !value)} disabled={disabled}>
            <PulpIcon name={shown ? 'eyeOff' : 'eye'} />
          </IconButton>
        }
      >
        <Input id={id} type={shown ? 'text' : 'password'} autoComplete={autoComplete} aria-label={ariaLabel} onFocus={onFocus} {...registration} />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

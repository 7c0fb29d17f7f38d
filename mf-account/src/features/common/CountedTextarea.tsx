import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@pulp/shared/validation';
import { Field, HStack, Text } from '@pulp/shared/ui';
import { Textarea } from '@pulp/shared/ui-forms';

export interface CountedTextareaProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** How many characters are typed so far. */
  length: number;
  error?: string;
  placeholder?: string;
  counterId?: string;
}

/** A message of at most 160 characters with its n/160 counter (comments, complaints). */
export function CountedTextarea({ id, label, registration, length, error, placeholder, counterId }: CountedTextareaProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <Textarea id={id} rows={4} maxLength={LIMITS.messageMax} placeholder={placeholder} {...registration} />
      <HStack justify="space-between" w="full">
        <Field.ErrorText>{error}</Field.ErrorText>
        <Text id={counterId} fontSize="xs" color="fg.muted" ms="auto" className="counter">
          {length}/{LIMITS.messageMax}
        </Text>
      </HStack>
    </Field.Root>
  );
}

import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InferInput } from 'valibot';
import { type Address } from '@pulp/shared';
import { addressSchema, LIMITS, valibotResolver } from '@pulp/shared/validation';
import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@pulp/shared/ui';
import { Textarea } from '@pulp/shared/ui-forms';
import type { AddressInput } from './addressApi';
import { digitsField } from '../common/digitsField';

export interface AddressFormProps {
  initial?: Address | null;
  onSubmit: (address: AddressInput) => Promise<boolean>;
  onBack: () => void;
}

/** What the inputs hold; the schema's output (trimmed texts) is what gets submitted. */
type AddressValues = InferInput<typeof addressSchema>;

/** A new address: no mobile number yet (the schema asks for one). */
const EMPTY: DefaultValues<AddressValues> = { country: '', fullName: '', zipCode: '', streetAddress: '', city: '', state: '' };

function valuesOf(address: Address | null | undefined): DefaultValues<AddressValues> {
  if (!address) return EMPTY;
  return { ...address, state: address.state ?? '' };
}

/** Country, name, mobile, zip, street (with counter), city and optional state (docs/behaviour.md, "Validation"). */
export function AddressForm({ initial, onSubmit, onBack }: AddressFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch, reset } = useForm<AddressValues>({
    mode: 'onChange',
    defaultValues: valuesOf(initial),
    resolver: valibotResolver(addressSchema),
  });
  const errors = formState.errors;
  const street = watch('streetAddress') ?? '';
  const message = (key: keyof AddressValues) => {
    const text = errors[key]?.message;
    return text ? t(text, { range: '1000000-9999999999' }) : null;
  };

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit({
      country: values.country,
      fullName: values.fullName,
      mobileNum: values.mobileNum,
      zipCode: values.zipCode,
      streetAddress: values.streetAddress,
      city: values.city,
      state: values.state?.trim() || null,
    });
    // A failed save starts over (docs/behaviour.md, "Errors and confirmations"). Without values
    // the form resets its inputs too: one that starts empty (the mobile number) has no value to set.
    if (!saved) reset();
  });

  const text = (key: 'country' | 'fullName' | 'zipCode' | 'city' | 'state', label: string, placeholder: string, required = true) => (
    <Field.Root invalid={Boolean(errors[key])} required={required}>
      <Field.Label>
        {t(label)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input placeholder={t(placeholder)} aria-label={t(placeholder)} autoComplete="off" {...register(key)} />
      <Field.ErrorText>{message(key)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form id="address-form" onSubmit={submit} noValidate>
      <Stack gap="4">
        {text('country', 'LABEL_COUNTRY', 'PLACEHOLDER_COUNTRY')}
        {text('fullName', 'LABEL_NAME', 'PLACEHOLDER_NAME')}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.mobileNum)} required>
            <Field.Label>
              {t('LABEL_MOBILE_NUMBER')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="tel" placeholder={t('PLACEHOLDER_MOBILE_NUMBER')} aria-label={t('PLACEHOLDER_MOBILE_NUMBER')} {...digitsField(register, 'mobileNum')} />
            <Field.ErrorText>{message('mobileNum')}</Field.ErrorText>
          </Field.Root>
          {text('zipCode', 'LABEL_ZIP_CODE', 'PLACEHOLDER_ZIP_CODE')}
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.streetAddress)} required>
          <Field.Label>
            {t('LABEL_ADDRESS')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea id="address" rows={3} placeholder={t('PLACEHOLDER_ADDRESS')} aria-label={t('PLACEHOLDER_ADDRESS')} maxLength={LIMITS.streetMax} {...register('streetAddress')} />
          <HStack justify="space-between" width="full">
            <Field.ErrorText>{message('streetAddress')}</Field.ErrorText>
            <Field.HelperText ms="auto" className="street-counter">
              {street.length}/{LIMITS.streetMax}
            </Field.HelperText>
          </HStack>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('city', 'LABEL_CITY', 'PLACEHOLDER_CITY')}
          {text('state', 'LABEL_STATE', 'PLACEHOLDER_STATE', false)}
        </SimpleGrid>
        <HStack justify="space-between" pt="2">
          <Button className="btn-return" variant="outline" onClick={onBack}>
            {t('BTN_BACK')}
          </Button>
          <Button id="submitButton" type="submit" colorPalette="brand" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            {t('BTN_SUBMIT')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

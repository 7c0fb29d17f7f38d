import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@pulp/shared';
import { CARD_MONTHS, CARD_YEARS, cardSchema, valibotResolver } from '@pulp/shared/validation';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, showConfirmation, showError, Stack } from '@pulp/shared/ui';
import { cardsApi } from './cardsApi';
import { digitsField } from '../common/digitsField';

interface CardValues {
  fullName: string;
  cardNum: number;
  expMonth: number;
  expYear: number;
}

/** A new card: no number or expiry yet (the schema asks for them). */
const EMPTY: DefaultValues<CardValues> = { fullName: '' };
const CARD_DIGITS = 16;

/** A new card: name, 16-digit number, expiry month 1–12 and year 2080–2099 (docs/behaviour.md, "Validation"). */
export function CardForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch, reset } = useForm<CardValues>({ mode: 'onChange', defaultValues: EMPTY, resolver: valibotResolver(cardSchema) });
  const errors = formState.errors;
  const number = watch('cardNum');
  const digits = Number.isFinite(number) ? String(number).length : 0;

  const submit = handleSubmit(async (values) => {
    try {
      const card = await cardsApi.create(values);
      showConfirmation(t('CREDIT_CARD_SAVED', { cardnumber: String(card.cardNum).slice(-4) }));
      // Without values the form resets its inputs too: the number and expiry start empty, with no value to set.
      reset();
      onSaved();
    } catch (error) {
      showError(errorMessage(error));
      reset();
    }
  });

  return (
    <form id="card-form" onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.fullName)} required>
          <Field.Label>
            {t('LABEL_NAME')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="cc-name" aria-label={t('LABEL_CARD_NAME')} {...register('fullName')} />
          <Field.ErrorText>{errors.fullName?.message && t(errors.fullName.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.cardNum)} required>
          <Field.Label>
            {t('LABEL_CARD_NUMBER')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="cc-number" aria-label={t('LABEL_CARD_NUMBER')} {...digitsField(register, 'cardNum')} />
          <HStack justify="space-between" width="full">
            <Field.ErrorText>{errors.cardNum?.message && t(errors.cardNum.message)}</Field.ErrorText>
            <Field.HelperText ms="auto" className="card-counter">
              {digits}/{CARD_DIGITS}
            </Field.HelperText>
          </HStack>
        </Field.Root>
        <SimpleGrid columns={2} gap="4">
          <Field.Root invalid={Boolean(errors.expMonth)} required>
            <Field.Label>
              {t('LABEL_EXPIRY_MONTH')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label={t('LABEL_EXPIRY_MONTH')} {...register('expMonth', { valueAsNumber: true })}>
                <option value="">–</option>
                {CARD_MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {month}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.expMonth?.message && t(errors.expMonth.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.expYear)} required>
            <Field.Label>
              {t('LABEL_EXPIRY_YEAR')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label={t('LABEL_EXPIRY_YEAR')} {...register('expYear', { valueAsNumber: true })}>
                <option value="">–</option>
                {CARD_YEARS.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.expYear?.message && t(errors.expYear.message)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button id="submitButton" type="submit" colorPalette="brand" disabled={!formState.isValid || formState.isSubmitting} loading={formState.isSubmitting}>
            {t('BTN_SAVE_CARD')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, PATHS, errorMessage, formatDate, useConfig, useSession } from '@pulp/shared';
import { LIMITS, valibotResolver } from '@pulp/shared/validation';
import { Button, Card, Field, Grid, Image, Input, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { Checkbox } from '@pulp/shared/ui-forms';
import { Page } from '../common/Page';
import { RequireLogin } from '../common/RequireLogin';
import { AddressList } from '../address/AddressList';
import { pickupOffered, recycleFormSchema, recycleIssue, recycleRequest, todayIso, type RecycleValues } from './recycle';
import type { recycles, ResponseOf } from '@pulp/shared/contract';

const EMPTY: RecycleValues = { quantity: Number.NaN, addressId: null, isPickUp: false, date: '' };

function RecycleForm() {
  const { t, i18n } = useTranslation();
  const userId = useSession((state) => state.userId);
  const images = useConfig((state) => state.config.application.recyclePage);
  const { register, control, handleSubmit, watch, getValues, reset, formState } = useForm({ defaultValues: EMPTY, resolver: valibotResolver(recycleFormSchema) });
  const sending = formState.isSubmitting;
  const values = watch();
  // The form's one problem, checked while rendering: it decides the button and which field shows it.
  const issue = recycleIssue(values);
  const quantityIssue = Number.isNaN(values.quantity) ? null : issue === 'MANDATORY_QUANTITY' || issue === 'INVALID_QUANTITY' ? issue : null;
  const offered = pickupOffered(values.quantity);

  const submit = handleSubmit(async () => {
    try {
      const answer = await api.post<ResponseOf<typeof recycles.create>>(`${PATHS.recycles}/`, recycleRequest(getValues(), userId));
      if (answer.data.isPickup && answer.data.pickupDate) {
        showConfirmation(t('CONFIRM_RECYCLING_PICKUP', { pickupdate: formatDate(`${answer.data.pickupDate}T12:00:00`, { language: i18n.language }) }));
      } else {
        showConfirmation(t('CONFIRM_RECYCLING_BOX'));
      }
      reset(EMPTY);
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <Page title={t('TITLE_RECYCLE')} icon="recycle" maxW="4xl">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" mb="6">
        {images.topProductImage ? <Image src={`assets/public/images/products/${images.topProductImage}`} alt={t('RECYCLE_BOX_IMAGE')} borderRadius="lg" width="full" /> : <span />}
        <Stack gap="3" justify="center">
          <Text fontSize="lg" fontWeight="semibold">
            {t('RECYCLE_INTRO_TITLE')}
          </Text>
          <Text color="fg.muted">{t('RECYCLE_INTRO_TEXT')}</Text>
        </Stack>
      </Grid>
      <Card.Root>
        <Card.Body>
          <form id="recycle-form" onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="5">
              <Field.Root invalid={Boolean(quantityIssue)} required maxW="sm">
                <Field.Label>{t('LABEL_RECYCLE_QUANTITY')}</Field.Label>
                <Input
                  id="recycleQuantity"
                  type="number"
                  min={LIMITS.recycleMin}
                  max={LIMITS.recycleMax}
                  aria-label={t('LABEL_RECYCLE_QUANTITY')}
                  {...register('quantity', { valueAsNumber: true })}
                />
                <Field.HelperText>{t('RECYCLE_QUANTITY_HINT', { min: LIMITS.recycleMin, max: LIMITS.recycleMax, pickup: LIMITS.recyclePickupAbove })}</Field.HelperText>
                <Field.ErrorText>{quantityIssue && t(quantityIssue, { range: `${LIMITS.recycleMin}-${LIMITS.recycleMax}` })}</Field.ErrorText>
              </Field.Root>
              <Stack gap="2">
                <Text fontWeight="semibold">{t('LABEL_PICKUP_ADDRESS')}</Text>
                <Controller name="addressId" control={control} render={({ field }) => <AddressList mode="select" selected={field.value} onSelect={field.onChange} />} />
              </Stack>
              {offered && (
                <Stack gap="3" className="pickup" borderWidth="1px" borderRadius="lg" p="4">
                  <Controller
                    name="isPickUp"
                    control={control}
                    render={({ field }) => (
                      <Checkbox.Root id="recyclePickup" checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} colorPalette="brand">
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('LABEL_PICKUP')}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                  {values.isPickUp && (
                    <Field.Root invalid={issue === 'INVALID_DATE'} required maxW="xs">
                      <Field.Label>{t('LABEL_PICKUP_DATE')}</Field.Label>
                      <Input
                        id="recycleDate"
                        type="date"
                        min={todayIso()}
                        aria-label={t('LABEL_PICKUP_DATE')}
                        {...register('date')}
                      />
                      <Field.ErrorText>{t('INVALID_DATE')}</Field.ErrorText>
                    </Field.Root>
                  )}
                </Stack>
              )}
              <Button id="recycleButton" type="submit" colorPalette="brand" alignSelf="flex-start" disabled={Boolean(issue) || sending} loading={sending}>
                {t('BTN_REQUEST_RECYCLING')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {images.bottomProductImage && (
        <Image src={`assets/public/images/products/${images.bottomProductImage}`} alt={t('RECYCLE_PICKUP_IMAGE')} borderRadius="lg" width="full" maxW="md" mx="auto" mt="6" />
      )}
    </Page>
  );
}

/** recycle: a box for 10–100 liters of pomace, or a pickup above 100 (docs/behaviour.md, "Screens"). */
export default function RecyclePage() {
  return (
    <RequireLogin>
      <RecycleForm />
    </RequireLogin>
  );
}

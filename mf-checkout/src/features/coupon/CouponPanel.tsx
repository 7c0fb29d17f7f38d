import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, PATHS, pathTo, errorMessage, LOCAL_KEYS, SESSION_KEYS, session } from '@pulp/shared';
import { couponFormSchema, LIMITS, valibotResolver } from '@pulp/shared/validation';
import { Box, Button, Field, HStack, Input, Text } from '@pulp/shared/ui';
import { ExpanderPanel } from '../common/ExpanderPanel';
import { useRememberedPanel } from '../common/panelState';
import { checkCampaign, clientDate, couponDetails } from './coupon';
import type { basket, ResponseOf } from '@pulp/shared/contract';

export interface CouponPanelProps {
  basketId: number;
  /** Called with the discount percent once a coupon is accepted. */
  onApplied: (discount: number) => void;
}

/** Coupon entry (10 characters): campaign codes are checked by date, others by the server. */
export function CouponPanel({ basketId, onApplied }: CouponPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useRememberedPanel(LOCAL_KEYS.couponPanelExpanded);
  const { control, handleSubmit, watch, formState } = useForm({ mode: 'onChange', defaultValues: { coupon: '' }, resolver: valibotResolver(couponFormSchema) });
  const code = watch('coupon');
  const busy = formState.isSubmitting;
  const [outcome, setOutcome] = useState<{ kind: 'confirmation' | 'error'; text: string } | null>(null);
  // An empty field only keeps the button disabled; a wrong length is pointed out.
  const issue = code ? formState.errors.coupon?.message : undefined;

  const confirm = (discount: number) => {
    session.set(SESSION_KEYS.couponDiscount, String(discount));
    setOutcome({ kind: 'confirmation', text: t('DISCOUNT_APPLIED', { discount }) });
    onApplied(discount);
  };

  const apply = handleSubmit(async ({ coupon }) => {
    if (busy) return;
    const today = clientDate();
    session.set(SESSION_KEYS.couponDetails, couponDetails(coupon, today));
    const campaign = checkCampaign(coupon, today);
    if (campaign.kind === 'campaign') return confirm(campaign.discount);
    if (campaign.kind === 'wrongDay') {
      session.remove(SESSION_KEYS.couponDiscount);
      setOutcome({ kind: 'error', text: t('INVALID_COUPON') });
      return;
    }
    try {
      const answer = await api.put<ResponseOf<typeof basket.applyCoupon>>(pathTo(PATHS.basketCoupon, { id: basketId, coupon }));
      confirm(answer.discount);
    } catch (error) {
      session.remove(SESSION_KEYS.couponDiscount);
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  });

  return (
    <ExpanderPanel open={open} onOpenChange={setOpen} label={t('ADD_COUPON')} icon="star" className="coupon-panel" triggerId="collapseCouponElement">
      <Box px="4" pb="4">
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('COUPON_HINT')}
        </Text>
        <form onSubmit={(event) => void apply(event)}>
          <HStack align="flex-start" gap="3">
            <Field.Root invalid={Boolean(issue)} flex="1">
              <Field.Label srOnly>{t('LABEL_COUPON')}</Field.Label>
              <Controller
                name="coupon"
                control={control}
                render={({ field }) => (
                  <Input
                    id="coupon"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    maxLength={LIMITS.couponLength}
                    placeholder={t('LABEL_COUPON')}
                    aria-label={t('LABEL_COUPON')}
                    autoComplete="off"
                    onChange={(event) => {
                      field.onChange(event.currentTarget.value.trim());
                      setOutcome(null);
                    }}
                  />
                )}
              />
              <HStack justify="space-between" width="full">
                <Field.ErrorText>{issue ? t(issue) : ''}</Field.ErrorText>
                <Field.HelperText ms="auto">
                  {code.length}/{LIMITS.couponLength}
                </Field.HelperText>
              </HStack>
            </Field.Root>
            <Button id="applyCouponButton" type="submit" colorPalette="brand" disabled={!formState.isValid || busy} loading={busy}>
              {t('BTN_REDEEM')}
            </Button>
          </HStack>
        </form>
        {outcome && (
          <Text mt="2" className={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'} color={outcome.kind === 'error' ? 'red.fg' : 'green.fg'}>
            {outcome.text}
          </Text>
        )}
      </Box>
    </ExpanderPanel>
  );
}

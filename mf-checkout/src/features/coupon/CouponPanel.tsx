import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, PATHS, pathTo, errorMessage, LOCAL_KEYS, SESSION_KEYS, session } from '@pulp/shared';
import { couponSchema, firstIssue, LIMITS } from '@pulp/shared/validation';
import { Box, Button, Field, HStack, Input, Text } from '@pulp/shared/ui';
import { ExpanderPanel } from '../common/ExpanderPanel';
import { useRememberedPanel } from '../common/panelState';
import { checkCampaign, clientDate, couponDetails } from './coupon';

export interface CouponPanelProps {
  basketId: number;
  /** Called with the discount percent once a coupon is accepted. */
  onApplied: (discount: number) => void;
}

/** Coupon entry (10 characters): campaign codes are checked by date, others by the server. */
export function CouponPanel({ basketId, onApplied }: CouponPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useRememberedPanel(LOCAL_KEYS.couponPanelExpanded);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'confirmation' | 'error'; text: string } | null>(null);
  const issue = code ? firstIssue(couponSchema, code) : 'MANDATORY_COUPON';

  const confirm = (discount: number) => {
    session.set(SESSION_KEYS.couponDiscount, String(discount));
    setOutcome({ kind: 'confirmation', text: t('DISCOUNT_APPLIED', { discount }) });
    onApplied(discount);
  };

  const apply = async () => {
    const today = clientDate();
    session.set(SESSION_KEYS.couponDetails, couponDetails(code, today));
    const campaign = checkCampaign(code, today);
    if (campaign.kind === 'campaign') return confirm(campaign.discount);
    if (campaign.kind === 'wrongDay') {
      session.remove(SESSION_KEYS.couponDiscount);
      setOutcome({ kind: 'error', text: t('INVALID_COUPON') });
      return;
    }
    setBusy(true);
    try {
      const answer = await api.put<{ discount: number }>(pathTo(PATHS.basketCoupon, { id: basketId, coupon: code }));
      confirm(answer.discount);
    } catch (error) {
      session.remove(SESSION_KEYS.couponDiscount);
      setOutcome({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ExpanderPanel open={open} onOpenChange={setOpen} label={t('ADD_COUPON')} icon="star" className="coupon-panel" triggerId="collapseCouponElement">
      <Box px="4" pb="4">
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('COUPON_HINT')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!issue && !busy) void apply();
          }}
        >
          <HStack align="flex-start" gap="3">
            <Field.Root invalid={Boolean(code) && Boolean(issue)} flex="1">
              <Field.Label srOnly>{t('LABEL_COUPON')}</Field.Label>
              <Input
                id="coupon"
                value={code}
                maxLength={LIMITS.couponLength}
                placeholder={t('LABEL_COUPON')}
                aria-label={t('LABEL_COUPON')}
                autoComplete="off"
                onChange={(event) => {
                  setCode(event.currentTarget.value.trim());
                  setOutcome(null);
                }}
              />
              <HStack justify="space-between" width="full">
                <Field.ErrorText>{code && issue ? t(issue) : ''}</Field.ErrorText>
                <Field.HelperText ms="auto">
                  {code.length}/{LIMITS.couponLength}
                </Field.HelperText>
              </HStack>
            </Field.Root>
            <Button id="applyCouponButton" type="submit" colorPalette="brand" disabled={Boolean(issue) || busy} loading={busy}>
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

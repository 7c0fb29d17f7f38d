import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { formatPrice } from '@pulp/shared';
import { firstIssue, LIMITS, valibotResolver, walletFormSchema } from '@pulp/shared/validation';
import { Box, Button, Card, ErrorCard, Field, Grid, Input, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Page } from '../common/Page';
import { RequireLogin } from '../common/RequireLogin';
import { useLoad } from '../common/useLoad';
import { checkoutSession } from '../common/checkoutSession';
import { walletApi } from './walletApi';

/** The amount field's error key, or null when the amount may be paid in (10 to 1000). */
export function walletAmountIssue(text: string): string | null {
  return firstIssue(walletFormSchema, { amount: text });
}

function Wallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useLoad(() => walletApi.balance(), []);
  // The amount is checked as it is typed; the schema hands the submit a number.
  const { register, handleSubmit, formState } = useForm({ mode: 'onChange', defaultValues: { amount: '' }, resolver: valibotResolver(walletFormSchema) });
  const issue = formState.errors.amount?.message;

  const submit = handleSubmit(({ amount }) => {
    checkoutSession.set('walletTotal', Math.round(amount * 100) / 100);
    navigate('/payment/wallet');
  });

  return (
    <Page title={t('TITLE_DIGITAL_WALLET')} icon="wallet" maxW="3xl">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        <Card.Root bgGradient="to-br" gradientFrom="brand.500" gradientTo="brand.700" color="white" className="wallet-card">
          <Card.Body gap="2" justifyContent="space-between" minH="44">
            <PulpIcon name="wallet" size="2em" />
            <Box>
              <Text opacity={0.85}>{t('LABEL_WALLET_BALANCE')}</Text>
              {balance.error ? (
                <ErrorCard title="WALLET_FAILED" detail={balance.error} onRetry={() => void balance.reload()} />
              ) : (
                <Text fontSize="4xl" fontWeight="bold" className="wallet-balance">
                  {balance.data === null ? '…' : formatPrice(balance.data)}
                </Text>
              )}
            </Box>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <form onSubmit={submit} noValidate id="wallet-form">
              <Stack gap="4">
                <Card.Title>{t('TITLE_TOP_UP')}</Card.Title>
                <Field.Root invalid={Boolean(issue)} required>
                  <Field.Label>{t('LABEL_AMOUNT')}</Field.Label>
                  <Input
                    type="number"
                    step="0.01"
                    min={LIMITS.walletMin}
                    max={LIMITS.walletMax}
                    placeholder={t('ENTER_AN_AMOUNT')}
                    aria-label={t('ENTER_AN_AMOUNT')}
                    {...register('amount')}
                  />
                  <Field.HelperText>{t('WALLET_AMOUNT_HINT', { min: LIMITS.walletMin, max: LIMITS.walletMax })}</Field.HelperText>
                  <Field.ErrorText>{issue && t(issue, { min: LIMITS.walletMin, max: LIMITS.walletMax })}</Field.ErrorText>
                </Field.Root>
                <Button id="submitButton" type="submit" colorPalette="brand" disabled={!formState.isValid} aria-label={t('CONTINUE_TO_PAYMENT')}>
                  {t('BTN_CONTINUE')} <PulpIcon name="chevronRight" />
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Page>
  );
}

/** wallet: the balance and a top-up amount, paid on payment/wallet. */
export default function WalletPage() {
  return (
    <RequireLogin>
      <Wallet />
    </RequireLogin>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@pulp/shared';
import { LIMITS } from '@pulp/shared/validation';
import { Button, Card, Field, HStack, Input, showConfirmation, Stack, Text } from '@pulp/shared/ui';
import { AccountSelect } from './AccountSelect';
import { tokenAmount } from './amount';
import { tokenWalletApi, type AccountView, type WalletOverview } from './tokenWalletApi';
import { useBusyAction } from '../common/useBusyAction';

/** The Juice Vault: deposit tokens of one of the customer's accounts, or withdraw its credit. */
export function VaultCard({ accounts, vaultTotal, onChanged }: { accounts: AccountView[]; vaultTotal: number; onChanged: (overview: WalletOverview) => void }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(accounts[0].address);
  const [text, setText] = useState('');
  const [busy, run] = useBusyAction();
  const amount = tokenAmount(text);
  const account = accounts.find((candidate) => candidate.address === from) ?? accounts[0];

  const move = async (direction: 'deposit' | 'withdraw') => {
    if (amount === null) return;
    await run(async () => {
      onChanged(await tokenWalletApi[direction](account.address, amount));
      showConfirmation(t(direction === 'deposit' ? 'TOKEN_WALLET_DEPOSITED' : 'TOKEN_WALLET_WITHDRAWN', { tokens: amount }));
      setText('');
    });
  };

  return (
    <Card.Root className="vault-card">
      <Card.Body gap="3">
        <Card.Title as="h2">{t('TOKEN_WALLET_VAULT_TITLE')}</Card.Title>
        <Text color="fg.muted">{t('TOKEN_WALLET_VAULT_TEXT', { tokens: formatNumber(vaultTotal, { language: i18n.language }) })}</Text>
        <Stack gap="3">
          <AccountSelect id="vaultAccount" label={t('LABEL_TOKEN_ACCOUNT')} accounts={accounts} value={account.address} onChange={setFrom} />
          <Text className="vault-credit-of-account">{t('TOKEN_WALLET_CREDIT_OF_ACCOUNT', { tokens: account.vault })}</Text>
          <Field.Root id="vaultAmount" invalid={text !== '' && amount === null}>
            <Field.Label>{t('LABEL_TOKEN_AMOUNT')}</Field.Label>
            <Input id="vaultAmount" inputMode="numeric" value={text} onChange={(event) => setText(event.target.value)} />
            <Field.ErrorText>{t('TOKEN_AMOUNT_INVALID', { max: LIMITS.tokensMax })}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2" flexWrap="wrap">
            <Button id="depositButton" colorPalette="brand" disabled={busy || amount === null} onClick={() => void move('deposit')}>
              {t('TOKEN_WALLET_DEPOSIT')}
            </Button>
            <Button id="withdrawButton" variant="outline" disabled={busy || amount === null} onClick={() => void move('withdraw')}>
              {t('TOKEN_WALLET_WITHDRAW')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, WALLET_ADDRESS_PATTERN } from '@pulp/shared/validation';
import { Button, Card, Field, Input, showConfirmation, Stack } from '@pulp/shared/ui';
import { AccountSelect } from './AccountSelect';
import { tokenAmount } from './amount';
import { tokenWalletApi, type AccountView, type WalletOverview } from './tokenWalletApi';
import { useBusyAction } from '../common/useBusyAction';

/** Sends tokens from one of the customer's accounts to any address. */
export function SendCard({ accounts, onChanged }: { accounts: AccountView[]; onChanged: (overview: WalletOverview) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(accounts[0].address);
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [busy, run] = useBusyAction();
  const amount = tokenAmount(text);
  const toValid = WALLET_ADDRESS_PATTERN.test(to.trim());
  const source = accounts.find((candidate) => candidate.address === from) ?? accounts[0];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || !toValid) return;
    await run(async () => {
      onChanged(await tokenWalletApi.send(source.address, to.trim(), amount));
      showConfirmation(t('TOKEN_WALLET_SENT', { tokens: amount }));
      setText('');
    });
  };

  return (
    <Card.Root className="send-card">
      <Card.Body>
        <form id="send-tokens-form" onSubmit={(event) => void send(event)} noValidate>
          <Stack gap="3">
            <Card.Title as="h2">{t('TOKEN_WALLET_SEND_TITLE')}</Card.Title>
            <AccountSelect id="sendFrom" label={t('LABEL_TOKEN_FROM')} accounts={accounts} value={source.address} onChange={setFrom} />
            <Field.Root id="sendTo" invalid={to !== '' && !toValid} required>
              <Field.Label>{t('LABEL_TOKEN_TO')}</Field.Label>
              <Input id="sendTo" dir="ltr" fontFamily="mono" autoComplete="off" spellCheck={false} placeholder="0x…" value={to} onChange={(event) => setTo(event.target.value)} />
              <Field.ErrorText>{t('TOKEN_ADDRESS_INVALID')}</Field.ErrorText>
            </Field.Root>
            <Field.Root id="sendAmount" invalid={text !== '' && amount === null} required>
              <Field.Label>{t('LABEL_TOKEN_AMOUNT')}</Field.Label>
              <Input id="sendAmount" inputMode="numeric" value={text} onChange={(event) => setText(event.target.value)} />
              <Field.ErrorText>{t('TOKEN_AMOUNT_INVALID', { max: LIMITS.tokensMax })}</Field.ErrorText>
            </Field.Root>
            <Button id="sendButton" type="submit" colorPalette="brand" alignSelf="flex-start" disabled={busy || amount === null || !toValid}>
              {t('TOKEN_WALLET_SEND')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

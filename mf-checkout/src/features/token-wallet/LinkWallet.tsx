import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@pulp/shared/validation';
import { Button, Card, Field, Grid, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Textarea } from '@pulp/shared/ui-forms';
import { tokenWalletApi } from './tokenWalletApi';
import { useBusyAction } from '../common/useBusyAction';

/** Twelve words, as a phrase is written (the check of its checksum is the server's). */
const looksLikePhrase = (text: string) => /^[a-z]+( [a-z]+){11,23}$/.test(text.trim().toLowerCase().split(/\s+/).join(' '));

/** For a customer without a wallet: create a new one, or link one by its recovery phrase. */
export function LinkWallet({ onCreated, onLinked }: { onCreated: (phrase: string, airdrop: number) => void; onLinked: () => void }) {
  const { t } = useTranslation();
  const [phrase, setPhrase] = useState('');
  const [busy, run] = useBusyAction();

  const create = async () => {
    await run(async () => {
      const wallet = await tokenWalletApi.create();
      onCreated(wallet.phrase, wallet.airdrop);
    });
  };

  const link = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await tokenWalletApi.link(phrase);
      setPhrase('');
      onLinked();
    });
  };

  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
      <Card.Root>
        <Card.Body gap="3">
          <Card.Title as="h2">{t('TOKEN_WALLET_CREATE_TITLE')}</Card.Title>
          <Text color="fg.muted">{t('TOKEN_WALLET_CREATE_TEXT')}</Text>
          <Button id="createWalletButton" colorPalette="brand" alignSelf="flex-start" onClick={() => void create()} disabled={busy}>
            <PulpIcon name="key" /> {t('TOKEN_WALLET_CREATE')}
          </Button>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <form id="link-wallet-form" onSubmit={(event) => void link(event)} noValidate>
            <Stack gap="3">
              <Card.Title as="h2">{t('TOKEN_WALLET_LINK_TITLE')}</Card.Title>
              <Field.Root id="recoveryPhrase" required>
                <Field.Label>{t('LABEL_RECOVERY_PHRASE')}</Field.Label>
                <Textarea id="recoveryPhrase" rows={3} maxLength={LIMITS.recoveryPhraseMax} autoComplete="off" spellCheck={false} value={phrase} onChange={(event) => setPhrase(event.target.value)} />
                <Field.HelperText>{t('TOKEN_WALLET_LINK_HINT')}</Field.HelperText>
              </Field.Root>
              <Button id="linkWalletButton" type="submit" variant="outline" alignSelf="flex-start" disabled={busy || !looksLikePhrase(phrase)}>
                {t('TOKEN_WALLET_LINK')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}

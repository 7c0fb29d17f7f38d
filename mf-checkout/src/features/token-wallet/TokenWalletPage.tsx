import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@pulp/shared/router';
import { errorMessage, formatNumber } from '@pulp/shared';
import { Box, Button, Card, ErrorCard, Grid, HStack, PulpIcon, showConfirmation, showError, Stack, Text } from '@pulp/shared/ui';
import { Code } from '@pulp/shared/ui-data';
import { Page } from '../common/Page';
import { Loading } from '../common/Loading';
import { useLoad } from '../common/useLoad';
import { LinkWallet } from './LinkWallet';
import { RecoveryPhrase } from './RecoveryPhrase';
import { VaultCard } from './VaultCard';
import { SendCard } from './SendCard';
import { ContractList } from './ContractList';
import { tokenWalletApi, type AccountView, type WalletOverview } from './tokenWalletApi';

/** The linked wallet: its address, tokens and vault credit, and a way to unlink it. */
function WalletCard({ wallet, onUnlinked }: { wallet: AccountView; onUnlinked: () => void }) {
  const { t, i18n } = useTranslation();
  const unlink = async () => {
    try {
      await tokenWalletApi.unlink();
      showConfirmation(t('TOKEN_WALLET_UNLINKED'));
      onUnlinked();
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };
  return (
    <Card.Root bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.800" color="white" className="token-wallet-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
          <Card.Title as="h2">{t('TOKEN_WALLET_YOUR_WALLET')}</Card.Title>
          <Button id="unlinkWalletButton" size="sm" variant="surface" colorPalette="gray" onClick={() => void unlink()}>
            {t('TOKEN_WALLET_UNLINK')}
          </Button>
        </HStack>
        <Box>
          <Text fontSize="sm" opacity={0.9}>
            {t('LABEL_WALLET_ADDRESS')}
          </Text>
          <Code dir="ltr" bg="blackAlpha.400" color="white" fontSize="sm" className="wallet-address" overflowWrap="anywhere">
            {wallet.address}
          </Code>
        </Box>
        <HStack gap="8" flexWrap="wrap">
          <Box>
            <Text fontSize="sm" opacity={0.9}>
              {t('LABEL_TOKEN_BALANCE')}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" className="token-balance">
              {formatNumber(wallet.tokens, { language: i18n.language })} PLP
            </Text>
          </Box>
          <Box>
            <Text fontSize="sm" opacity={0.9}>
              {t('LABEL_VAULT_CREDIT')}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" className="vault-credit">
              {formatNumber(wallet.vault, { language: i18n.language })} PLP
            </Text>
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Token wallet (docs/behaviour.md, "Token wallet"): link a wallet, save in the Juice Vault, send tokens. */
export default function TokenWalletPage() {
  const { t } = useTranslation();
  const loaded = useLoad(() => tokenWalletApi.overview(), []);
  const [overview, setOverview] = useState<WalletOverview | null>(null);
  const [newPhrase, setNewPhrase] = useState<{ phrase: string; airdrop: number } | null>(null);
  const current = overview ?? loaded.data;
  const reload = async () => {
    setOverview(null);
    await loaded.reload();
  };

  const aside = (
    <Button asChild variant="outline">
      <RouterLink to="/nft-gallery">
        <PulpIcon name="image" /> {t('TOKEN_WALLET_TO_GALLERY')}
      </RouterLink>
    </Button>
  );

  let content;
  if (loaded.error) content = <ErrorCard title="TOKEN_WALLET_FAILED" detail={loaded.error} onRetry={() => void reload()} />;
  else if (!current) content = <Loading />;
  else if (newPhrase) content = <RecoveryPhrase phrase={newPhrase.phrase} airdrop={newPhrase.airdrop} onDone={() => setNewPhrase(null)} />;
  else if (!current.wallet)
    content = (
      <LinkWallet
        onCreated={(phrase, airdrop) => {
          setNewPhrase({ phrase, airdrop });
          void reload();
        }}
        onLinked={() => {
          showConfirmation(t('TOKEN_WALLET_LINKED'));
          void reload();
        }}
      />
    );
  else {
    const accounts = [current.wallet, ...current.contracts];
    content = (
      <Stack gap="6">
        <WalletCard wallet={current.wallet} onUnlinked={() => void reload()} />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
          <VaultCard accounts={accounts} vaultTotal={current.vaultTotal} onChanged={setOverview} />
          <SendCard accounts={accounts} onChanged={setOverview} />
        </Grid>
        {current.contracts.length > 0 && <ContractList contracts={current.contracts} />}
      </Stack>
    );
  }

  return (
    <Page title={t('TITLE_TOKEN_WALLET')} icon="key" subtitle={t('TOKEN_WALLET_INTRO')} aside={aside} maxW="5xl">
      {content}
    </Page>
  );
}

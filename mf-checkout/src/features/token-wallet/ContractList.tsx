import { useTranslation } from 'react-i18next';
import { Card, Stack, Text } from '@pulp/shared/ui';
import { Code } from '@pulp/shared/ui-data';
import type { AccountView } from './tokenWalletApi';

/** What a contract's receive hook does, in words of the page's language. */
function HookSummary({ account }: { account: AccountView }) {
  const { t } = useTranslation();
  const steps = account.onReceive ?? [];
  if (!steps.length) return <Text color="fg.muted">{t('TOKEN_WALLET_HOOK_NONE')}</Text>;
  return (
    <Stack as="ol" gap="1" ps="5">
      {steps.map((step, index) => {
        const amount = step.amount === 'amount' ? t('TOKEN_WALLET_HOOK_RECEIVED') : String(step.amount);
        return (
          <Text as="li" key={index}>
            {step.action === 'send' ? t('TOKEN_WALLET_HOOK_SEND', { amount, to: step.to }) : t(step.action === 'deposit' ? 'TOKEN_WALLET_HOOK_DEPOSIT' : 'TOKEN_WALLET_HOOK_WITHDRAW', { amount })}
          </Text>
        );
      })}
    </Stack>
  );
}

/** The contracts the customer deployed from the contract editor, with their tokens and hooks. */
export function ContractList({ contracts }: { contracts: AccountView[] }) {
  const { t } = useTranslation();
  return (
    <Card.Root className="contract-list">
      <Card.Body gap="3">
        <Card.Title as="h2">{t('TOKEN_WALLET_CONTRACTS_TITLE')}</Card.Title>
        {contracts.map((contract) => (
          <Stack key={contract.address} gap="1" borderTopWidth="1px" pt="3" className="contract-row">
            <Text fontWeight="semibold">
              <bdi>{contract.name}</bdi>
            </Text>
            <Code dir="ltr" alignSelf="flex-start" className="contract-address">
              {contract.address}
            </Code>
            <Text>{t('TOKEN_WALLET_ACCOUNT_FIGURES', { tokens: contract.tokens, vault: contract.vault })}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('TOKEN_WALLET_HOOK_TITLE')}
            </Text>
            <HookSummary account={contract} />
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

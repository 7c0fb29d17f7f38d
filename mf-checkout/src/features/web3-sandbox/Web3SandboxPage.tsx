import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from '@pulp/shared/router';
import { emitSocket, useSession } from '@pulp/shared';
import { Badge, Box, Button, Card, Field, Grid, HStack, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Textarea } from '@pulp/shared/ui-forms';
import { Code } from '@pulp/shared/ui-data';
import { Page } from '../common/Page';
import { tokenWalletApi, type AccountView } from '../token-wallet/tokenWalletApi';
import { compileContract, EXAMPLE_CONTRACT, type CompileError, type CompileResult } from './compiler';
import { useBusyAction } from '../common/useBusyAction';

/** A compile error in the page's language. */
function useErrorText(): (error: CompileError) => string {
  const { t } = useTranslation();
  return (error) => {
    const found = error.found === '' ? t('SANDBOX_END_OF_SOURCE') : (error.found ?? '');
    const expected = error.expected === '' ? t('SANDBOX_END_OF_SOURCE') : (error.expected ?? '');
    return t(`SANDBOX_ERROR_${error.code.toUpperCase()}`, { line: error.line, expected, found });
  };
}

/**
 * The contract editor (docs/behaviour.md, "Token wallet"): a developer tool for the token
 * wallet's contracts, reachable by its route only. It compiles in the browser and deploys the
 * result as data: the ledger runs its steps, nothing else.
 */
export default function Web3SandboxPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const errorText = useErrorText();
  const [source, setSource] = useState(EXAMPLE_CONTRACT);
  const [result, setResult] = useState<CompileResult | null>(null);
  const [deployed, setDeployed] = useState<AccountView | null>(null);
  const [busy, run] = useBusyAction();
  // The page tells the server where it was found: the Web3 Sandbox challenge.
  useEffect(() => emitSocket('verifyWeb3SandboxChallenge', pathname), [pathname]);

  const compile = () => {
    setDeployed(null);
    setResult(compileContract(source));
  };

  const deploy = async () => {
    if (!result?.ok) return;
    await run(async () => {
      setDeployed(await tokenWalletApi.deploy(result.contract));
    });
  };

  return (
    <Page
      title={t('TITLE_WEB3_SANDBOX')}
      icon="document"
      subtitle={t('SANDBOX_INTRO')}
      aside={
        <Badge colorPalette="purple" variant="solid" size="lg">
          {t('SANDBOX_BADGE')}
        </Badge>
      }
      maxW="6xl"
    >
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6">
        <Stack gap="4">
          <Field.Root id="contractSource">
            <Field.Label>{t('LABEL_CONTRACT_SOURCE')}</Field.Label>
            <Textarea
              id="contractSource"
              dir="ltr"
              fontFamily="mono"
              fontSize="sm"
              rows={14}
              spellCheck={false}
              autoComplete="off"
              value={source}
              onChange={(event) => {
                setSource(event.target.value);
                setResult(null);
              }}
            />
          </Field.Root>
          <HStack gap="2" flexWrap="wrap">
            <Button id="compileButton" colorPalette="brand" onClick={compile}>
              {t('SANDBOX_COMPILE')}
            </Button>
            <Button id="deployButton" variant="outline" disabled={!result?.ok || !isLoggedIn || busy} onClick={() => void deploy()}>
              <PulpIcon name="rocket" /> {t('SANDBOX_DEPLOY')}
            </Button>
            {!isLoggedIn && (
              <Text fontSize="sm" color="fg.muted">
                {t('SANDBOX_LOGIN_TO_DEPLOY')}
              </Text>
            )}
          </HStack>
          {result && !result.ok && (
            <Box role="alert" className="error compile-error" bg="red.subtle" color="red.fg" px="3" py="2" borderRadius="md">
              {errorText(result.error)}
            </Box>
          )}
          {result?.ok && (
            <Stack gap="2">
              <Text role="status" className="confirmation" color="green.fg">
                {t('SANDBOX_COMPILED', { name: result.contract.name, count: result.contract.onReceive.length })}
              </Text>
              <Code as="pre" id="compiledContract" dir="ltr" p="3" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {JSON.stringify(result.contract, null, 2)}
              </Code>
            </Stack>
          )}
          {deployed && (
            <Box role="status" className="confirmation deployed-contract" bg="green.subtle" color="green.fg" px="3" py="2" borderRadius="md">
              <Text>{t('SANDBOX_DEPLOYED', { name: deployed.name ?? '' })}</Text>
              <Code dir="ltr" overflowWrap="anywhere" className="deployed-address">
                {deployed.address}
              </Code>
              <Text mt="1">
                <RouterLink to="/token-wallet" style={{ textDecoration: 'underline' }}>
                  {t('SANDBOX_TO_WALLET')}
                </RouterLink>
              </Text>
            </Box>
          )}
        </Stack>
        <Card.Root>
          <Card.Body gap="3">
            <Card.Title as="h2">{t('SANDBOX_REFERENCE_TITLE')}</Card.Title>
            <Text fontSize="sm">{t('SANDBOX_REFERENCE_TEXT')}</Text>
            <Stack as="dl" gap="2" fontSize="sm">
              {(
                [
                  ['vault.deposit(amount);', 'SANDBOX_STEP_DEPOSIT'],
                  ['vault.withdraw(amount);', 'SANDBOX_STEP_WITHDRAW'],
                  ['send(0x…, 10);', 'SANDBOX_STEP_SEND'],
                ] as const
              ).map(([code, key]) => (
                <Box key={key}>
                  <Box as="dt">
                    <Code dir="ltr">{code}</Code>
                  </Box>
                  <Text as="dd" color="fg.muted" ms="0">
                    {t(key)}
                  </Text>
                </Box>
              ))}
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {t('SANDBOX_REFERENCE_LIMITS')}
            </Text>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Page>
  );
}

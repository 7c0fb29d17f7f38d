import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onSocket } from '@pulp/shared';
import { Box, Button, CloseButton, Flex, PulpIcon, Text } from '@pulp/shared/ui';
import { clearProgress, restoreFromCookie, type RestoreOutcome } from './restore';

/**
 * After the server (re)started, restores progress from the continueCode cookie and says how
 * that went; "reset hacking progress" forgets the cookie and filters (a restart then starts over).
 */
export function ServerStartedNotification() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);
  const [cleared, setCleared] = useState(false);

  useEffect(
    () =>
      onSocket('server started', () => {
        void restoreFromCookie().then((result) => {
          // Nothing to restore (no cookie, or progress was reset): an older message is stale.
          setCleared(false);
          setOutcome(result);
        });
      }),
    [],
  );

  if (!outcome) return null;
  const failed = outcome.kind === 'failed';
  return (
    <Flex
      role="status"
      className="server-started-notification"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      mb="4"
      px="4"
      py="3"
      borderRadius="lg"
      borderWidth="1px"
      bg={failed ? 'red.subtle' : 'blue.subtle'}
      borderColor={failed ? 'red.muted' : 'blue.muted'}
      color={failed ? 'red.fg' : 'blue.fg'}
      position="relative"
    >
      <Flex gap="3" align="center" flex="1" pe="8">
        <Box fontSize="xl" aria-hidden="true">
          <PulpIcon name={failed ? 'alert' : 'info'} />
        </Box>
        <Text className="server-started-message">{outcome.kind === 'failed'
            ? t('AUTO_RESTORE_PROGRESS_FAILED', { error: outcome.invalidCode ? t('INVALID_CONTINUE_CODE') : outcome.error })
            : t('AUTO_RESTORED_PROGRESS')}</Text>
      </Flex>
      <Button
        size="sm"
        variant="outline"
        colorPalette={failed ? 'red' : 'blue'}
        disabled={cleared}
        id="resetProgressButton"
        onClick={() => {
          clearProgress();
          setCleared(true);
        }}
      >
        {cleared ? t('RESTART_REQUIRED') : t('RESET_HACKING_PROGRESS')}
      </Button>
      <CloseButton id="closeButton" size="sm" aria-label={t('CLOSE_NOTIFICATION')} position="absolute" top="2" insetEnd="2" onClick={() => setOutcome(null)} />
    </Flex>
  );
}

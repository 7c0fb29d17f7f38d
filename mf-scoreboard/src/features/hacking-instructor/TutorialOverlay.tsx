import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onSocket, type ChallengeSolvedEvent } from '@pulp/shared';
import { Box, Button, CloseButton, HStack, Stack, Text } from '@pulp/shared/ui';
import { Progress } from '@pulp/shared/ui-data';
import { InstructorAvatar } from './InstructorAvatar';
import { Highlight } from './Highlight';
import { watchStep, type StepEnvironment } from './watch-step';
import { isChallengeSolved, type Tutorial } from './tutorials';

const environment: StepEnvironment = {
  document,
  route: () => window.location.hash.replace(/^#/, ''),
  onSolved: (key, callback) =>
    onSocket<ChallengeSolvedEvent>('challenge solved', (event) => {
      if (event?.key === key) callback();
    }),
  isSolved: isChallengeSolved,
};

/** Runs one tutorial script: the instructor's speech bubble, the highlight, and the waits. */
export function TutorialOverlay({ tutorial, onClose }: { tutorial: Tutorial; onClose: (completed: boolean) => void }) {
  const { t } = useTranslation();
  const { steps } = tutorial.script;
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;

  const advance = () => {
    if (last) onClose(true);
    else setIndex((value) => value + 1);
  };

  useEffect(() => {
    if (step.wait.kind === 'next') return undefined;
    return watchStep(step.wait, tutorial.script.challengeKey, environment, () => setIndex((value) => Math.min(value + 1, steps.length - 1)));
  }, [step, tutorial.script.challengeKey, steps.length]);

  return (
    <>
      {step.highlight && <Highlight selector={step.highlight} />}
      <Box
        role="dialog"
        aria-modal="false"
        aria-labelledby="instructor-title"
        aria-describedby="instructor-text"
        className="hacking-instructor"
        data-step={index + 1}
        position="fixed"
        zIndex={2200}
        pointerEvents="auto"
        bottom={{ base: '3', md: '6' }}
        insetEnd={{ base: '3', md: '6' }}
        insetStart={{ base: '3', md: 'auto' }}
        width={{ md: '380px' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="purple.muted"
        borderRadius="xl"
        boxShadow="xl"
        p="4"
      >
        <HStack align="flex-start" gap="3">
          <Box flexShrink={0} mt="1">
            <InstructorAvatar />
          </Box>
          <Stack gap="2" flex="1" minW="0">
            <HStack justify="space-between" align="center">
              <Text id="instructor-title" fontWeight="bold" fontSize="sm" color="purple.fg">
                {t('INSTRUCTOR_TITLE', { challenge: tutorial.challenge.name })}
              </Text>
              <CloseButton size="2xs" aria-label={t('INSTRUCTOR_SKIP')} onClick={() => onClose(false)} />
            </HStack>
            <Text id="instructor-text" fontSize="sm" aria-live="polite" className="instructor-text">
              {t(step.text)}
            </Text>
            <Progress.Root value={((index + 1) / steps.length) * 100} size="xs" colorPalette="purple" aria-label={t('INSTRUCTOR_STEP', { step: index + 1, total: steps.length })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <HStack justify="space-between">
              <Text fontSize="xs" color="fg.muted">
                {t('INSTRUCTOR_STEP', { step: index + 1, total: steps.length })}
              </Text>
              {step.wait.kind === 'next' ? (
                <Button size="xs" colorPalette="purple" onClick={advance} id="instructor-next">
                  {last ? t('INSTRUCTOR_FINISH') : t('INSTRUCTOR_NEXT')}
                </Button>
              ) : (
                <Text fontSize="xs" color="fg.muted" fontStyle="italic">
                  {t('INSTRUCTOR_WAITING')}
                </Text>
              )}
            </HStack>
          </Stack>
        </HStack>
      </Box>
    </>
  );
}

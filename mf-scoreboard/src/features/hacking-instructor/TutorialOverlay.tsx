import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { onSocket, sessionStore, type ChallengeSolvedEvent } from '@pulp/shared';
import { Box, Button, CloseButton, HStack, Portal, Stack, Text } from '@pulp/shared/ui';
import { Progress } from '@pulp/shared/ui-data';
import { InstructorAvatar } from './InstructorAvatar';
import { Highlight } from './Highlight';
import { watchStep, type StepEnvironment } from './watch-step';
import { isChallengeSolved, type Tutorial } from './tutorials';
import { saveRunningTutorial } from './running';
import { chooseSpot, type Box as Rect, type Spot } from './placement';
import { useBoxesOf, useTargetBox } from './useTargetBox';

const environment: StepEnvironment = {
  document,
  route: () => window.location.hash.replace(/^#/, ''),
  onSolved: (key, callback) =>
    onSocket<ChallengeSolvedEvent>('challenge solved', (event) => {
      if (event?.key === key) callback();
    }),
  isSolved: isChallengeSolved,
  session: () => {
    const { isLoggedIn, email, role } = sessionStore.getState();
    return isLoggedIn ? { email, role } : null;
  },
};

/** The bubble's distance from the window's edges, in pixels: Chakra's spacing 3 below md (48em), 6 from there. */
const MARGIN = { narrow: 12, wide: 24 };
const WIDE_FROM = 768;
/** A bubble at the top stays below the top bar (3.5rem high). */
const TOP_BAR = 56;
/** The shop's snackbars: drawn above everything, they would hide the bubble's buttons. */
const SNACKBARS = '.snackbar';

/**
 * Where the bubble sits, away from the element the step points at and, where it can, from the
 * shop's snackbars; chosen again when those move and when the bubble's text (so its size) changes.
 */
function useSpot(bubble: RefObject<HTMLDivElement | null>, target: ReturnType<typeof useTargetBox>, text: string, snackbars: Rect[]): Spot {
  const [spot, setSpot] = useState<Spot>({ side: 'end', top: null });
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const margin = window.innerWidth >= WIDE_FROM ? MARGIN.wide : MARGIN.narrow;
    const frame = { viewport: { width: window.innerWidth, height: window.innerHeight }, margin, top: TOP_BAR + margin, rtl: getComputedStyle(element).direction === 'rtl' };
    const next = chooseSpot(target, { width, height }, frame, snackbars);
    setSpot((previous) => (previous.side === next.side && previous.top === next.top ? previous : next));
  }, [bubble, target, text, snackbars]);
  return spot;
}

/** Runs one tutorial script: the instructor's speech bubble, the highlight, and the waits. */
export function TutorialOverlay({ tutorial, startAt = 0, onClose }: { tutorial: Tutorial; startAt?: number; onClose: (completed: boolean) => void }) {
  const { t } = useTranslation();
  const { steps, challengeKey } = tutorial.script;
  const [index, setIndex] = useState(Math.min(startAt, steps.length - 1));
  const step = steps[index];
  const last = index === steps.length - 1;
  const bubble = useRef<HTMLDivElement>(null);
  const target = useTargetBox(step.highlight);
  const snackbars = useBoxesOf(SNACKBARS);
  const text = t(step.text);
  const spot = useSpot(bubble, target, text, snackbars);

  const advance = () => {
    if (last) onClose(true);
    else setIndex((value) => value + 1);
  };

  useEffect(() => {
    saveRunningTutorial({ challengeKey, step: index });
  }, [challengeKey, index]);

  useEffect(() => {
    if (step.wait.kind === 'next') return undefined;
    return watchStep(step.wait, challengeKey, environment, () => setIndex((value) => Math.min(value + 1, steps.length - 1)));
  }, [step, challengeKey, steps.length]);

  const margin = { base: '3', md: '6' };
  return (
    // Portalled to the end of the body, and a live region there: a menu or dialog that hides
    // the rest of the page from assistive technology while it is open leaves live regions
    // alone, so the instructor still speaks (and can be reached) over the side nav or a dialog.
    <Portal>
      {target && <Highlight box={target} />}
      <div className="instructor-live" aria-live="polite">
        <Box
          ref={bubble}
          role="dialog"
          aria-modal="false"
          aria-labelledby="instructor-title"
          aria-describedby="instructor-text"
          className="hacking-instructor"
          data-step={index + 1}
          data-spot={`${spot.top === null ? 'bottom' : 'raised'}-${spot.side}`}
          position="fixed"
          zIndex={2200}
          pointerEvents="auto"
          top={spot.top === null ? 'auto' : `${Math.round(spot.top)}px`}
          bottom={spot.top === null ? margin : 'auto'}
          insetEnd={{ base: '3', md: spot.side === 'end' ? '6' : 'auto' }}
          insetStart={{ base: '3', md: spot.side === 'start' ? '6' : 'auto' }}
          width={{ md: '380px' }}
          maxHeight={`calc(100dvh - ${TOP_BAR + 2 * MARGIN.narrow}px)`}
          overflowY="auto"
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
              <Text id="instructor-text" fontSize="sm" className="instructor-text" whiteSpace="pre-line" overflowWrap="anywhere">
                {text}
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
      </div>
    </Portal>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@pulp/shared';
import { Box, Card, Center, ErrorCard, Flex, Heading, PulpIcon, SimpleGrid, Spinner, Stack, Text } from '@pulp/shared/ui';
import { useChallenges } from './useChallenges';
import { useHints } from './useHints';
import { useFilters } from './useFilters';
import { tutorialState, effectiveFilters } from './model/tiers';
import { codingProgress, progressMatrix, progressPercent } from './model/progress';
import { visibleChallenges } from './model/visible';
import { ChallengeCard } from './components/ChallengeCard';
import { FilterBar } from './components/FilterBar';
import { ProgressChart } from './components/ProgressChart';
import { ProgressRing } from './components/ProgressRing';
import { ProgressCodePanel } from './components/ProgressCodePanel';

/** The score board (docs/behaviour.md, "Screens" and "Challenges and the score board"): progress, filters, tutorial tiers, challenge cards. */
export default function ScoreBoardPage() {
  const { t } = useTranslation();
  const config = useConfig((state) => state.config);
  const { challenges, loading, error, reload, markCodingProgress } = useChallenges();
  const hints = useHints();
  const [saved, setFilters, resetFilters] = useFilters();

  const tutorial = useMemo(() => tutorialState(challenges), [challenges]);
  const { filters, locked, forcedDifficulties } = effectiveFilters(saved, tutorial, config.challenges.restrictToTutorialsFirst);
  const matrix = useMemo(() => progressMatrix(challenges), [challenges]);
  const percent = progressPercent(challenges);
  const shown = visibleChallenges(challenges, filters);
  const cardOptions = {
    showFlags: config.ctf.showFlagsInNotifications,
    instructorEnabled: config.hackingInstructor.isEnabled,
    onCodingProgress: markCodingProgress,
    hintsOf: hints.of,
    onRevealHint: hints.reveal,
  };
  const coding = codingProgress(challenges);

  if (loading && !challenges.length) {
    return (
      <Center py="16" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  if (error && !challenges.length) return <ErrorCard title="CHALLENGES_FAILED" detail={error} onRetry={reload} />;

  return (
    <Stack gap="5" className="score-board" maxW="1400px" mx="auto">
      <Card.Root size="sm" overflow="hidden">
        <Card.Body>
          <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', lg: 'row' }} align={{ lg: 'center' }}>
            <Flex gap="5" align="center" flexShrink={0}>
              <ProgressRing percent={percent} label={t('PROGRESS_ARIA', { percent })} />
              <Stack gap="1">
                <Heading as="h1" size="2xl" display="flex" alignItems="center" gap="2">
                  <PulpIcon name="trophy" />
                  {t('TITLE_SCORE_BOARD')}
                </Heading>
                <Text color="fg.muted" className="progress-summary">
                  {t('PROGRESS_SUMMARY', { solved: matrix.overall.solved, total: matrix.overall.total, percent })}
                </Text>
                {coding.total > 0 && (
                  <Text color="fg.muted" fontSize="sm" className="coding-progress-summary">
                    {t('CODING_PROGRESS_SUMMARY', coding)}
                  </Text>
                )}
              </Stack>
            </Flex>
            <Box flex="1" minW="0">
              <ProgressChart matrix={matrix} />
            </Box>
          </Flex>
        </Card.Body>
      </Card.Root>

      {!tutorial.allTutorialsCompleted && (
        <Card.Root size="sm" variant="subtle" bg="purple.subtle" className="tutorial-tier" role="status">
          <Card.Body flexDirection="row" gap="3" alignItems="center">
            <Box color="purple.fg" fontSize="2xl">
              <PulpIcon name="school" />
            </Box>
            <Stack gap="0.5">
              <Text fontWeight="semibold">{t('TUTORIAL_TIER', { tier: tutorial.tier })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {locked ? t('TUTORIALS_FIRST') : t('TUTORIAL_TIER_TEXT', { tier: tutorial.tier })}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <FilterBar filters={filters} saved={saved} matrix={matrix} locked={locked} forcedDifficulties={forcedDifficulties} onChange={setFilters} onReset={resetFilters} />

      {shown.length === 0 ? (
        <Card.Root className="no-challenges" textAlign="center">
          <Card.Body>
            <Text color="fg.muted">{t('NO_CHALLENGES_MATCH')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" className="challenge-list" as="ul" listStyleType="none" aria-label={t('CHALLENGE_LIST')}>
          {shown.map((challenge) => (
            <Box as="li" key={challenge.key}>
              <ChallengeCard challenge={challenge} options={cardOptions} />
            </Box>
          ))}
        </SimpleGrid>
      )}

      <ProgressCodePanel onRestored={reload} />
    </Stack>
  );
}

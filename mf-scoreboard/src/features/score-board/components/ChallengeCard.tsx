import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pulp/shared/router';
import { errorMessage, type Challenge, type Hint } from '@pulp/shared';
import { Badge, Box, Button, Card, HStack, PulpIcon, Stack, Text, showError } from '@pulp/shared/ui';
import { Collapsible } from '@pulp/shared/ui-data';
import { Difficulty } from './Difficulty';
import { RichText } from './RichText';
import { ChallengeHints } from './ChallengeHints';
import { challengeState } from '../model/visible';
import { badgeTags, TAG_LABELS } from '../model/tags';
import { repeatNotification } from '../api';

// The code view and its highlighter load only when a "find it" button is pressed.
const FindItDialog = lazy(() => import('../../find-it/FindItDialog'));

export interface ChallengeCardOptions {
  showFlags: boolean;
  instructorEnabled: boolean;
  /** A coding challenge's lines were found (1) or its fix chosen (2). */
  onCodingProgress: (key: string, status: 1 | 2) => void;
  /** A challenge's hints (none when the shop hides them) and how to reveal the next one. */
  hintsOf: (challengeId: number) => Hint[];
  onRevealHint: (hint: Hint) => Promise<void>;
}

const ACCENT = { solved: 'green.solid', unsolved: 'border.emphasized', disabled: 'orange.solid' } as const;

function Disclosure({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="sm" px="0" color="brand.fg" aria-expanded={open} aria-controls={id} gap="1">
          <PulpIcon name={open ? 'chevronDown' : 'chevronRight'} />
          {label}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content id={id}>
        <Box pt="1" pb="2" fontSize="sm" color="fg.muted">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** One challenge (dom-contract: id challenge-<key>, class solved / unsolved / disabled). */
export function ChallengeCard({ challenge, options }: { challenge: Challenge; options: ChallengeCardOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = challengeState(challenge);
  const [findingIt, setFindingIt] = useState(false);
  const coding = challenge.codingChallengeStatus ?? 0;

  const repeat = () => repeatNotification(challenge.name).catch((failure: unknown) => showError(errorMessage(failure)));

  return (
    <Card.Root
      id={`challenge-${challenge.key}`}
      className={`challenge-card ${state}`}
      data-state={state}
      borderTopWidth="4px"
      borderTopColor={ACCENT[state]}
      borderTopStyle={state === 'disabled' ? 'dashed' : 'solid'}
      opacity={state === 'disabled' ? 0.8 : 1}
      size="sm"
      height="full"
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1.5" minW="0">
            {/* Challenge names and categories stay as they are in every language, like product names. */}
            <Card.Title as="h3" className="challenge-name" fontSize="lg" lineHeight="short">
              {/* A plain span: Chakra would read `translate` as a style prop. */}
              <span translate="no">{challenge.name}</span>
            </Card.Title>
            <HStack gap="1.5" wrap="wrap">
              <Badge variant="subtle" colorPalette="gray" className="challenge-category">
                <span translate="no">{challenge.category}</span>
              </Badge>
              {challenge.hasCodingChallenge && coding > 0 && (
                <Badge variant="subtle" colorPalette={coding === 2 ? 'green' : 'blue'} className="coding-challenge-status" data-status={coding}>
                  <PulpIcon name="search" />
                  {t(coding === 2 ? 'CODING_STATUS_FIXED' : 'CODING_STATUS_FOUND')}
                </Badge>
              )}
              {challenge.hasTutorial && (
                <Badge variant="subtle" colorPalette="purple">
                  <PulpIcon name="school" />
                  {t('LABEL_TUTORIAL')}
                </Badge>
              )}
              {badgeTags(challenge).map((tag) => (
                <Badge key={tag} variant="outline" colorPalette="gray" className="challenge-tag" data-tag={tag}>
                  {t(TAG_LABELS[tag] ?? tag)}
                </Badge>
              ))}
            </HStack>
          </Stack>
          {state === 'solved' && (
            <Badge colorPalette="green" variant="solid" flexShrink={0} className="challenge-state">
              <PulpIcon name="trophy" />
              {t('STATUS_SOLVED')}
            </Badge>
          )}
          {state === 'disabled' && (
            <Badge colorPalette="orange" variant="subtle" flexShrink={0} className="challenge-state">
              {t('STATUS_UNAVAILABLE')}
            </Badge>
          )}
        </HStack>
        <Difficulty difficulty={challenge.difficulty} />
        <Text className="challenge-description" fontSize="sm">
          <RichText text={challenge.description} />
        </Text>
        {state === 'disabled' && (
          <Text className="challenge-unavailable" fontSize="sm" color="orange.fg" role="note">
            {t('CHALLENGE_UNAVAILABLE', { env: challenge.disabledEnv })}
          </Text>
        )}
        {state !== 'solved' && <ChallengeHints challengeKey={challenge.key} hints={options.hintsOf(challenge.id)} hintUrl={challenge.hintUrl} onReveal={options.onRevealHint} />}
        {state === 'solved' && challenge.mitigation && (
          <Disclosure label={t('SHOW_MITIGATION')} id={`mitigation-${challenge.key}`}>
            <Text className="challenge-mitigation">
              <RichText text={challenge.mitigation} />
            </Text>
          </Disclosure>
        )}
      </Card.Body>
      {((options.instructorEnabled && challenge.hasTutorial && state === 'unsolved') || (options.showFlags && state === 'solved') || challenge.hasCodingChallenge) && (
        <Card.Footer gap="2" pt="0">
          {options.instructorEnabled && challenge.hasTutorial && state === 'unsolved' && (
            <Button size="sm" colorPalette="purple" variant="subtle" onClick={() => navigate(`/hacking-instructor?challenge=${encodeURIComponent(challenge.name)}`)}>
              <PulpIcon name="school" />
              {t('START_TUTORIAL')}
            </Button>
          )}
          {options.showFlags && state === 'solved' && (
            <Button size="sm" variant="outline" onClick={() => void repeat()} aria-label={t('REPEAT_NOTIFICATION_ARIA', { challenge: challenge.name })}>
              {t('REPEAT_NOTIFICATION')}
            </Button>
          )}
          {challenge.hasCodingChallenge && (
            <Button size="sm" variant="outline" className="find-it-button" onClick={() => setFindingIt(true)} aria-label={t('FIND_IT_ARIA', { challenge: challenge.name })}>
              <PulpIcon name="search" />
              {t('FIND_IT')}
            </Button>
          )}
        </Card.Footer>
      )}
      {findingIt && (
        <Suspense fallback={null}>
          <FindItDialog challenge={challenge} onClose={() => setFindingIt(false)} onProgress={options.onCodingProgress} />
        </Suspense>
      )}
    </Card.Root>
  );
}

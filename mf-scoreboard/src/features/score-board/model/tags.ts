import type { Challenge } from '@pulp/shared';

/**
 * The tags GET /api/Challenges sends (comma-separated, the reference shop's names) and the
 * translation key of each. 'Tutorial' has its own badge (LABEL_TUTORIAL, from hasTutorial), so
 * the card leaves it out of the tag badges.
 */
export const TAG_LABELS: Readonly<Record<string, string>> = {
  Tutorial: 'LABEL_TUTORIAL',
  'Good for Demos': 'TAG_GOOD_FOR_DEMOS',
  'Danger Zone': 'TAG_DANGER_ZONE',
  OSINT: 'TAG_OSINT',
  'Brute Force': 'TAG_BRUTE_FORCE',
  Contraption: 'TAG_CONTRAPTION',
  Shenanigans: 'TAG_SHENANIGANS',
  Prerequisite: 'TAG_PREREQUISITE',
  'Good Practice': 'TAG_GOOD_PRACTICE',
  'Code Analysis': 'TAG_CODE_ANALYSIS',
  Web3: 'TAG_WEB3',
  'Internet Traffic': 'TAG_INTERNET_TRAFFIC',
};

/** A challenge's tags in the server's order, without blanks and without tags this board does not know. */
export function challengeTags(challenge: Pick<Challenge, 'tags'>): string[] {
  if (!challenge.tags) return [];
  return challenge.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => Object.hasOwn(TAG_LABELS, tag));
}

/** The tags shown as badges on a card: all but 'Tutorial', which the tutorial badge already says. */
export function badgeTags(challenge: Pick<Challenge, 'tags'>): string[] {
  return challengeTags(challenge).filter((tag) => tag !== 'Tutorial');
}

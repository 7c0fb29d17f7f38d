import type { ChallengeDefinition } from '../definitions';

/** Challenges of identity and account (ids 200–299). */
export const IDENTITY_CHALLENGES: ChallengeDefinition[] = [];

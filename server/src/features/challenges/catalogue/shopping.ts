import type { ChallengeDefinition } from '../definitions';

/** Challenges of shopping and customer service (ids 300–399). */
export const SHOPPING_CHALLENGES: ChallengeDefinition[] = [];

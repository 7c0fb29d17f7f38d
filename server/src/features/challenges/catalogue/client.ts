import type { ChallengeDefinition } from '../definitions';

/** Challenges of client, content and infrastructure (ids 100–199). */
export const CLIENT_CHALLENGES: ChallengeDefinition[] = [];

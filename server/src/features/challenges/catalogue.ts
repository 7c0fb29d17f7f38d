import type { ChallengeDefinition } from './definitions';
import { CORE_CHALLENGES } from './catalogue/core';
import { CLIENT_CHALLENGES } from './catalogue/client';
import { IDENTITY_CHALLENGES } from './catalogue/identity';
import { SHOPPING_CHALLENGES } from './catalogue/shopping';
import { DANGER_CHALLENGES } from './catalogue/danger';
import { DISCLOSURE_CHALLENGES } from './catalogue/disclosure';
import { INJECTION_CHALLENGES } from './catalogue/injection';
import { ACCOUNT_CHALLENGES } from './catalogue/accounts';
import { FEATURE_CHALLENGES } from './catalogue/features';

/**
 * The challenge catalogue: one entry per challenge. Its texts (description, hint, mitigation),
 * written by us, live in server/i18n/challenges/<language>.json by key.
 *
 * Entries live in ./catalogue/, one file per area, each with its own id range. To add a
 * challenge: append an entry to its area's file with the next free id of that range (ids are encoded into continue
 * codes, so never renumber or reuse one), use the reference shop's key where the challenge is
 * a well-known one, detect it with `solve(ctx, key)` / `solveIf(ctx, key, condition)` from
 * ./solve, and mark the vulnerable spot `// vuln: <key>`. The catalogue test checks ids, keys,
 * difficulties and texts.
 */
export const CHALLENGES: ChallengeDefinition[] = [...CORE_CHALLENGES, ...CLIENT_CHALLENGES, ...IDENTITY_CHALLENGES, ...SHOPPING_CHALLENGES, ...DANGER_CHALLENGES, ...DISCLOSURE_CHALLENGES, ...INJECTION_CHALLENGES, ...ACCOUNT_CHALLENGES, ...FEATURE_CHALLENGES];

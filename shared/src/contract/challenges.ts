import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdParams } from './common';
import { Challenge, ChallengeProgressEntry, CountryMapping, Hint } from './entities';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Lookups filter the list (a number and a flag arrive as text and are coerced); no filter is the whole list. */
export const ChallengeQuery = v.object({
  name: v.optional(text(200)),
  key: v.optional(text(200)),
  category: v.optional(text(200)),
  difficulty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
  hasTutorial: v.optional(v.boolean()),
  lang: v.optional(text(10)),
  sort: v.optional(text(20)),
});

/** The language of the hints' texts (else the language cookie, else English). */
export const HintQuery = v.object({ lang: v.optional(text(10)) });

/** Revealing a hint is all a client may do with one: its text and order are the shop's. */
export const UnlockHintBody = v.object({ unlocked: v.literal(true, 'A hint can only be revealed: send {"unlocked": true}.') });

export const RepeatNotificationQuery = v.object({ challenge: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
export const ContinueCodeParams = v.object({ code: text(2000) });

/** The score board: the challenge list, notifications again, progress codes, CTF country mapping. */
export const challenges = {
  list: endpoint({ method: 'GET', path: PATHS.challenges, query: ChallengeQuery, response: envelope(v.array(Challenge)) }),
  /** For machines (MultiJuicer's progress watchdog polls it): which challenges are solved, and when. */
  progress: endpoint({ method: 'GET', path: PATHS.challengeProgress, response: envelope(v.array(ChallengeProgressEntry)) }),
  repeatNotification: endpoint({
    method: 'GET',
    path: PATHS.repeatNotification,
    query: RepeatNotificationQuery,
    response: envelope(v.object({ repeated: v.boolean() })),
  }),
  continueCode: endpoint({ method: 'GET', path: PATHS.continueCode, response: v.object({ continueCode: v.string() }) }),
  applyContinueCode: endpoint({
    method: 'PUT',
    path: PATHS.applyContinueCode,
    params: ContinueCodeParams,
    response: v.object({ status: v.string(), data: v.string(), restored: v.number() }),
  }),
  countryMapping: endpoint({ method: 'GET', path: PATHS.countryMapping, response: CountryMapping }),
  /** The same mapping as YAML under `ctf.countryMapping`, the file juice-shop-ctf-cli fetches for FBCTF. */
  countryMappingYaml: endpoint({ method: 'GET', path: PATHS.countryMappingYaml }),
  /** Every hint of every challenge, in order; empty when the shop hides hints (challenges.showHints off). */
  hints: endpoint({ method: 'GET', path: PATHS.hints, query: HintQuery, response: envelope(v.array(Hint)) }),
  /** Reveals a hint (and the ones before it): the score board shows a challenge's hints one at a time. */
  unlockHint: endpoint({ method: 'PUT', path: PATHS.hint, params: IdParams, body: UnlockHintBody, response: envelope(Hint) }),
};

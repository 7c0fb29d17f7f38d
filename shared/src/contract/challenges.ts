import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope } from './common';
import { Challenge, ChallengeProgressEntry, CountryMapping } from './entities';

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
};

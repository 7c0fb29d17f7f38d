import * as v from 'valibot';
import { endpoint } from './endpoint';
import { contractParse, isHardened } from './hardening';
import { PATHS } from './paths';
import { envelope, Id } from './common';
import { ApplicationConfiguration, DeluxeStatus, LanguageEntry } from './entities';

export const RESET_SCOPES = ['progress', 'all'] as const;
export type ResetScope = (typeof RESET_SCOPES)[number];

// No body at all means scope "all"; unknown fields are dropped.
export const ResetBody = v.optional(v.nullable(v.object({ scope: v.optional(v.picklist(RESET_SCOPES)) })));

export const DeluxeBody = v.object({
  // vuln: freeDeluxeChallenge — the client sends "wallet" or "card", but any short text is
  // taken here, and the upgrade goes through for a mode it does not know.
  paymentMode: v.lazy(() =>
    isHardened(contractParse, 'freeDeluxeChallenge')
      ? v.picklist(['wallet', 'card'], 'Choose how to pay: wallet or card.')
      : v.pipe(v.string(), v.maxLength(40)),
  ),
  paymentId: v.optional(Id),
});

/** A B2B partner's order: its lines are a text the server evaluates (see b2b/routes.ts). */
export const B2bOrderBody = v.object({
  cid: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  orderLinesData: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
  customerReference: v.optional(v.pipe(v.string(), v.maxLength(60))),
});

export const B2bOrderAnswer = envelope(
  v.object({ cid: v.string(), orderNo: v.string(), customerReference: v.nullable(v.string()), lines: v.number(), paymentDue: v.string() }),
);

/** The shop as a whole: configuration, version and readiness, languages, trainer reset, deluxe, B2B. */
export const shop = {
  configuration: endpoint({ method: 'GET', path: PATHS.applicationConfiguration, response: v.object({ config: ApplicationConfiguration }) }),
  version: endpoint({ method: 'GET', path: PATHS.applicationVersion, response: v.object({ version: v.string() }) }),
  readiness: endpoint({ method: 'GET', path: PATHS.readiness, response: v.object({ status: v.string() }) }),
  languages: endpoint({ method: 'GET', path: PATHS.languages, response: v.array(LanguageEntry) }),
  reset: endpoint({ method: 'POST', path: PATHS.reset, body: ResetBody, response: envelope(v.object({ scope: v.picklist(RESET_SCOPES) })) }),
  deluxeStatus: endpoint({ method: 'GET', path: PATHS.deluxeMembership, response: envelope(DeluxeStatus) }),
  deluxeUpgrade: endpoint({
    method: 'POST',
    path: PATHS.deluxeMembership,
    body: DeluxeBody,
    response: envelope(v.object({ confirmation: v.string(), token: v.string() })),
  }),
  b2bOrder: endpoint({ method: 'POST', path: PATHS.b2bOrders, body: B2bOrderBody, response: B2bOrderAnswer }),
};

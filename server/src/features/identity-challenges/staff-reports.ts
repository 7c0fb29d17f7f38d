import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ChallengeConfig } from '../../config/hardened';
import { solveIf } from '../challenges/solve';
import { hashPassword } from '../../auth/passwords';
import { developerDependencies } from '../ftp/documents';
import { DISCLOSURE_REPORTS, type ReportedFlaw } from './disclosure-reports';

/**
 * Flaws a trainee solves by telling the shop about them, through feedback or a complaint: each
 * challenge with the words that name its flaw.
 */
const REPORTED_FLAWS: ReportedFlaw[] = [
  // Algorithms and libraries the shop uses where it should not: MD5 for password hashes (a true
  // report only while the shop still stores them so), Hashids for progress codes, Base64 and
  // Base85/Z85 for coupon data.
  { key: 'weirdCryptoChallenge', names: /\bmd5\b/i, stillThere: (ctx) => storesMd5Passwords(ctx.config) },
  { key: 'weirdCryptoChallenge', names: /\b(hashids?|base64|base85|z85)\b/i },
  // The imposter in the old server manifest (/ftp/pulp-server.json.bak), one letter off sqlite3.
  { key: 'typosquattingNpmChallenge', names: /(^|[^\w-])sqllite3([^\w-]|$)/i, stillThere: (ctx) => 'sqllite3' in developerDependencies(ctx.config) },
  // The vulnerable library and version the old manifest pins (and the legacy token check copies),
  // a true report only while that check still lets the token's header choose its algorithm.
  { key: 'knownVulnerableComponentChallenge', names: /\bjsonwebtoken\W{0,5}v?0\.4\.0(?![.\d])/i, stillThere: (ctx) => ctx.tokens.legacyCheckTrustsHeader() },
  // The character hidden in the lowest bits of the photo wall's spring-cleaning picture.
  { key: 'hiddenImageChallenge', names: /\bcount[\s_-]*drosophila\b/i },
  ...DISCLOSURE_REPORTS,
];

/** Whether the shop hashes new passwords with MD5 (a hash of 32 hex digits), looked at on a hash it makes. */
function storesMd5Passwords(config: ChallengeConfig): boolean {
  return /^[0-9a-f]{32}$/.test(hashPassword('report check', config));
}

/** The text fields of the two forms that reach the shop's staff. */
const STAFF_READ_FIELDS: Record<string, string> = {
  '/api/Feedbacks': 'comment',
  '/api/Complaints': 'message',
};

/**
 * Watched from the outside, once the feedback or complaint is stored, so the two forms' routes
 * stay about feedback and complaints.
 */
export function watchStaffReports(app: FastifyInstance, ctx: AppContext): void {
  // A callback hook, not an async one: it runs on every response and costs no promise there.
  app.addHook('onResponse', (request, reply, done) => {
    const field = request.method === 'POST' && reply.statusCode === 201 ? STAFF_READ_FIELDS[request.routeOptions.url ?? ''] : undefined;
    if (field) {
      const text = (request.body as Record<string, unknown> | undefined)?.[field];
      if (typeof text === 'string') for (const flaw of REPORTED_FLAWS) solveIf(ctx, flaw.key, () => flaw.names.test(text) && (flaw.stillThere?.(ctx) ?? true));
    }
    done();
  });
}

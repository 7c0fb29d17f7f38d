import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { solveIf } from '../challenges/solve';

/**
 * Algorithms and libraries the shop uses where it should not: MD5 for password hashes,
 * Hashids for progress codes, Base64 and Base85/Z85 for coupon data.
 */
const WEIRD_CRYPTO = /\b(md5|hashids?|base64|base85|z85)\b/i;

/** The text fields of the two forms that reach the shop's staff. */
const STAFF_READ_FIELDS: Record<string, string> = {
  '/api/Feedbacks': 'comment',
  '/api/Complaints': 'message',
};

/**
 * Weird Crypto is solved by telling the shop, through feedback or a complaint, about one of
 * its weak algorithms. Watched from the outside, once the feedback or complaint is stored,
 * so the two forms' routes stay about feedback and complaints.
 */
export function watchWeirdCryptoReports(app: FastifyInstance, ctx: AppContext): void {
  // A callback hook, not an async one: it runs on every response and costs no promise there.
  app.addHook('onResponse', (request, reply, done) => {
    const field = request.method === 'POST' && reply.statusCode === 201 ? STAFF_READ_FIELDS[request.routeOptions.url ?? ''] : undefined;
    if (field) {
      const text = (request.body as Record<string, unknown> | undefined)?.[field];
      solveIf(ctx, 'weirdCryptoChallenge', () => typeof text === 'string' && WEIRD_CRYPTO.test(text));
    }
    done();
  });
}

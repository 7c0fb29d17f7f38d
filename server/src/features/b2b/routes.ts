import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shop } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest } from '../../http/errors';
import { serve } from '../../http/contract';
import type { Catalogue } from '../products/catalogue';
import { solve } from '../challenges/solve';
import { inspectCode } from './endless-loops';
import { REGEX_TIME_LIMIT_MS, regexMatchesOccupy } from './regex-sandbox';

const MAX_LINES = 50;
const PAYMENT_DAYS = 14;
/** How long the (simulated) sandbox of the old deserialiser lets an expression run. */
export const SANDBOX_TIMEOUT_MS = 2000;

interface OrderLine {
  productId: number;
  quantity: number;
  customerReference?: string;
}

const isOrderLine = (value: unknown): value is OrderLine => {
  const line = value as Partial<OrderLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.productId) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= 10000 &&
    (line.customerReference === undefined || (typeof line.customerReference === 'string' && line.customerReference.length <= 60))
  );
};

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** Order lines that are not JSON, where JSON is all that is read: refused, never looked at as code. */
function refuseNonJson(): never {
  throw badRequest(`orderLinesData must be JSON: a list of 1 to ${MAX_LINES} order lines {productId, quantity, customerReference}.`);
}

/**
 * Order lines as the B2B interface reads them: JSON, or else — the old deserialiser's way —
 * a JavaScript expression. That expression is never run: a simulated evaluator looks at its
 * syntax and answers as the old sandbox would have ('timeout', 'occupied'; the route's
 * detections look at that answer).
 */
function readOrderLines(ctx: AppContext, text: string): OrderLine[] | 'timeout' | 'occupied' {
  const json = parseJson(text);
  if (json) {
    const lines = json.value;
    if (!Array.isArray(lines) || !lines.length || lines.length > MAX_LINES || !lines.every(isOrderLine)) {
      throw badRequest(`orderLinesData must be a list of 1 to ${MAX_LINES} order lines {productId, quantity, customerReference}.`);
    }
    return lines;
  }
  // vuln: rceChallenge — what is not JSON is treated as code to evaluate. Simulated: nothing is
  // executed; an endless loop is recognised and answered like the sandbox's timeout.
  const verdict = isHardened(ctx, 'rceChallenge') ? refuseNonJson() : inspectCode(text);
  if (verdict.kind === 'endless') {
    return 'timeout';
  }
  if (verdict.kind === 'unreadable') throw badRequest(`orderLinesData is neither JSON nor a readable expression (${verdict.message}).`);
  // vuln: rceOccupyChallenge — the evaluator runs the regular expressions of the code for real,
  // so one that backtracks catastrophically occupies the server. Confined: only the matches
  // run, in a node:vm context with nothing but strings and built-ins and a hard time limit.
  if (isHardened(ctx, 'rceOccupyChallenge')) {
    if (verdict.regexMatches.length) throw badRequest('orderLinesData may not use regular expressions.');
  } else {
    if (regexMatchesOccupy(verdict.regexMatches)) {
      return 'occupied';
    }
  }
  throw badRequest('orderLinesData did not evaluate to a list of order lines.');
}

/** The ordering interface for business partners (successor of the retired XML import). */
export function registerB2bRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  // The login is checked before the body, so a caller without one hears 401 whatever it sent.
  serve(
    app,
    shop.b2bOrder,
    async (request, reply) => {
      const lines = readOrderLines(ctx, request.body.orderLinesData);
      if (lines === 'occupied') {
        solve(ctx, 'rceOccupyChallenge');
        return reply
          .status(503)
          .send({ status: 'error', error: `Sandbox timeout: a regular expression in orderLinesData was still matching after ${REGEX_TIME_LIMIT_MS} ms and was stopped.` });
      }
      if (lines === 'timeout') {
        solve(ctx, 'rceChallenge');
        // Sent here: the error handler would hide a 5xx message behind a generic one.
        return reply
          .status(503)
          .send({ status: 'error', error: `Sandbox timeout: evaluating orderLinesData took longer than ${SANDBOX_TIMEOUT_MS} ms and was stopped.` });
      }
      const unknown = lines.find((line) => !catalogue.byId(line.productId));
      if (unknown) throw badRequest(`No product with id ${unknown.productId}.`);
      const paymentDue = new Date(Date.now() + PAYMENT_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      return {
        status: 'success',
        data: { cid: request.body.cid, orderNo: randomBytes(8).toString('hex'), customerReference: request.body.customerReference ?? null, lines: lines.length, paymentDue },
      };
    },
    { onRequest: async (request) => void requireUser(ctx, request) },
  );
}

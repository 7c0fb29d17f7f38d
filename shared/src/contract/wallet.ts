import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { Id, envelope } from './common';
import { LIMITS } from './limits';

export const TopUpBody = v.object({
  balance: v.pipe(v.number(), v.minValue(LIMITS.walletMin), v.maxValue(LIMITS.walletMax)),
  /** The id of one of the caller's own cards. */
  paymentId: Id,
});

/** The digital wallet: read the balance, top it up with one of the caller's own cards. */
export const wallet = {
  balance: endpoint({ method: 'GET', path: PATHS.walletBalance, response: envelope(v.number()) }),
  topUp: endpoint({ method: 'PUT', path: PATHS.walletBalance, body: TopUpBody, response: envelope(v.number()) }),
};

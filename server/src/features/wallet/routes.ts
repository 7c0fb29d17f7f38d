import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { ownCard } from '../cards/repository';
import type { Wallets } from './wallets';

/** Top-up limits of spec section 9. */
export const TOP_UP = { min: 10, max: 1000 } as const;

const topUpBody = {
  type: 'object',
  required: ['balance', 'paymentId'],
  properties: {
    balance: { type: 'number', minimum: TOP_UP.min, maximum: TOP_UP.max },
    paymentId: { type: 'integer', minimum: 1 },
  },
} as const;

/** The digital wallet: read the balance, top it up with one of the caller's own cards. */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, wallets: Wallets): void {
  app.get('/rest/wallet/balance', async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: wallets.balance(user.id) };
  });

  app.put<{ Body: { balance: number; paymentId: number } }>('/rest/wallet/balance', { schema: { body: topUpBody } }, async (request) => {
    const user = requireUser(ctx, request);
    ownCard(ctx.db, request.body.paymentId, user.id);
    const amount = Math.round(request.body.balance * 100) / 100;
    return { status: 'success', data: wallets.credit(user.id, amount) };
  });
}

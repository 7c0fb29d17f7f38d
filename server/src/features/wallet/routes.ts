import type { FastifyInstance } from 'fastify';
import { wallet } from '@pulp/shared/contract';
import { serve } from '../../http/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { ownCard } from '../cards/repository';
import type { Wallets } from './wallets';

/** The digital wallet: read the balance, top it up with one of the caller's own cards. */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, wallets: Wallets): void {
  serve(app, wallet.balance, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: wallets.balance(user.id) };
  });

  serve(app, wallet.topUp, async (request) => {
    const user = requireUser(ctx, request);
    ownCard(ctx.db, request.body.paymentId, user.id);
    const amount = Math.round(request.body.balance * 100) / 100;
    return { status: 'success', data: wallets.credit(user.id, amount) };
  });
}

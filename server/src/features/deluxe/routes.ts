import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shop } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { findUserById, makeDeluxe, tokenUser, type UserRow } from '../users/repository';
import { ownCard } from '../cards/repository';
import type { Wallets } from '../wallet/wallets';
import { solve } from '../challenges/solve';
import { DECALS } from './decals';

/** What a year of deluxe membership costs. */
export const MEMBERSHIP_COST = 49;

/** Only customers can become members; members and staff are told why not. */
function assertEligible(user: UserRow): void {
  if (user.role === 'deluxe') throw badRequest('You are already a deluxe member!');
  if (user.role !== 'customer') throw badRequest('You are not eligible for deluxe membership!');
}

/** Deluxe membership: the cost, and the upgrade paid by wallet or card that returns a new token. */
export function registerDeluxeRoutes(app: FastifyInstance, ctx: AppContext, wallets: Wallets): void {
  const { db } = ctx;

  function caller(userId: number): UserRow {
    const row = findUserById(db, userId);
    if (!row) throw notFound('This account does not exist any more.');
    return row;
  }

  serve(app, shop.deluxeStatus, async (request) => {
    const user = caller(requireUser(ctx, request).id);
    assertEligible(user);
    return { status: 'success', data: { membershipCost: MEMBERSHIP_COST } };
  });

  serve(app, shop.deluxeUpgrade, async (request) => {
    const user = caller(requireUser(ctx, request).id);
    assertEligible(user);
    const { paymentMode, paymentId } = request.body;
    let paid = true;
    const upgrade = db.transaction(() => {
      if (paymentMode === 'wallet') {
        wallets.debit(user.id, MEMBERSHIP_COST);
      } else if (paymentMode === 'card') {
        if (paymentId === undefined) throw badRequest('Choose a card to pay with.');
        ownCard(db, paymentId, user.id);
      } else {
        // vuln: freeDeluxeChallenge — a payment mode the shop does not know is not refused:
        // it falls through to the upgrade without any payment.
        if (isHardened(ctx, 'freeDeluxeChallenge')) {
          throw badRequest('Choose how to pay: wallet or card.');
        } else {
          paid = false;
        }
      }
      makeDeluxe(db, user.id, randomBytes(16).toString('hex'), now());
    });
    upgrade();
    if (!paid) solve(ctx, 'freeDeluxeChallenge');
    const upgraded = caller(user.id);
    const token = ctx.tokens.sign(tokenUser(upgraded));
    ctx.sessions.set(token, tokenUser(upgraded));
    return { status: 'success', data: { confirmation: 'Congratulations! You are now a deluxe member!', token } };
  });

  for (const [file, svg] of Object.entries(DECALS)) {
    app.get(`/assets/public/images/deluxe/${file}`, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
      return svg;
    });
  }
}

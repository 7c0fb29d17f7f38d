import type { FastifyInstance } from 'fastify';
import { cards } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { serve } from '../../http/contract';
import { cardsOf, deleteCard, insertCard, maskedCard, ownCard } from './repository';

/** Exactly 16 digits, the first not a zero (a number between 1e15 and 1e16). */
export function cardDigits(value: number | string): string | null {
  // Numbers above 2^53 lose their last digits in JSON already; the range is what counts.
  const digits = typeof value === 'number' ? (Number.isInteger(value) && value >= 1e15 && value < 1e16 ? value.toFixed(0) : '') : value.trim();
  return /^[1-9]\d{15}$/.test(digits) ? digits : null;
}

/**
 * Saved payment cards: each user sees only their own, and only the last four digits, which is
 * all the shop keeps (the number is checked, then masked before it is stored).
 */
export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  serve(app, cards.list, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: cardsOf(db, user.id).map(maskedCard) };
  });

  serve(app, cards.get, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: maskedCard(ownCard(db, request.params.id, user.id)) };
  });

  serve(app, cards.create, async (request, reply) => {
    const user = requireUser(ctx, request);
    const digits = cardDigits(request.body.cardNum);
    if (!digits) throw badRequest('A card number has exactly 16 digits.');
    const { fullName, expMonth, expYear } = request.body;
    const id = insertCard(db, user.id, { fullName: fullName.trim(), digits, expMonth, expYear }, now());
    reply.status(201);
    return { status: 'success', data: maskedCard(ownCard(db, id, user.id)) };
  });

  serve(app, cards.remove, async (request) => {
    const user = requireUser(ctx, request);
    const card = ownCard(db, request.params.id, user.id);
    deleteCard(db, card.id);
    return { status: 'success', data: maskedCard(card) };
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { now, storedCardNumber } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { idParams, requiredText } from '../../http/schemas';
import { maskedCard, ownCard, type CardRow } from './repository';

/** Card limits (docs/behaviour.md, "Validation"). */
export const CARD_LIMITS = { yearMin: 2080, yearMax: 2099, nameMax: 100 } as const;

const cardBody = {
  type: 'object',
  required: ['fullName', 'cardNum', 'expMonth', 'expYear'],
  properties: {
    fullName: requiredText(CARD_LIMITS.nameMax),
    // The client sends a number; a string of digits is accepted too.
    cardNum: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
    expMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expYear: { type: 'integer', minimum: CARD_LIMITS.yearMin, maximum: CARD_LIMITS.yearMax },
  },
} as const;

interface CardBody {
  fullName: string;
  cardNum: number | string;
  expMonth: number;
  expYear: number;
}

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

  app.get('/api/Cards', async (request) => {
    const user = requireUser(ctx, request);
    const rows = db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE UserId = ? ORDER BY id').all(user.id);
    return { status: 'success', data: rows.map(maskedCard) };
  });

  app.get<{ Params: { id: number } }>('/api/Cards/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: maskedCard(ownCard(db, request.params.id, user.id)) };
  });

  app.post<{ Body: CardBody }>('/api/Cards', { schema: { body: cardBody } }, async (request, reply) => {
    const user = requireUser(ctx, request);
    const digits = cardDigits(request.body.cardNum);
    if (!digits) throw badRequest('A card number has exactly 16 digits.');
    const at = now();
    const { lastInsertRowid } = db
      .prepare('INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(user.id, request.body.fullName.trim(), storedCardNumber(digits), request.body.expMonth, request.body.expYear, at, at);
    reply.status(201);
    return { status: 'success', data: maskedCard(ownCard(db, Number(lastInsertRowid), user.id)) };
  });

  app.delete<{ Params: { id: number } }>('/api/Cards/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    const card = ownCard(db, request.params.id, user.id);
    db.prepare('DELETE FROM Cards WHERE id = ?').run(card.id);
    return { status: 'success', data: maskedCard(card) };
  });
}

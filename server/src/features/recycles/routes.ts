import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { badRequest, forbidden } from '../../http/errors';
import { ownedBy } from '../../http/ownership';
import { idParams } from '../../http/schemas';
import { ownAddress } from '../addresses/repository';
import { RECYCLE_ART } from './art';

/** Recycling limits (docs/behaviour.md, "Validation" and "Constants"). */
export const RECYCLE = { min: 10, max: 1000, pickupAbove: 100 } as const;

interface RecycleRow {
  id: number;
  UserId: number;
  AddressId: number;
  quantity: number;
  isPickup: number;
  date: string | null;
  createdAt: string;
  updatedAt: string;
}

const recycleBody = {
  type: 'object',
  required: ['AddressId', 'quantity'],
  properties: {
    UserId: { type: 'integer', minimum: 1 },
    AddressId: { type: 'integer', minimum: 1 },
    quantity: { type: 'integer', minimum: RECYCLE.min, maximum: RECYCLE.max },
    isPickUp: { type: 'boolean' },
    date: { type: ['string', 'null'], maxLength: 40 },
  },
} as const;

interface RecycleBody {
  UserId?: number;
  AddressId: number;
  quantity: number;
  isPickUp?: boolean;
  date?: string | null;
}

/** The response carries both the request's names and isPickup/pickupDate (docs/behaviour.md, "Entities"). */
function recycleView(row: RecycleRow) {
  return { ...row, isPickup: Boolean(row.isPickup), isPickUp: Boolean(row.isPickup), pickupDate: row.date };
}

/** A pickup day: a real calendar date (YYYY-MM-DD), today or later. */
export function pickupDay(value: string | null | undefined, today = new Date()): string {
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) throw badRequest('Please choose a valid pickup date.');
  if (day < today.toISOString().slice(0, 10)) throw badRequest('The pickup date cannot lie in the past.');
  return day;
}

/** Recycling requests: a box sent to the address, or a pickup there for larger amounts. */
export function registerRecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const byId = db.prepare<[number], RecycleRow>('SELECT * FROM Recycles WHERE id = ?');

  app.get('/api/Recycles', async (request) => {
    const user = requireUser(ctx, request);
    const rows = db.prepare<[number], RecycleRow>('SELECT * FROM Recycles WHERE UserId = ? ORDER BY id DESC').all(user.id);
    return { status: 'success', data: rows.map(recycleView) };
  });

  app.get<{ Params: { id: number } }>('/api/Recycles/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: recycleView(ownedBy(byId.get(request.params.id), user.id, 'recycling request')) };
  });

  app.post<{ Body: RecycleBody }>('/api/Recycles', { schema: { body: recycleBody } }, async (request, reply) => {
    const user = requireUser(ctx, request);
    const { UserId, AddressId, quantity, isPickUp = false, date } = request.body;
    if (UserId !== undefined && UserId !== user.id) throw forbidden('You can only request recycling for yourself.');
    ownAddress(db, AddressId, user.id);
    if (isPickUp && quantity <= RECYCLE.pickupAbove) throw badRequest(`A pickup is offered for more than ${RECYCLE.pickupAbove} liters only.`);
    const day = isPickUp ? pickupDay(date) : null;
    const at = now();
    const { lastInsertRowid } = db
      .prepare('INSERT INTO Recycles (UserId, AddressId, quantity, isPickup, date, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(user.id, AddressId, quantity, isPickUp ? 1 : 0, day, at, at);
    reply.status(201);
    return { status: 'success', data: recycleView(byId.get(Number(lastInsertRowid))!) };
  });

  for (const [file, svg] of Object.entries(RECYCLE_ART)) {
    app.get(`/assets/public/images/products/${file}`, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
      return svg;
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { LIMITS, recycles } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { badRequest, forbidden } from '../../http/errors';
import { ownedBy } from '../../http/ownership';
import { serve } from '../../http/contract';
import { findRecycle, insertRecycle, recyclesOf, type RecycleRow } from './repository';
import { ownAddress } from '../addresses/repository';
import { RECYCLE_ART } from './art';

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

  serve(app, recycles.list, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: recyclesOf(db, user.id).map(recycleView) };
  });

  serve(app, recycles.get, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: recycleView(ownedBy(findRecycle(db, request.params.id), user.id, 'recycling request')) };
  });

  serve(app, recycles.create, async (request, reply) => {
    const user = requireUser(ctx, request);
    const { UserId, AddressId, quantity, isPickUp = false, date } = request.body;
    if (UserId !== undefined && UserId !== user.id) throw forbidden('You can only request recycling for yourself.');
    ownAddress(db, AddressId, user.id);
    if (isPickUp && quantity <= LIMITS.recyclePickupAbove) throw badRequest(`A pickup is offered for more than ${LIMITS.recyclePickupAbove} liters only.`);
    const day = isPickUp ? pickupDay(date) : null;
    reply.status(201);
    return { status: 'success', data: recycleView(insertRecycle(db, { UserId: user.id, AddressId, quantity, isPickup: isPickUp, date: day }, now())) };
  });

  for (const [file, svg] of Object.entries(RECYCLE_ART)) {
    app.get(`/assets/public/images/products/${file}`, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
      return svg;
    });
  }
}

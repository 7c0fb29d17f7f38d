import type { FastifyInstance } from 'fastify';
import { addresses, type AddressBody } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { serve } from '../../http/contract';
import { addressesOf, deleteAddress, insertAddress, ownAddress, updateAddress, type AddressFields } from './repository';

function cleaned(body: AddressBody): AddressFields {
  const state = body.state?.trim();
  return {
    country: body.country.trim(),
    fullName: body.fullName.trim(),
    mobileNum: body.mobileNum,
    zipCode: body.zipCode.trim(),
    streetAddress: body.streetAddress.trim(),
    city: body.city.trim(),
    state: state ? state : null,
  };
}

/** Saved addresses: each user sees and changes only their own. */
export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  serve(app, addresses.list, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: addressesOf(db, user.id) };
  });

  serve(app, addresses.get, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: ownAddress(db, request.params.id, user.id) };
  });

  serve(app, addresses.create, async (request, reply) => {
    const user = requireUser(ctx, request);
    const id = insertAddress(db, user.id, cleaned(request.body), now());
    reply.status(201);
    return { status: 'success', data: ownAddress(db, id, user.id) };
  });

  serve(app, addresses.update, async (request) => {
    const user = requireUser(ctx, request);
    const existing = ownAddress(db, request.params.id, user.id);
    updateAddress(db, existing.id, cleaned({ ...existing, ...request.body }), now());
    return { status: 'success', data: ownAddress(db, existing.id, user.id) };
  });

  serve(app, addresses.remove, async (request) => {
    const user = requireUser(ctx, request);
    const existing = ownAddress(db, request.params.id, user.id);
    deleteAddress(db, existing.id);
    return { status: 'success', data: existing };
  });
}

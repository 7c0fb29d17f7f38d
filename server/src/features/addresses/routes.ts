import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { idParams, requiredText } from '../../http/schemas';
import { ownAddress, type AddressRow } from './repository';

/** Limits of spec section 5 ("Address"). */
export const ADDRESS_LIMITS = { mobileMin: 1111111, mobileMax: 9999999999, zipMax: 8, streetMax: 160, textMax: 100 } as const;

const addressBody = {
  type: 'object',
  required: ['country', 'fullName', 'mobileNum', 'zipCode', 'streetAddress', 'city'],
  properties: {
    country: requiredText(ADDRESS_LIMITS.textMax),
    fullName: requiredText(ADDRESS_LIMITS.textMax),
    mobileNum: { type: 'integer', minimum: ADDRESS_LIMITS.mobileMin, maximum: ADDRESS_LIMITS.mobileMax },
    zipCode: requiredText(ADDRESS_LIMITS.zipMax),
    streetAddress: requiredText(ADDRESS_LIMITS.streetMax),
    city: requiredText(ADDRESS_LIMITS.textMax),
    state: { type: ['string', 'null'], maxLength: ADDRESS_LIMITS.textMax },
  },
} as const;

/** A change may name only the fields it changes (as API clients do); each given one keeps its rule. */
const addressChangeBody = { ...addressBody, required: [] };

type AddressBody = Pick<AddressRow, 'country' | 'fullName' | 'mobileNum' | 'zipCode' | 'streetAddress' | 'city'> & { state?: string | null };

function cleaned(body: AddressBody) {
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

/** Saved addresses (spec section 7, "Addresses"): each user sees and changes only their own. */
export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/Addresss', async (request) => {
    const user = requireUser(ctx, request);
    const rows = db.prepare<[number], AddressRow>('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id').all(user.id);
    return { status: 'success', data: rows };
  });

  app.get<{ Params: { id: number } }>('/api/Addresss/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: ownAddress(db, request.params.id, user.id) };
  });

  app.post<{ Body: AddressBody }>('/api/Addresss', { schema: { body: addressBody } }, async (request, reply) => {
    const user = requireUser(ctx, request);
    const address = cleaned(request.body);
    const at = now();
    const { lastInsertRowid } = db
      .prepare('INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(user.id, address.fullName, address.mobileNum, address.zipCode, address.streetAddress, address.city, address.state, address.country, at, at);
    reply.status(201);
    return { status: 'success', data: ownAddress(db, Number(lastInsertRowid), user.id) };
  });

  app.put<{ Params: { id: number }; Body: Partial<AddressBody> }>('/api/Addresss/:id', { schema: { params: idParams, body: addressChangeBody } }, async (request) => {
    const user = requireUser(ctx, request);
    const existing = ownAddress(db, request.params.id, user.id);
    const address = cleaned({ ...existing, ...request.body });
    db.prepare('UPDATE Addresses SET fullName = ?, mobileNum = ?, zipCode = ?, streetAddress = ?, city = ?, state = ?, country = ?, updatedAt = ? WHERE id = ?').run(
      address.fullName,
      address.mobileNum,
      address.zipCode,
      address.streetAddress,
      address.city,
      address.state,
      address.country,
      now(),
      existing.id,
    );
    return { status: 'success', data: ownAddress(db, existing.id, user.id) };
  });

  app.delete<{ Params: { id: number } }>('/api/Addresss/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    const existing = ownAddress(db, request.params.id, user.id);
    db.prepare('DELETE FROM Addresses WHERE id = ?').run(existing.id);
    return { status: 'success', data: existing };
  });
}

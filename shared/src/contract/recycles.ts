import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Id, envelope, IdParams } from './common';
import { Recycle } from './entities';
import { LIMITS } from './limits';
import { PATHS } from './paths';

export const RecycleBody = v.object({
  /** Only the caller's own id is accepted; the form never sends it. */
  UserId: v.optional(Id),
  AddressId: Id,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(LIMITS.recycleMin), v.maxValue(LIMITS.recycleMax)),
  isPickUp: v.optional(v.boolean()),
  date: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
});

/** Recycling requests: a box sent to the address, or a pickup there for larger amounts. */
export const recycles = {
  list: endpoint({ method: 'GET', path: PATHS.recycles, response: envelope(v.array(Recycle)) }),
  get: endpoint({ method: 'GET', path: PATHS.recycle, params: IdParams, response: envelope(Recycle) }),
  create: endpoint({ method: 'POST', path: PATHS.recycles, body: RecycleBody, response: envelope(Recycle) }),
};

import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdParams, NumberOrDigits, requiredText } from './common';
import { Address } from './entities';
import { LIMITS } from './limits';

/** A saved address as the address form sends it. */
export const AddressBody = v.object({
  country: requiredText(LIMITS.textMax),
  fullName: requiredText(LIMITS.textMax),
  // API clients of the other well-known shop send the number as text ("9800000000").
  mobileNum: v.pipe(
    NumberOrDigits,
    v.integer(),
    v.minValue(LIMITS.mobileMin),
    v.maxValue(LIMITS.mobileMax),
  ),
  zipCode: requiredText(LIMITS.zipMax),
  streetAddress: requiredText(LIMITS.streetMax),
  city: requiredText(LIMITS.textMax),
  state: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(LIMITS.textMax)))),
});
export type AddressBody = v.InferOutput<typeof AddressBody>;

/** A change may name only the fields it changes (as API clients do); each given one keeps its rule. */
export const AddressChangeBody = v.partial(AddressBody);

/** Saved addresses: each user sees and changes only their own. */
export const addresses = {
  list: endpoint({ method: 'GET', path: PATHS.addresses, response: envelope(v.array(Address)) }),
  get: endpoint({ method: 'GET', path: PATHS.address, params: IdParams, response: envelope(Address) }),
  create: endpoint({ method: 'POST', path: PATHS.addresses, body: AddressBody, response: envelope(Address) }),
  update: endpoint({ method: 'PUT', path: PATHS.address, params: IdParams, body: AddressChangeBody, response: envelope(Address) }),
  remove: endpoint({ method: 'DELETE', path: PATHS.address, params: IdParams, response: envelope(Address) }),
};

import * as v from 'valibot';
import { firstIssue, LIMITS, recycleSchema } from '@pulp/shared/validation';

/** Pickup is offered only for more than 100 liters (docs/behaviour.md, "Validation"). */
export function pickupOffered(quantity: number): boolean {
  return Number.isFinite(quantity) && quantity > LIMITS.recyclePickupAbove;
}

export interface RecycleValues {
  quantity: number;
  addressId: number | null;
  isPickUp: boolean;
  date: string;
}

/**
 * The recycling form's rules: the pickup counts only where it is offered, and then needs a
 * date; otherwise the shop's recycling rules. Its output is what the request is made of.
 */
export const recycleFormSchema = v.pipe(
  v.object({
    quantity: v.number('MANDATORY_QUANTITY'),
    addressId: v.nullable(v.number('MANDATORY_ADDRESS')),
    isPickUp: v.boolean(),
    date: v.string('INVALID_DATE'),
  }),
  v.transform((values) => {
    const pickup = values.isPickUp && pickupOffered(values.quantity);
    return { quantity: values.quantity, addressId: values.addressId ?? Number.NaN, isPickUp: pickup, date: pickup ? values.date : null };
  }),
  recycleSchema,
);

/** The first problem of the recycling form as a translation key, or null. */
export function recycleIssue(values: RecycleValues): string | null {
  return firstIssue(recycleFormSchema, values);
}

/** What POST /api/Recycles receives. */
export function recycleRequest(values: RecycleValues, userId: number | null) {
  const pickup = values.isPickUp && pickupOffered(values.quantity);
  return { UserId: userId ?? undefined, AddressId: values.addressId, quantity: values.quantity, isPickUp: pickup, date: pickup ? values.date : null };
}

/** Today in the browser's calendar (the earliest pickup day). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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

/** The first problem of the recycling form as a translation key, or null. */
export function recycleIssue(values: RecycleValues): string | null {
  const pickup = values.isPickUp && pickupOffered(values.quantity);
  const issue = firstIssue(recycleSchema, {
    quantity: values.quantity,
    addressId: values.addressId ?? Number.NaN,
    isPickUp: pickup,
    date: pickup ? values.date : null,
  });
  if (issue) return issue;
  return pickup && !values.date ? 'INVALID_DATE' : null;
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

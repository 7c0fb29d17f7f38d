import { forbidden, notFound } from './errors';

/**
 * A row that belongs to a user: missing rows are 404, other people's rows are refused.
 * Every feature that reads an address, card, basket or recycle request by id goes through here.
 */
export function ownedBy<T extends { UserId: number | null }>(row: T | undefined, userId: number, what: string): T {
  if (!row) throw notFound(`No ${what} with this id.`);
  if (row.UserId !== userId) throw forbidden(`This ${what} is not yours.`);
  return row;
}

import { api } from '../src/api/client';
import { PATHS, pathTo } from '../src/contract/paths';
import type { ResponseOf } from '../src/contract/endpoint';
import type { cards } from '../src/contract/cards';

/**
 * Type-level checks of the clients' side of the contract, compiled by the shared package's
 * typecheck and never run: an answer typed with `ResponseOf` has the shape the contract gives,
 * so reading a field it does not have, or taking it for another shape, fails the type check.
 * Each `@ts-expect-error` fails the check in turn if that shape is ever accepted.
 */
export async function answersAreTypedByTheContract(): Promise<void> {
  const card = await api.get<ResponseOf<typeof cards.get>>(pathTo(PATHS.card, { id: 1 }));
  const fields: [number, string, string | number] = [card.data.id, card.data.fullName, card.data.cardNum];

  // @ts-expect-error: a card has no `number` (it is `cardNum`).
  const misnamed: unknown = card.data.number;
  // @ts-expect-error: the card list comes in its envelope, not bare.
  const bare: { id: number }[] = await api.get<ResponseOf<typeof cards.list>>(PATHS.cards);
  // @ts-expect-error: the card number may be digits as text, not only a number.
  const digits: number = card.data.cardNum;
  void [fields, misnamed, bare, digits];
}

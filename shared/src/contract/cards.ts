import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdParams, requiredText } from './common';
import { Card } from './entities';
import { LIMITS } from './limits';

export const CARD_NAME_MAX = LIMITS.textMax;

export const CardBody = v.object({
  fullName: requiredText(CARD_NAME_MAX),
  // The client sends a number; a string of digits is accepted too (the server checks the digits).
  cardNum: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.maxLength(20))]),
  expMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expYear: v.pipe(v.number(), v.integer(), v.minValue(LIMITS.cardYearMin), v.maxValue(LIMITS.cardYearMax)),
});
export type CardBody = v.InferOutput<typeof CardBody>;

/** Saved payment cards: each user sees only their own, masked. */
export const cards = {
  list: endpoint({ method: 'GET', path: PATHS.cards, response: envelope(v.array(Card)) }),
  get: endpoint({ method: 'GET', path: PATHS.card, params: IdParams, response: envelope(Card) }),
  create: endpoint({ method: 'POST', path: PATHS.cards, body: CardBody, response: envelope(Card) }),
  remove: endpoint({ method: 'DELETE', path: PATHS.card, params: IdParams, response: envelope(Card) }),
};

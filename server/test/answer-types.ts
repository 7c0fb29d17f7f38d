import type { FastifyInstance } from 'fastify';
import { cards, users } from '@pulp/shared/contract';
import { serve } from '../src/http/contract';

/**
 * Type-level checks of `serve`, compiled by the server's typecheck and never run: a handler's
 * answer is typed by its endpoint's `response` schema, so a handler answering another shape
 * fails the type check. Each `@ts-expect-error` fails the check in turn if that answer is
 * ever accepted.
 */
export function answersAreTypedByTheContract(app: FastifyInstance): void {
  const card = { id: 1, fullName: 'Ada', cardNum: '************1234', expMonth: 1, expYear: 2090 };

  // What the contract describes, a failure with its sentence, and a body serialised by hand.
  serve(app, cards.get, async () => ({ status: 'success', data: card }));
  serve(app, cards.list, async (_request, reply) => reply.status(404).send({ error: 'No cards.' }));
  serve(app, cards.list, async () => JSON.stringify({ status: 'success', data: [card] }));

  // @ts-expect-error: a card without its number and expiry is not a card.
  serve(app, cards.get, async () => ({ status: 'success', data: { id: 1, fullName: 'Ada' } }));
  // @ts-expect-error: the list comes in its envelope, not bare.
  serve(app, cards.list, async () => [card]);
  // @ts-expect-error: a role the contract does not list.
  serve(app, users.get, async () => ({ data: { id: 1, email: 'a@b.c', role: 'owner', createdAt: '', updatedAt: '' } }));
  // @ts-expect-error: a handler that never answers.
  serve(app, cards.list, async () => {});
}

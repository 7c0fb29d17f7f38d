import { shopWithDemoAndJonas, DEMO } from './helpers';
import { JONAS, shopper, type Session } from './shop-helpers';

const given = shopWithDemoAndJonas();

const reviewsOf = async (productId: number, session?: Session) =>
  (await given.shop.app.inject({ method: 'GET', url: `/rest/products/${productId}/reviews`, headers: session?.headers ?? {} })).json().data as {
    _id: string;
    author: string;
    message: string;
    likesCount: number;
    liked: boolean;
    likedBy?: unknown;
  }[];

describe('writing reviews', () => {
  it('stores a review under the own email', async () => {
    const response = await shopper(given.shop, given.demo).call({ method: 'PUT', url: '/rest/products/3/reviews', payload: { message: '  Sunny and smooth.  ', author: DEMO.email } });
    expect(response.statusCode).toBe(201);
    const mine = (await reviewsOf(3)).find((review) => review.author === DEMO.email);
    expect(mine).toEqual(expect.objectContaining({ message: 'Sunny and smooth.', likesCount: 0, liked: false, _id: expect.stringMatching(/^[0-9a-f]{24}$/) }));
  });

  it('refuses blank and overlong texts, unknown products and other authors', async () => {
    const me = shopper(given.shop, given.demo);
    expect((await me.call({ method: 'PUT', url: '/rest/products/3/reviews', payload: { message: '   ', author: DEMO.email } })).statusCode).toBe(400);
    expect((await me.call({ method: 'PUT', url: '/rest/products/3/reviews', payload: { message: 'x'.repeat(161), author: DEMO.email } })).statusCode).toBe(400);
    expect((await me.call({ method: 'PUT', url: '/rest/products/3/reviews', payload: { message: 'x'.repeat(160), author: DEMO.email } })).statusCode).toBe(201);
    expect((await me.call({ method: 'PUT', url: '/rest/products/9999/reviews', payload: { message: 'Hi', author: DEMO.email } })).statusCode).toBe(404);
    // Changed for forgedReviewChallenge: the author is taken as sent.
    const forged = await me.call({ method: 'PUT', url: '/rest/products/3/reviews', payload: { message: 'Great!', author: JONAS.email } });
    expect(forged.statusCode).toBe(201);
    expect(forged.json().data.author).toBe(JONAS.email);
    expect((await given.shop.app.inject({ method: 'PUT', url: '/rest/products/3/reviews', payload: { message: 'Hi', author: 'Anonymous' } })).statusCode).toBe(401);
  });
});

describe('editing reviews', () => {
  it('lets the author change the text', async () => {
    const [review] = (await reviewsOf(2)).filter((entry) => entry.author === DEMO.email);
    const response = await shopper(given.shop, given.demo).call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id: review._id, message: 'Even better chilled.' } });
    expect(response.statusCode).toBe(200);
    expect((await reviewsOf(2)).find((entry) => entry._id === review._id)?.message).toBe('Even better chilled.');
  });

  it("refuses to change another user's review, and malformed ids and texts", async () => {
    const [review] = (await reviewsOf(2)).filter((entry) => entry.author === DEMO.email);
    const thief = shopper(given.shop, given.jonas);
    expect((await thief.call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id: review._id, message: 'Awful.' } })).statusCode).toBe(403);
    // Changed for noSqlReviewsChallenge: operators reach the query, but a selector
    // that matches none of the caller's reviews is still refused, and code-running operators too.
    expect((await thief.call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id: { $in: [review._id] }, message: 'Awful.' } })).statusCode).toBe(403);
    expect((await thief.call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id: { $where: 'true' }, message: 'Awful.' } })).statusCode).toBe(400);
    expect((await shopper(given.shop, given.demo).call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id: review._id, message: '' } })).statusCode).toBe(400);
    expect((await shopper(given.shop, given.demo).call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id: 'f'.repeat(24), message: 'Hi' } })).statusCode).toBe(404);
    expect((await reviewsOf(2)).find((entry) => entry._id === review._id)?.message).toBe('Even better chilled.');
  });
});

describe('liking reviews', () => {
  it('counts one like per user and marks it as liked for that user only', async () => {
    const [review] = await reviewsOf(1);
    const first = await shopper(given.shop, given.jonas).call({ method: 'POST', url: '/rest/products/reviews', payload: { id: review._id } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual(expect.objectContaining({ likesCount: review.likesCount + 1, liked: true }));
    const again = await shopper(given.shop, given.jonas).call({ method: 'POST', url: '/rest/products/reviews', payload: { id: review._id } });
    expect(again.statusCode).toBe(403);
    const seenByJonas = (await reviewsOf(1, given.jonas)).find((entry) => entry._id === review._id)!;
    const seenByDemo = (await reviewsOf(1, given.demo)).find((entry) => entry._id === review._id)!;
    expect(seenByJonas).toEqual(expect.objectContaining({ likesCount: review.likesCount + 1, liked: true }));
    expect(seenByDemo.liked).toBe(false);
    // Who liked a review stays private.
    expect(seenByDemo.likedBy).toBeUndefined();
  });

  it('refuses visitors and unknown reviews', async () => {
    const [review] = await reviewsOf(1);
    expect((await given.shop.app.inject({ method: 'POST', url: '/rest/products/reviews', payload: { id: review._id } })).statusCode).toBe(401);
    expect((await shopper(given.shop, given.demo).call({ method: 'POST', url: '/rest/products/reviews', payload: { id: '0'.repeat(24) } })).statusCode).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps reviews in the database across a restart of the store', async () => {
    const before = await reviewsOf(3);
    given.shop.ctx.documents.reviews.reload();
    expect(await reviewsOf(3)).toEqual(before);
  });
});

// Non-intended access control: customer B tries every route that takes an id of customer A's
// (addresses, cards, basket items, baskets, orders, wallet, recycles, reviews, users, feedback)
// and must be refused, with A's data unchanged. Only the documented challenge routes let B in.
import { keepAliveAgent, must, request } from './lib/client.mjs';
import { checkoutDetails, registerCustomer } from './lib/accounts.mjs';

/** Routes where a documented challenge makes crossing customers the point (server/SOLUTIONS.md). */
export const DOCUMENTED_EXCEPTIONS = [
  { route: 'GET /rest/basket/:id', challenge: 'basketAccessChallenge (View Basket)' },
  { route: 'POST /api/BasketItems with a duplicate BasketId key', challenge: 'basketManipulateChallenge (Manipulate Basket)' },
  { route: 'GET /rest/track-order/:id with a query operator as id', challenge: 'noSqlOrdersChallenge (NoSQL Exfiltration)' },
  { route: 'PATCH /rest/products/reviews with a query operator as id', challenge: 'noSqlReviewsChallenge (NoSQL Manipulation)' },
  { route: 'POST /rest/user/data-export (orders matched by masked email)', challenge: 'dataExportChallenge (GDPR Data Theft)' },
  { route: 'PUT /rest/products/:id/reviews (author from the body)', challenge: 'forgedReviewChallenge (Forged Review)' },
  { route: 'POST /api/Feedbacks (UserId from the body)', challenge: 'forgedFeedbackChallenge (Forged Feedback)' },
];

const REFUSED = [400, 401, 403, 404];

export async function accessControl(base) {
  const agent = keepAliveAgent(4);
  const a = await registerCustomer(base, 'owner', agent);
  const b = await registerCustomer(base, 'intruder', agent);
  const aDetails = await checkoutDetails(base, a, agent);
  const bDetails = await checkoutDetails(base, b, agent);
  const as = (session) => ({ token: session.token, agent });

  // A's things: an address, a card, a basket item, an order, a recycling request, a review, feedback.
  const products = (await must(base, { path: '/api/Quantitys' })).json.data.filter((row) => row.limitPerUser === null).map((row) => row.ProductId);
  await must(base, { ...as(a), method: 'POST', path: '/api/BasketItems', body: { ProductId: products[0], BasketId: a.bid, quantity: 1 } });
  const order = await must(base, {
    ...as(a),
    method: 'POST',
    path: `/rest/basket/${a.bid}/checkout`,
    body: { orderDetails: { paymentId: aDetails.paymentId, addressId: aDetails.addressId, deliveryMethodId: aDetails.deliveryMethodId } },
  });
  const orderId = order.json.orderConfirmation;
  const item = (await must(base, { ...as(a), method: 'POST', path: '/api/BasketItems', body: { ProductId: products[1], BasketId: a.bid, quantity: 1 } })).json.data;
  const recycle = (await must(base, { ...as(a), method: 'POST', path: '/api/Recycles', body: { AddressId: aDetails.addressId, quantity: 10 } })).json.data;
  const reviewText = `owner review ${Date.now()}`;
  await must(base, { ...as(a), method: 'PUT', path: `/rest/products/${products[0]}/reviews`, body: { message: reviewText, author: a.email } });
  const review = (await must(base, { path: `/rest/products/${products[0]}/reviews` })).json.data.find((entry) => entry.message === reviewText);
  await must(base, { ...as(a), method: 'PUT', path: '/rest/wallet/balance', body: { balance: 50, paymentId: aDetails.paymentId } });
  const aBalance = (await must(base, { ...as(a), path: '/rest/wallet/balance' })).json.data;
  // B has a basket item of their own (for checkouts with A's address or card).
  await must(base, { ...as(b), method: 'POST', path: '/api/BasketItems', body: { ProductId: products[2], BasketId: b.bid, quantity: 1 } });

  const attempts = [
    ['GET /api/Addresss/:id', { method: 'GET', path: `/api/Addresss/${aDetails.addressId}` }],
    ['PUT /api/Addresss/:id', { method: 'PUT', path: `/api/Addresss/${aDetails.addressId}`, body: { country: 'X', fullName: 'Intruder', mobileNum: 1234567890, zipCode: '1', streetAddress: 'Taken 1', city: 'X', state: 'X' } }],
    ['DELETE /api/Addresss/:id', { method: 'DELETE', path: `/api/Addresss/${aDetails.addressId}` }],
    ['GET /api/Cards/:id', { method: 'GET', path: `/api/Cards/${aDetails.paymentId}` }],
    ['DELETE /api/Cards/:id', { method: 'DELETE', path: `/api/Cards/${aDetails.paymentId}` }],
    ['GET /api/BasketItems/:id', { method: 'GET', path: `/api/BasketItems/${item.id}` }],
    ['PUT /api/BasketItems/:id', { method: 'PUT', path: `/api/BasketItems/${item.id}`, body: { quantity: 3 } }],
    ['DELETE /api/BasketItems/:id', { method: 'DELETE', path: `/api/BasketItems/${item.id}` }],
    ['POST /api/BasketItems into another basket', { method: 'POST', path: '/api/BasketItems', body: { ProductId: products[3], BasketId: a.bid, quantity: 1 } }],
    ['PUT /rest/basket/:id/coupon/:coupon', { method: 'PUT', path: `/rest/basket/${a.bid}/coupon/SlVOMjQxNQ` }],
    ['POST /rest/basket/:id/checkout (another basket)', { method: 'POST', path: `/rest/basket/${a.bid}/checkout`, body: { orderDetails: { paymentId: bDetails.paymentId, addressId: bDetails.addressId, deliveryMethodId: 1 } } }],
    ['POST /rest/basket/:id/checkout (another address)', { method: 'POST', path: `/rest/basket/${b.bid}/checkout`, body: { orderDetails: { paymentId: bDetails.paymentId, addressId: aDetails.addressId, deliveryMethodId: 1 } } }],
    ['POST /rest/basket/:id/checkout (another card)', { method: 'POST', path: `/rest/basket/${b.bid}/checkout`, body: { orderDetails: { paymentId: aDetails.paymentId, addressId: bDetails.addressId, deliveryMethodId: 1 } } }],
    ['PUT /rest/wallet/balance (another card)', { method: 'PUT', path: '/rest/wallet/balance', body: { balance: 10, paymentId: aDetails.paymentId } }],
    ['GET /rest/track-order/:id', { method: 'GET', path: `/rest/track-order/${orderId}` }],
    ['GET /ftp/order_:orderId.pdf', { method: 'GET', path: `/ftp/order_${orderId}.pdf` }],
    ['PUT /rest/order-history/:id/delivery-status', { method: 'PUT', path: `/rest/order-history/${orderId}/delivery-status`, body: { delivered: true } }],
    ['GET /api/Recycles/:id', { method: 'GET', path: `/api/Recycles/${recycle.id}` }],
    ['POST /api/Recycles (another address)', { method: 'POST', path: '/api/Recycles', body: { AddressId: aDetails.addressId, quantity: 10 } }],
    ['POST /api/Recycles (another user)', { method: 'POST', path: '/api/Recycles', body: { UserId: a.id, AddressId: bDetails.addressId, quantity: 10 } }],
    ['GET /api/Users/:id', { method: 'GET', path: `/api/Users/${a.id}` }],
    ['PATCH /rest/products/reviews (plain id)', { method: 'PATCH', path: '/rest/products/reviews', body: { id: review._id, message: 'taken over' } }],
    ['POST /api/SecurityAnswers (another user)', { method: 'POST', path: '/api/SecurityAnswers', body: { UserId: a.id, answer: 'changed', SecurityQuestionId: 2 } }],
    ['DELETE /api/Feedbacks/:id', { method: 'DELETE', path: '/api/Feedbacks/1' }],
  ];

  const result = { pairs: 0, refused: 0, leaks: [], exceptions: DOCUMENTED_EXCEPTIONS.map((entry) => entry.route) };
  for (const [name, options] of attempts) {
    const answer = await request(base, { ...options, ...as(b) });
    result.pairs += 1;
    const leaked = answer.text.includes(orderId) || answer.text.includes('Test Street 1') || answer.text.includes(a.email);
    if (REFUSED.includes(answer.status) && !leaked) result.refused += 1;
    else result.leaks.push(`${name}: ${answer.status} ${answer.text.slice(0, 160)}`);
  }

  // Lists and histories hold only the caller's own things.
  const lists = [
    ['GET /api/Addresss', '/api/Addresss', (entry) => entry.id === aDetails.addressId || entry.UserId === a.id],
    ['GET /api/Cards', '/api/Cards', (entry) => entry.id === aDetails.paymentId || entry.UserId === a.id],
    ['GET /rest/order-history', '/rest/order-history', (entry) => entry.orderId === orderId || entry.email === a.email],
    ['GET /api/Recycles', '/api/Recycles', (entry) => entry.id === recycle.id || entry.UserId === a.id],
  ];
  for (const [name, path, isAs] of lists) {
    const answer = await request(base, { path, ...as(b) });
    result.pairs += 1;
    const data = Array.isArray(answer.json?.data) ? answer.json.data : null;
    if (answer.status === 200 && data && !data.some(isAs)) result.refused += 1;
    else result.leaks.push(`${name}: ${answer.status} ${answer.text.slice(0, 160)}`);
  }

  // A's things are untouched.
  const after = {
    address: await request(base, { ...as(a), path: `/api/Addresss/${aDetails.addressId}` }),
    card: await request(base, { ...as(a), path: `/api/Cards/${aDetails.paymentId}` }),
    item: await request(base, { ...as(a), path: `/api/BasketItems/${item.id}` }),
    balance: (await request(base, { ...as(a), path: '/rest/wallet/balance' })).json?.data,
    history: (await request(base, { ...as(a), path: '/rest/order-history' })).json?.data ?? [],
    review: (await request(base, { path: `/rest/products/${products[0]}/reviews` })).json?.data.find((entry) => entry._id === review._id),
  };
  if (after.address.status !== 200 || after.address.json.data.streetAddress !== 'Test Street 1') result.leaks.push('A\'s address changed or vanished');
  if (after.card.status !== 200) result.leaks.push('A\'s card vanished');
  if (after.item.status !== 200 || after.item.json.data.quantity !== 1) result.leaks.push('A\'s basket item changed or vanished');
  if (after.balance !== aBalance) result.leaks.push(`A's wallet moved from ${aBalance} to ${after.balance}`);
  if (after.history.length !== 1 || after.history[0].delivered) result.leaks.push('A\'s order history changed');
  if (after.review?.message !== reviewText) result.leaks.push('A\'s review changed');

  // The documented exception is still there (and only as documented): B reads A's basket.
  const viewBasket = await request(base, { ...as(b), path: `/rest/basket/${a.bid}` });
  result.documentedStillOpen = viewBasket.status === 200;
  agent.destroy();
  return result;
}

// Accounts for the suite: the seeded staff (server/TRAINERS.md) and fresh customers it registers.
import { must, request } from './client.mjs';

export const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };
export const ACCOUNTANT = { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' };
export const DEMO = { email: 'demo@pulp.shop', password: 'squeeze123' };
const PASSWORD = 'Reliable-Juice-42';

export async function login(base, { email, password }, agent) {
  const answer = await must(base, { method: 'POST', path: '/rest/user/login', body: { email, password }, agent });
  const { token, bid } = answer.json.authentication;
  const me = await must(base, { path: '/rest/user/whoami', token, agent });
  return { email, password, token, bid, id: me.json.user.id };
}

/** Registers a customer and logs them in. */
export async function registerCustomer(base, name, agent) {
  const email = `${name}-${process.pid}-${Date.now()}@reliability.pulp.shop`.toLowerCase();
  await must(base, {
    method: 'POST',
    path: '/api/Users',
    body: { email, password: PASSWORD, passwordRepeat: PASSWORD, securityQuestion: { id: 1 }, securityAnswer: 'citrus' },
    agent,
  });
  return login(base, { email, password: PASSWORD }, agent);
}

/** An address, a card and a delivery method for checkouts, as a shopper would add them. */
export async function checkoutDetails(base, session, agent) {
  const address = await must(base, {
    method: 'POST',
    path: '/api/Addresss',
    token: session.token,
    agent,
    body: { country: 'Germany', fullName: 'Reliable Shopper', mobileNum: 1234567890, zipCode: '10115', streetAddress: 'Test Street 1', city: 'Berlin', state: 'Berlin' },
  });
  const card = await must(base, { method: 'POST', path: '/api/Cards', token: session.token, agent, body: { fullName: 'Reliable Shopper', cardNum: 4716190207394368, expMonth: 12, expYear: 2090 } });
  const deliveries = await must(base, { path: '/api/Deliverys', token: session.token, agent });
  return { addressId: address.json.data.id, paymentId: card.json.data.id, deliveryMethodId: deliveries.json.data[0].id };
}

/**
 * The products a shopper can buy and review without a limit: listed in the shop (withdrawn ones,
 * such as the Christmas special, keep a stock row but take no reviews) and stocked without a
 * per-customer limit.
 */
export async function shopperProducts(base, agent) {
  const listed = new Set((await must(base, { path: '/rest/products/search', agent })).json.data.map((product) => product.id));
  const stock = (await must(base, { path: '/api/Quantitys', agent })).json.data;
  return stock.filter((row) => row.limitPerUser === null && listed.has(row.ProductId)).map((row) => row.ProductId);
}

export { request };

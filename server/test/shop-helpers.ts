import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestShop } from './helpers';

/** Seeded customers without saved addresses or cards (TRAINERS.md). */
export const JONAS = { email: 'jonas@pulp.shop', password: 'pa55word' };
export const INES = { email: 'ines@pulp.shop', password: 'Citrus!Queen2024' };

export type Session = Awaited<ReturnType<TestShop['login']>>;

export const VALID_ADDRESS = {
  country: 'Germany',
  fullName: 'Kim Kale',
  mobileNum: 1761234567,
  zipCode: '80331',
  streetAddress: 'Fruchtgasse 12',
  city: 'Munich',
  state: 'Bavaria',
};

export const VALID_CARD = { fullName: 'Kim Kale', cardNum: 4111111111111111, expMonth: 4, expYear: 2090 };

/** Shortcuts for the calls the shopping tests make over and over. */
export function shopper(shop: TestShop, session: Session) {
  const call = (options: InjectOptions): Promise<LightMyRequestResponse> =>
    shop.app.inject({ ...options, headers: { ...session.headers, ...(options.headers ?? {}) } });
  return {
    call,
    async addAddress(overrides: Partial<typeof VALID_ADDRESS> = {}): Promise<number> {
      const response = await call({ method: 'POST', url: '/api/Addresss', payload: { ...VALID_ADDRESS, ...overrides } });
      if (response.statusCode !== 201) throw new Error(`address: ${response.body}`);
      return response.json().data.id;
    },
    async addCard(overrides: Partial<typeof VALID_CARD> = {}): Promise<number> {
      const response = await call({ method: 'POST', url: '/api/Cards', payload: { ...VALID_CARD, ...overrides } });
      if (response.statusCode !== 201) throw new Error(`card: ${response.body}`);
      return response.json().data.id;
    },
    async emptyBasket(): Promise<void> {
      const basket = (await call({ method: 'GET', url: `/rest/basket/${session.bid}` })).json().data;
      for (const product of basket.Products) await call({ method: 'DELETE', url: `/api/BasketItems/${product.BasketItem.id}` });
    },
    async put(productId: number, quantity: number): Promise<void> {
      const response = await call({ method: 'POST', url: '/api/BasketItems', payload: { ProductId: productId, BasketId: session.bid, quantity } });
      if (response.statusCode !== 200) throw new Error(`basket: ${response.body}`);
    },
    async balance(): Promise<number> {
      return (await call({ method: 'GET', url: '/rest/wallet/balance' })).json().data;
    },
    checkout(orderDetails: Record<string, unknown>, couponData?: string) {
      return call({ method: 'POST', url: `/rest/basket/${session.bid}/checkout`, payload: { orderDetails, ...(couponData ? { couponData } : {}) } });
    },
  };
}

export const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

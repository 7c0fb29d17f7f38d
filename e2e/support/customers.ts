import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Customer {
  email: string;
  password: string;
  /** False when registration is not available and a seeded customer stands in. */
  fresh: boolean;
}

/** Seeded customers that journeys fall back to (TRAINERS.md). */
export const SEEDED = {
  demo: { email: 'demo@pulp.shop', password: 'squeeze123' },
  jonas: { email: 'jonas@pulp.shop', password: 'pa55word' },
  ines: { email: 'ines@pulp.shop', password: 'Citrus!Queen2024' },
} as const;

/** A unique suffix for names, emails and card numbers of one run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * A new customer registered through the public API (POST /api/Users; docs/behaviour.md, "API conventions"). Where
 * the shop cannot register users yet, the given seeded customer stands in; journeys then clean
 * up what they depend on (the basket) before they start.
 */
export async function freshCustomer(request: APIRequestContext, fallback: { email: string; password: string }): Promise<Customer> {
  const email = `shopper.${uniqueSuffix()}@pulp.test`;
  const password = 'Juicy#2024';
  const response = await request.post('/api/Users/', {
    data: { email, password, passwordRepeat: password, securityQuestion: { id: 1, question: "Your first pet's name?" }, securityAnswer: 'Pepper' },
  });
  if (response.ok()) {
    const body = (await response.json().catch(() => ({}))) as { data?: { id?: number } };
    if (body.data?.id) {
      await request.post('/api/SecurityAnswers/', { data: { UserId: body.data.id, answer: 'Pepper', SecurityQuestionId: 1 } }).catch(() => undefined);
    }
    const login = await request.post('/rest/user/login', { data: { email, password } });
    if (login.ok()) return { email, password, fresh: true };
  }
  return { ...fallback, fresh: false };
}

/** Calls the shop's API from the page, with the page's session (token and basket id). */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Empties the logged-in customer's basket through the API (state left by earlier runs). */
export async function emptyBasket(page: Page): Promise<void> {
  const bid = await page.evaluate(() => sessionStorage.getItem('bid'));
  expect(bid).toMatch(/^\d+$/);
  const basket = await pageApi<{ data: { Products: { BasketItem: { id: number } }[] } }>(page, 'GET', `/rest/basket/${bid}`);
  for (const product of basket.data.Products) await pageApi(page, 'DELETE', `/api/BasketItems/${product.BasketItem.id}`);
}

import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openShop } from './shop';

let counter = 0;

/** A fresh address per test run, so journeys never trip over each other's users. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@e2e.pulp`;
}

export interface Account {
  email: string;
  password: string;
  answer: string;
}

/** Registers a customer straight through the API (for journeys that are not about registering). */
export async function registerByApi(request: APIRequestContext, prefix: string): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Juicy#24', answer: 'Clementine' };
  const response = await request.post('/api/Users', {
    data: { email: account.email, password: account.password, passwordRepeat: account.password, securityQuestion: { id: 2 }, securityAnswer: account.answer },
  });
  expect(response.status()).toBe(201);
  return account;
}

export async function loginAs(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await openShop(page, '/login');
  await page.locator('#email').fill(account.email);
  await page.locator('#password').fill(account.password);
  await page.locator('#loginButton').click();
  await expect(page).toHaveURL(/#\/search$/);
}

/** Solves the feedback captcha as a person would: reads the question and does the sum. */
export function solveArithmetic(question: string): number {
  const tokens = question.replace(/\s/g, '').match(/\d+|[-+*]/g) ?? [];
  const terms: number[] = [Number(tokens[0])];
  const operators: string[] = [];
  for (let index = 1; index < tokens.length; index += 2) {
    const [operator, value] = [tokens[index], Number(tokens[index + 1])];
    if (operator === '*') terms[terms.length - 1] *= value;
    else {
      operators.push(operator);
      terms.push(value);
    }
  }
  return terms.slice(1).reduce((sum, value, index) => (operators[index] === '+' ? sum + value : sum - value), terms[0]);
}

/**
 * The answer to the newest image captcha drawn for a user. A person reads it off the picture;
 * the test, which cannot, looks it up in the shop's own database in the data directory the
 * test run created. Nothing in the shop's API gives it away.
 */
export function imageCaptchaAnswer(email: string): string {
  const file = path.join(process.env.PULP_E2E_DATA as string, 'pulp.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare<[string], { answer: string }>('SELECT c.answer FROM ImageCaptchas c JOIN Users u ON u.id = c.UserId WHERE u.email = ? ORDER BY c.id DESC LIMIT 1')
      .get(email);
    if (!row) throw new Error(`no image captcha drawn for ${email}`);
    return row.answer;
  } finally {
    db.close();
  }
}

/** Snackbars with a text (confirmations and errors). */
export function confirmation(page: Page, text: string | RegExp) {
  return page.locator('.snackbar.confirmation').filter({ hasText: text });
}

/**
 * Opens the account menu and waits until it sits below its button: the menu is placed a
 * moment after it opens, and a click in that moment would land where it was drawn first.
 */
export async function openAccountMenu(page: Page) {
  const button = page.locator('#navbarAccount');
  await button.click();
  const menu = page.getByRole('menu').filter({ has: page.locator('#navbarLogoutButton') });
  await expect.poll(async () => {
    const [menuBox, buttonBox] = await Promise.all([menu.boundingBox(), button.boundingBox()]);
    return Boolean(menuBox && buttonBox && menuBox.y >= buttonBox.y + buttonBox.height - 1);
  }).toBe(true);
  return menu;
}

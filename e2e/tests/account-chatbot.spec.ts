import { expect, test, type Page } from '@playwright/test';
import { registerByApi, loginAs } from '../support/account';
import { blockingLines, LOOKS, scan, settle, type ScanResult } from '../support/a11y';

/** The bot's last message in the conversation. */
const lastBotMessage = (page: Page) => page.locator('#chat-messages .chat-message.bot').last();

async function say(page: Page, text: string): Promise<void> {
  const count = await page.locator('#chat-messages .chat-message.bot').count();
  await page.locator('#chatbotInput').fill(text);
  await page.getByRole('button', { name: 'Send the message to Pulpy' }).click();
  await expect(page.locator('#chat-messages .chat-message.bot')).toHaveCount(count + 1);
}

test('a customer finds the support chat in the side nav and on the contact page, and Pulpy answers by keyboard too', async ({ page, request }) => {
  const customer = await registerByApi(request, 'chat');
  await loginAs(page, customer);

  await page.getByRole('button', { name: 'Open Sidenav' }).click();
  await page.getByRole('button', { name: 'Go to support chat page' }).click();
  await expect(page).toHaveURL(/#\/chatbot$/);
  await expect(page.getByRole('heading', { name: 'Support Chat' })).toBeVisible();
  await expect(lastBotMessage(page)).toContainText('What should I call you?');
  await expect(page.getByLabel('Your name')).toBeVisible();

  await say(page, 'Kim');
  await expect(lastBotMessage(page)).toContainText('Nice to meet you, Kim!');
  await expect(page.getByLabel('Your message')).toBeVisible();
  // Enter sends, as in any chat.
  await page.locator('#chatbotInput').fill('How long does shipping take?');
  const answers = await page.locator('#chat-messages .chat-message.bot').count();
  await page.locator('#chatbotInput').press('Enter');
  await expect(page.locator('#chat-messages .chat-message.bot')).toHaveCount(answers + 1);
  await expect(lastBotMessage(page)).toContainText('Eco Cargo Bike');
  await expect(page.locator('#chat-messages .chat-message.customer').last()).toHaveText(/How long does shipping take\?/);
  await say(page, 'Where is my order?');
  await expect(lastBotMessage(page)).toContainText('order history');

  // Back on the page later, Pulpy knows the name.
  await page.goto('/#/contact');
  await page.getByRole('link', { name: 'Chat with Pulpy, our support bot' }).click();
  await expect(page).toHaveURL(/#\/chatbot$/);
  await expect(lastBotMessage(page)).toContainText('Welcome back, Kim!');

  const results: ScanResult[] = [];
  for (const look of [LOOKS[0], LOOKS[1]]) {
    await page.setViewportSize({ width: look.width, height: 800 });
    await page.evaluate((theme) => window.localStorage.setItem('colorMode', theme), look.theme);
    await page.reload();
    await expect(lastBotMessage(page)).toContainText('Kim');
    await settle(page);
    results.push(await scan(page, 'customer', 'support chat', look));
  }
  expect(blockingLines(results)).toEqual([]);
});

test('Pulpy answers in the visitor\'s language, right to left in Arabic', async ({ page, request, context, baseURL }) => {
  const customer = await registerByApi(request, 'chat-ar');
  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  await loginAs(page, customer);
  await page.goto('/#/chatbot');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'محادثة الدعم' })).toBeVisible();
  await expect(lastBotMessage(page)).toContainText('بماذا أناديك');
  await page.locator('#chatbotInput').fill('سلمى');
  await page.getByRole('button', { name: 'أرسل الرسالة إلى Pulpy' }).click();
  await expect(lastBotMessage(page)).toContainText('تشرّفت بمعرفتك يا سلمى');
  await page.locator('#chatbotInput').fill('متى يصل طلبي؟');
  await page.getByRole('button', { name: 'أرسل الرسالة إلى Pulpy' }).click();
  await expect(lastBotMessage(page)).toContainText('سجل طلباتك');
  // Pulpy's messages start on the right in Arabic, the customer's on the left.
  const bot = await lastBotMessage(page).boundingBox();
  const customerMessage = await page.locator('#chat-messages .chat-message.customer').last().boundingBox();
  expect(bot!.x + bot!.width).toBeGreaterThan(customerMessage!.x + customerMessage!.width);
});

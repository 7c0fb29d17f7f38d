import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4100';
const routes = (process.env.ROUTES || 'basket').split(',');
const width = Number(process.env.W || 1280), height = Number(process.env.H || 800);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width, height }, colorScheme: process.env.DARK ? 'dark' : 'light' });
await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: base }, { name: 'cookieconsent_status', value: 'dismiss', url: base }]);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(`${base}/#/login`);
if (process.env.DARK) await page.evaluate(() => localStorage.setItem('colorMode', 'dark'));
await page.locator('#email').fill(process.env.USER_EMAIL || 'demo@pulp.shop');
await page.locator('#password').fill(process.env.USER_PASSWORD || 'squeeze123');
await page.locator('#loginButton').click();
await page.waitForURL(/search/);
if (process.env.ADD) {
  for (const name of process.env.ADD.split('|')) {
    await page.goto(`${base}/#/search?q=${encodeURIComponent(name)}`);
    await page.locator('.product-card').filter({ hasText: name }).getByRole('button', { name: 'Add to Basket' }).press('Enter');
    await page.waitForTimeout(500);
  }
}
if (process.env.SESSION) await page.evaluate((s) => { for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v); }, process.env.SESSION);
if (process.env.ORDER) {
  const id = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
    const bid = sessionStorage.getItem('bid');
    const r = await fetch(`/rest/basket/${bid}/checkout`, { method: 'POST', headers, body: JSON.stringify({ orderDetails: { paymentId: 2, addressId: 2, deliveryMethodId: 2 } }) });
    return (await r.json()).orderConfirmation;
  });
  routes.splice(0, routes.length, ...routes.map((r) => r.replace('ORDER', id)));
}
for (const route of routes) {
  await page.goto(`${base}/#/${route}`);
  await page.waitForTimeout(1200);
  const file = `/tmp/shots/${route.replace(/[^a-z0-9]+/gi, '_')}_${width}${process.env.DARK ? '_dark' : ''}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();

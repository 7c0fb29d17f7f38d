import { chromium } from '@playwright/test';
const base = process.env.BASE || 'http://127.0.0.1:4100';
const routes = (process.env.ROUTES || 'basket').split(',');
const width = Number(process.env.W || 1280), height = Number(process.env.H || 800);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width, height } });
await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: base }, { name: 'cookieconsent_status', value: 'dismiss', url: base }]);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
await page.goto(`${base}/#/login`);
await page.locator('#email').fill(process.env.USER_EMAIL || 'demo@pulp.shop');
await page.locator('#password').fill(process.env.USER_PASSWORD || 'squeeze123');
await page.locator('#loginButton').click();
await page.waitForURL(/search/);
if (process.env.ADD) {
  for (const name of process.env.ADD.split('|')) {
    await page.goto(`${base}/#/search?q=${encodeURIComponent(name)}`);
    await page.locator('.product-card').filter({ hasText: name }).getByRole('button', { name: 'Add to Basket' }).click();
    await page.waitForTimeout(400);
  }
}
if (process.env.SESSION) await page.evaluate((s) => { for (const [k, v] of Object.entries(JSON.parse(s))) sessionStorage.setItem(k, v); }, process.env.SESSION);
for (const route of routes) {
  await page.goto(`${base}/#/${route}`);
  await page.waitForTimeout(1500);
  const file = `/tmp/shots/${route.replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();

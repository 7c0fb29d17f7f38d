import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BLOCKING_IMPACTS, scan } from '../support/a11y';
import { startPagesLoggedIn } from '../support/shop';
import { expect, open, solvedToasts, test } from '../support/training';
import { expectNotSolved } from '../support/challenges';
import { exploitInBrowser, hasFix } from '../support/hardened';

/**
 * The disclosure batch in a real browser (catalogue/disclosure.ts): the promo video page used
 * honestly and then poisoned through the Arbitrary File Write flaw (Video XSS), the testing
 * account read from the code the shop serves (Exposed Credentials), the licence notices the
 * shell document links (Frontend Typosquatting), and the board's plans in the file drop
 * (Confidential Document). The others are solved in server/test/challenges/disclosure.test.ts.
 */

const DEMO = { email: 'demo@pulp.shop', password: 'squeeze123' };
const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/** A ZIP archive of stored (uncompressed) entries, as any archiver writes one. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const cues = (page: Page) => page.locator('#promotion-transcript .promotion-cue');

test('Promo video: the about page links it; the video plays with subtitles, the transcript follows and seeks; nothing is solved', async ({ page, request, shop }) => {
  await open(page, shop, '/about');
  await page.locator('.promotion-link').click();
  await expect(page).toHaveURL(/#\/promotion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our promo video' })).toBeVisible();

  const video = page.locator('#promotion-video');
  await expect(video.locator('track[kind="subtitles"]')).toHaveAttribute('label', 'Subtitles');
  await expect(cues(page)).toHaveCount(3);
  await expect(cues(page).nth(0)).toContainText('0:00');
  await expect(cues(page).nth(0)).toContainText('Fresh fruit, pressed every morning.');
  await expect(cues(page).nth(2)).toContainText('Pulp. Squeeze the day.');
  // The caption track holds the same cues, parsed by the browser itself.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0)).toBe(3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(8);

  // A line of the transcript jumps to its moment, and the line being spoken is marked.
  await video.evaluate((element: HTMLVideoElement) => (element.muted = true));
  await cues(page).nth(1).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(3);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(cues(page).nth(1)).toHaveAttribute('aria-current', 'true');

  if (process.env.PULP_SCREENSHOTS) await page.screenshot({ path: `${process.env.PULP_SCREENSHOTS}/promotion.png`, fullPage: true });
  const result = await scan(page, 'anonymous', 'promotion', { theme: 'light', width: 1280 });
  expect(result.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact))).toEqual([]);

  // In German, subtitles and page come in German.
  await page.context().addCookies([{ name: 'language', value: 'de', url: shop.url }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Unser Werbevideo' })).toBeVisible();
  await expect(cues(page).nth(0)).toContainText('Frisches Obst, jeden Morgen gepresst.');
  await expectNotSolved(request, shop.url, 'videoXssChallenge');
});

test('Video XSS: a complaint ZIP slips poisoned subtitles into the shop folder, and the promo page runs the payload', async ({ page, request, shop, hardened }, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await startPagesLoggedIn(page, shop.url, DEMO);

  // An honest archive of receipts is unpacked for the complaints team and changes nothing.
  await open(page, shop, '/complain');
  await page.locator('#complaintMessage').fill('Receipts of my last three orders.');
  await page.locator('#file').setInputFiles({ name: 'receipts.zip', mimeType: 'application/zip', buffer: zip({ 'receipt-1.txt': 'Order 1: 2 x Mango Sunrise' }) });
  await page.locator('#submitButton').click();
  await expect(page.locator('#complaintMessage')).toHaveValue('');
  await open(page, shop, '/promotion');
  await expect(cues(page)).toHaveCount(3);
  await expectNotSolved(request, shop.url, 'videoXssChallenge');

  // The same form with an entry that climbs out of the unpacking folder onto the subtitles.
  await open(page, shop, '/complain');
  await page.locator('#complaintMessage').fill('More receipts.');
  const poisoned = `WEBVTT\n\n1\n00:00:00.200 --> 00:00:08.900\n${PAYLOAD}\n`;
  const subtitlesFile = path.join(shop.dataDir, 'unpacked-shop', 'assets', 'public', 'videos', 'pulp-promo.en.vtt');
  await page.locator('#file').setInputFiles({ name: 'receipts.zip', mimeType: 'application/zip', buffer: zip({ '../../../assets/public/videos/pulp-promo.en.vtt': poisoned }) });
  await page.locator('#submitButton').click();
  await expect(page.locator('#complaintMessage')).toHaveValue('');

  if (hardened && hasFix('fileWriteChallenge')) {
    // The way in is Arbitrary File Write's zip slip: where that is fixed, the entry stays inside
    // the complaint's own folder, the promo page keeps the shop's subtitles and nothing runs.
    await open(page, shop, '/promotion');
    await expect(cues(page)).toHaveCount(3);
    await expect(page.locator('#promotion-transcript iframe')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await expectNotSolved(request, shop.url, 'videoXssChallenge');
    // Another way in: the file as whoever edits the shop folder would write it (the marketing
    // team edits subtitles there), so that Video XSS's own fix is what is tried below.
    fs.writeFileSync(subtitlesFile, poisoned);
    // Leave the page, so that opening it again asks for the subtitles again.
    await open(page, shop, '/search');
  }
  const fixed = hardened && hasFix('videoXssChallenge');
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'videoXssChallenge', async () => {
    await open(page, shop, '/promotion');
    await expect(page.locator('#promotion-transcript iframe')).toHaveAttribute('src', 'javascript:alert(`xss`)', { timeout: fixed ? 3000 : undefined });
    await expect.poll(() => dialogs, { timeout: fixed ? 3000 : undefined }).toContain('xss');
    await expect(solvedToasts(page).filter({ hasText: 'Challenge solved: Video XSS' })).toBeVisible();
  });
  if (fixed) {
    // Hardened: the poisoned cue is served without its markup, so the transcript has nothing to show and nothing ran.
    await expect(page.getByText('This video has no subtitles yet.')).toBeVisible();
    await expect(page.locator('#promotion-transcript iframe')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    // Honest styling still works: the server keeps WebVTT's <b>, and the browser's parser builds it.
    fs.writeFileSync(subtitlesFile, 'WEBVTT\n\n1\n00:00:00.200 --> 00:00:08.900\nFresh <b>fruit</b> &amp; more\n');
    await open(page, shop, '/search');
    await open(page, shop, '/promotion');
    await expect(cues(page).locator('.promotion-cue-text b')).toHaveText('fruit');
    await expect(cues(page)).toContainText('Fresh fruit & more');
  }
});

test('Exposed Credentials: the testing account is read from the code the shop sends, and logging in with it solves it', async ({ page, request, shop, hardened }, testInfo) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await open(page, shop, '/login');
  await expect(page.locator('#email')).toHaveValue('');
  await expectNotSolved(request, shop.url, 'exposedCredentialsChallenge');

  // What a trainee does with the browser's sources: search the loaded scripts for an account.
  const found = await page.evaluate(async (urls) => {
    for (const url of urls) {
      const code = await (await fetch(url)).text();
      const match = /email:\s*"([^"]+@pulp\.shop)",\s*password:\s*"([^"]+)"/.exec(code);
      if (match) return { email: match[1], password: match[2] };
    }
    return null;
  }, scripts);
  expect(found?.email).toBe('testing@pulp.shop');

  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'exposedCredentialsChallenge', async () => {
    await page.locator('#email').fill(found?.email ?? '');
    await page.locator('#password').fill(found?.password ?? '');
    await page.locator('#loginButton').click();
    await expect(page).toHaveURL(/#\/search$/, { timeout: hardened ? 3000 : undefined });
    await expect(solvedToasts(page).filter({ hasText: 'Challenge solved: Exposed Credentials' })).toBeVisible();
  });
  if (hardened && hasFix('exposedCredentialsChallenge')) {
    // Hardened: the testing account has a password of its own, so the one in the code is refused and the form stays.
    await expect(page.locator('#loginButton')).toBeVisible();
    await expect(page).not.toHaveURL(/#\/search$/);
  }
});

test('Frontend Typosquatting: the shell document links the licence notices, and reporting the imposter solves it', async ({ page, request, shop, hardened }, testInfo) => {
  const fixed = hardened && hasFix('typosquattingAngularChallenge');
  await open(page, shop);
  const href = await page.locator('link[rel="license"]').getAttribute('href');
  const notices = await (await request.get(new URL(href ?? '', `${shop.url}/`).toString())).text();
  // Hardened, the notices list the real js-cookie the shop installed instead.
  expect(notices).toContain(fixed ? 'js-cookie@3.0.8' : 'js-cokie@3.0.8');
  await expectNotSolved(request, shop.url, 'typosquattingAngularChallenge');

  await open(page, shop, '/contact');
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'typosquattingAngularChallenge', async () => {
    await page.locator('#comment').fill('Your front end ships js-cokie, a typosquatted copy of js-cookie.');
    await page.locator('#rating').focus();
    for (let star = 0; star < 3; star += 1) await page.keyboard.press('ArrowRight');
    await expect(page.locator('#rating')).toHaveAttribute('aria-valuenow', '3');
    const question = (await page.locator('#captcha').innerText()).trim();
    await page.locator('#captchaControl').fill(String(new Function(`return ${question}`)()));
    await page.locator('#submitButton').click();
    await expect(solvedToasts(page).filter({ hasText: 'Challenge solved: Frontend Typosquatting' })).toBeVisible({ timeout: hardened ? 3000 : undefined });
  });
  // The feedback itself is taken in both modes (the form empties); only a hardened shop has no imposter to be told about.
  await expect(page.locator('#comment')).toHaveValue('');
});

test('Confidential Document: the file drop lists the board\'s takeover plans, and opening them in the browser solves it; by name too', async ({ page, request, shop, hardened }, testInfo) => {
  const fixed = hardened && hasFix('directoryListingChallenge');
  // The listing names the plans in the default shop; hardened, a visitor gets no listing.
  const listing = await request.get(`${shop.url}/ftp`);
  expect(listing.status()).toBe(fixed ? 401 : 200);
  if (!fixed) expect(await listing.text()).toContain('href="/ftp/takeover-plans.md"');
  await expectNotSolved(request, shop.url, 'directoryListingChallenge');

  // What a visitor who read the name anywhere (the listing, a solution guide) does: opens it.
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'directoryListingChallenge', async () => {
    const answer = await page.goto(`${shop.url}/ftp/takeover-plans.md`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('body')).toContainText('CONFIDENTIAL', { timeout: hardened ? 3000 : undefined });
  });
  if (fixed) {
    // Hardened, the plans are not there for a visitor at all; the documents the shop links still are.
    expect((await request.get(`${shop.url}/ftp/takeover-plans.md`)).status()).toBe(404);
    expect((await request.get(`${shop.url}/ftp/legal.md`)).status()).toBe(200);
  }
});

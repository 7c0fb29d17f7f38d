import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_KEYS } from '@pulp/shared/contract';
import { PDF_KEYS, renderOrderPdfReport, type Translate } from '../src/features/orders/pdf';
import type { AddressRow } from '../src/features/addresses/repository';
import type { OrderDoc } from '../src/features/orders/orders';
import { translateWith } from '../src/http/html-page';
import { PdfFonts } from '../src/features/orders/pdfFonts';
import { PdfText, type TextStyle } from '../src/features/orders/pdfText';

// The order confirmation in every language the shop has a file for: the labels come out of the
// PDF's text in that language, and every character had a glyph in the embedded fonts.

const I18N = path.join(__dirname, '..', '..', 'shell', 'i18n');
const languages = LANGUAGE_KEYS.filter((language) => fs.existsSync(path.join(I18N, `${language}.json`)));

const messages = (language: string) => JSON.parse(fs.readFileSync(path.join(I18N, `${language}.json`), 'utf8')) as Record<string, string>;

function translate(language: string): Translate {
  return translateWith(messages(language), messages('en'), language);
}

const order: OrderDoc = {
  _id: 'x',
  orderId: '5e1a-3c0f9b2d4e6a7c81',
  email: 'kim@pulp.test',
  totalPrice: 12.47,
  products: [
    { quantity: 2, id: 1, name: 'Apple Juice (1000ml)', price: 1.99, total: 3.98, bonus: 0 },
    { quantity: 1, id: 6, name: 'Banana Juice (1000ml)', price: 1.99, total: 1.99, bonus: 1 },
  ],
  bonus: 1,
  eta: '3',
  delivered: false,
  promotionalAmount: 0.5,
  deliveryPrice: 0.99,
  addressId: 1,
  paymentId: 1,
  createdAt: '2026-03-14T09:26:00.000Z',
};

const address = (fields: Partial<AddressRow>): AddressRow => ({
  id: 1,
  UserId: 1,
  fullName: 'Kim Example',
  mobileNum: 1234567,
  zipCode: '10115',
  streetAddress: 'Main Street 1',
  city: 'Berlin',
  state: null,
  country: 'Germany',
  createdAt: '',
  updatedAt: '',
  ...fields,
});

/** The text of the PDF line by line, as a PDF reader extracts it (pdf.js through pdf-parse, in a process of its own). */
function extract(bytes: Buffer): string {
  const pages = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { input: bytes, encoding: 'utf8' })) as string[];
  return pages.join('\n');
}

/** Compares text regardless of spacing: a PDF places words, an extractor guesses the spaces. */
const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, '');

describe.each(languages)('order confirmation in %s', (language) => {
  const t = translate(language);
  let text = '';
  let missing: string[] = [];

  beforeAll(async () => {
    const report = await renderOrderPdfReport(order, 'Pulp', address({}), t, language);
    missing = report.missing;
    text = extract(report.bytes);
  }, 30_000);

  it('has a glyph for every character it draws', () => {
    expect(missing).toEqual([]);
  });

  it("carries every label in the reader's language", () => {
    const lines = text.split('\n').map(squash);
    for (const key of PDF_KEYS.filter((key) => !key.includes('PLACED') && key !== 'PDF_THANK_YOU' && key !== 'PDF_ORDER' && key !== 'PDF_EXPECTED_DELIVERY')) {
      expect({ key, found: lines.some((line) => line.includes(squash(t(key)))) }).toEqual({ key, found: true });
    }
    // The labels with values: each piece of the text around a value (pdf.js puts a number inside
    // Arabic text where it stands on the page, so the pieces are looked for one by one).
    for (const key of ['PDF_ORDER', 'PDF_PLACED_ON', 'PDF_THANK_YOU']) {
      for (const piece of t(key, { orderId: ' ', date: ' ', email: ' ', shopName: ' ' }).split(/\s+/).filter(Boolean)) expect({ key, piece, found: squash(text).includes(squash(piece)) }).toEqual({ key, piece, found: true });
    }
    // The delivery estimate counts its days in the reader's plural form (3 days: "Tagen", "dni", "أيام").
    for (const piece of t('PDF_EXPECTED_DELIVERY', { count: order.eta }).split(/\s+/).filter(Boolean)) expect({ piece, found: squash(text).includes(squash(piece)) }).toEqual({ piece, found: true });
  });
});

describe('Arabic', () => {
  const run = fs.existsSync(path.join(I18N, 'ar.json')) ? it : it.skip;

  run('comes out joined, right to left and in logical order: a label line reads exactly as the label', async () => {
    const t = translate('ar');
    const report = await renderOrderPdfReport(order, 'Pulp', address({ fullName: 'سارة أحمد' }), t, 'ar');
    // Each line and table cell as extracted; the extractor guesses spaces from gaps, so they are left out.
    const cells = extract(report.bytes).split(/[\n\t]/).map(squash);
    // Ligatures (لا, في) and the mirrored table included: a wrong order or letter mapping breaks the equality.
    for (const key of ['PDF_ORDER_CONFIRMATION', 'PDF_DELIVERY_ADDRESS', 'PDF_DELIVERY', 'PDF_PROMOTION', 'PDF_TOTAL', 'PDF_BONUS_POINTS', 'PDF_QUANTITY', 'PDF_PRODUCT']) {
      expect({ key, cell: cells.find((cell) => cell === squash(t(key))) }).toEqual({ key, cell: squash(t(key)) });
    }
    expect(cells).toContain(squash('سارة أحمد'));
  });
});

describe('names and addresses in any script', () => {
  it('draws a Polish, Turkish, Japanese, Chinese and Arabic address in an English confirmation, with an odd character replaced', async () => {
    const report = await renderOrderPdfReport(
      order,
      'Pulp',
      address({ fullName: 'Łucja Ścieżyńska 山田花子', streetAddress: 'ul. Źródlana 7, Şişli İstanbul', city: '上海市 徐汇区', state: 'شارع النخيل ١٢', country: '日本 𠮷' }),
      translate('en'),
      'en',
    );
    expect(report.missing).toEqual(['𠮷']);
    const text = squash(extract(report.bytes));
    for (const part of ['ŁucjaŚcieżyńska', '山田花子', 'ul.Źródlana7,ŞişliİstanbulDELETE'.replace('DELETE', ''), '上海市徐汇区', '日本\ufffd']) expect(text).toContain(squash(part));
  });
});

describe('line breaks', () => {
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', font: null as unknown as string });
  const text = new PdfText(doc, new PdfFonts(doc));
  const style: TextStyle = { size: 10 };

  it('keeps a text that fits on one line whole', () => {
    expect(text.wrap('Apple Juice (1000ml)  ', style, 245, 'ltr')).toEqual(['Apple Juice (1000ml)']);
  });

  it('breaks a longer one between words, as many as fit on each line, and a Japanese one between characters', () => {
    const long = 'Pulp Fruit Press Deluxe Edition with a name that goes on for a while';
    const lines = text.wrap(long, style, 120, 'ltr');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(long);
    lines.forEach((line, index) => {
      expect(text.width(line, style, 'ltr')).toBeLessThanOrEqual(120);
      const next = lines[index + 1]?.split(' ')[0];
      if (next) expect(text.width(`${line} ${next}`, style, 'ltr')).toBeGreaterThan(120);
    });
    const japanese = '東京都千代田区丸の内一丁目九番二号山田花子様';
    const rows = text.wrap(japanese, style, 60, 'ltr');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join('')).toBe(japanese);
    for (const row of rows) expect(text.width(row, style, 'ltr')).toBeLessThanOrEqual(60);
  });
});

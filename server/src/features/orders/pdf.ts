import fs from 'node:fs';
import path from 'node:path';
import type PDFKit from 'pdfkit';
import { languageTag } from '@pulp/shared/contract';
import type { AddressRow } from '../addresses/repository';
import type { OrderDoc } from './orders';

/** Translates a shell i18n key (the server's `translator`) into the reader's language. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Order confirmations live in the data directory, outside anything served as a folder; one
 * file per language it was read in (English keeps the plain name other tools know).
 */
export function orderPdfPath(dataDir: string, orderId: string, language = 'en'): string {
  return path.join(dataDir, 'orders', language === 'en' ? `order_${orderId}.pdf` : `order_${orderId}_${language}.pdf`);
}

/** The characters PDF's standard fonts draw (Helvetica in WinAnsi encoding: Latin-1 and cp1252's extras). */
const WIN_ANSI = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** The PDF's own labels (shell/i18n PDF_*). */
export const PDF_KEYS = [
  'PDF_ORDER_CONFIRMATION',
  'PDF_ORDER',
  'PDF_PLACED_ON',
  'PDF_EXPECTED_DELIVERY',
  'PDF_DELIVERY_ADDRESS',
  'PDF_QUANTITY',
  'PDF_PRODUCT',
  'PDF_PRICE',
  'PDF_LINE_TOTAL',
  'PDF_DELIVERY',
  'PDF_PROMOTION',
  'PDF_TOTAL',
  'PDF_BONUS_POINTS',
  'PDF_THANK_YOU',
];

/**
 * Whether the standard fonts can draw a language's labels. Japanese, Chinese and Arabic (and
 * Polish ł or Turkish ş) need an embedded font, which the shop does not ship (a CJK font alone
 * is 5–17 MB against the image's 150 MB budget): such a confirmation comes in English, which
 * stays legible, instead of in boxes and wrong letters.
 */
export function pdfCanDraw(t: Translate): boolean {
  return PDF_KEYS.every((key) => WIN_ANSI.test(t(key, { orderId: '', date: '', email: '', eta: '', shopName: '' })));
}

/** Draws the order confirmation: header, address, items, totals, bonus and delivery estimate. */
export function renderOrderPdf(order: OrderDoc, shopName: string, address: AddressRow | null, t: Translate, locale = 'en'): Promise<Buffer> {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
  const money = (value: number) => `${number.format(value)} ¤`;
  const placed = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(order.createdAt));
  // pdfkit (with its font engine) costs ~20 MB and ~200 ms to load: only on the first order.
  const PDFDocument = require('pdfkit') as typeof PDFKit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${shopName} ${t('PDF_ORDER', { orderId: order.orderId })}`, Subject: `${t('PDF_ORDER_CONFIRMATION')} ${order.orderId}`, Author: shopName, Creator: shopName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor('#c2410c').fontSize(26).font('Helvetica-Bold').text(shopName);
    doc.moveDown(0.2).fillColor('#111827').fontSize(16).text(t('PDF_ORDER_CONFIRMATION'));
    doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#374151');
    doc.text(t('PDF_ORDER', { orderId: order.orderId }));
    doc.text(t('PDF_PLACED_ON', { date: `${placed} UTC`, email: String(order.email) }));
    doc.text(t('PDF_EXPECTED_DELIVERY', { eta: String(order.eta) }));
    if (address) {
      doc.moveDown(0.8).font('Helvetica-Bold').text(t('PDF_DELIVERY_ADDRESS')).font('Helvetica');
      doc.text(address.fullName);
      doc.text(address.streetAddress);
      doc.text(`${address.zipCode} ${address.city}${address.state ? `, ${address.state}` : ''}`);
      doc.text(address.country);
    }

    doc.moveDown(1.2);
    const columns = [50, 90, 340, 430];
    const header = doc.y;
    doc.font('Helvetica-Bold').text(t('PDF_QUANTITY'), columns[0], header).text(t('PDF_PRODUCT'), columns[1], header).text(t('PDF_PRICE'), columns[2], header).text(t('PDF_LINE_TOTAL'), columns[3], header);
    doc.moveTo(50, doc.y + 3).lineTo(545, doc.y + 3).strokeColor('#d1d5db').stroke();
    doc.font('Helvetica');
    for (const line of order.products) {
      const y = doc.y + 8;
      doc.text(String(line.quantity), columns[0], y).text(line.name, columns[1], y, { width: 240 }).text(money(line.price), columns[2], y).text(money(line.total), columns[3], y);
    }
    doc.moveTo(50, doc.y + 6).lineTo(545, doc.y + 6).stroke();
    doc.moveDown(1);
    const summary = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, columns[1], y).text(value, columns[3], y);
    };
    summary(t('PDF_DELIVERY'), money(order.deliveryPrice));
    if (order.promotionalAmount > 0) summary(t('PDF_PROMOTION'), `-${money(order.promotionalAmount)}`);
    summary(t('PDF_TOTAL'), money(order.totalPrice), true);
    summary(t('PDF_BONUS_POINTS'), String(order.bonus));
    doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#6b7280').text(t('PDF_THANK_YOU', { shopName }), 50);
    doc.end();
  });
}

/** Writes the confirmation file (atomically: a reader never sees half a PDF). */
export async function writeOrderPdf(dataDir: string, order: OrderDoc, shopName: string, address: AddressRow | null, language: string, t: Translate): Promise<string> {
  const file = orderPdfPath(dataDir, order.orderId, language);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = await renderOrderPdf(order, shopName, address, t, languageTag(language));
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
  return file;
}

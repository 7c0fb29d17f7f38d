import path from 'node:path';
import type PDFKit from 'pdfkit';
import { languageTag, textDirection } from '@pulp/shared/contract';
import { cachedIntl } from '../../i18n/intl-cache';
import { writeWhole } from '../../db/write-whole';
import type { AddressRow } from '../addresses/repository';
import type { OrderDoc } from './orders';
import { PdfFonts } from './pdfFonts';
import { PdfText, type Direction, type TextStyle } from './pdfText';

/** The parts of the delivery address the confirmation shows. */
export type PdfAddress = Pick<AddressRow, 'fullName' | 'streetAddress' | 'zipCode' | 'city' | 'state' | 'country'>;

/** Translates a shell i18n key (the server's `translator`) into the reader's language. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Order confirmations live in the data directory, outside anything served as a folder; one
 * file per language it was read in (English keeps the plain name other tools know).
 */
export function orderPdfPath(dataDir: string, orderId: string, language = 'en'): string {
  return path.join(dataDir, 'orders', language === 'en' ? `order_${orderId}.pdf` : `order_${orderId}_${language}.pdf`);
}

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

const PAGE_WIDTH = 595.28; // A4 in points
const LEFT = 50;
const RIGHT = 545;

/**
 * Draws the order confirmation: header, address, items, totals, bonus and delivery estimate, in
 * the reader's language with embedded fonts (pdfFonts.ts); a right-to-left language mirrors the
 * layout (columns from the right, text aligned right). `created` is the document's creation
 * date (its properties show it; now unless given). Resolves with the bytes and the characters no
 * font had (drawn as U+FFFD).
 */
export function renderOrderPdfReport(order: OrderDoc, shopName: string, address: PdfAddress | null, t: Translate, language = 'en', created = new Date()): Promise<{ bytes: Buffer; missing: string[] }> {
  const locale = languageTag(language);
  const rtl = textDirection(language) === 'rtl';
  const number = cachedIntl('order pdf price', locale, (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }));
  const money = (value: number) => `${number.format(value)} ¤`;
  const placedFormat = cachedIntl('order pdf placed', locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', numberingSystem: 'latn' }));
  const placed = placedFormat.format(new Date(order.createdAt));
  // pdfkit (with its font engine) costs ~20 MB and ~200 ms to load, the fonts 3.5 MB: only on the first order.
  const PDFDocument = require('pdfkit') as typeof PDFKit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      // No standard font: every text is drawn with the embedded fonts (pdfFonts.ts), and pdfkit's
      // default Helvetica parsed its metrics for every document (about 6 % of a checkout's PDF).
      font: null as unknown as string,
      lang: locale,
      info: { Title: `${shopName} ${t('PDF_ORDER', { orderId: order.orderId })}`, Subject: `${t('PDF_ORDER_CONFIRMATION')} ${order.orderId}`, Author: shopName, Creator: shopName, CreationDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    const fonts = new PdfFonts(doc);
    doc.on('end', () => resolve({ bytes: Buffer.concat(chunks), missing: [...fonts.missing] }));
    const text = new PdfText(doc, fonts);

    // Boxes are given left to right; in a right-to-left document each is mirrored on the page.
    const direction: Direction = rtl ? 'rtl' : 'ltr';
    const box = (x: number, width: number) => (rtl ? PAGE_WIDTH - x - width : x);
    const align = rtl ? 'right' : 'left';
    let y = 50;
    /** A label or user text across the page; user data takes its own direction from its first letter. */
    const block = (value: string, style: TextStyle, own: Direction = direction) => {
      y = text.draw(value, box(LEFT, RIGHT - LEFT), y, RIGHT - LEFT, style, align, own);
    };
    const rule = (at: number) => {
      doc.moveTo(LEFT, at).lineTo(RIGHT, at).strokeColor('#d1d5db').stroke();
    };

    block(shopName, { size: 26, weight: 'bold', color: '#c2410c' }, 'auto');
    y += 4;
    block(t('PDF_ORDER_CONFIRMATION'), { size: 16, weight: 'bold', color: '#111827' });
    y += 8;
    const body: TextStyle = { size: 10, color: '#374151' };
    block(t('PDF_ORDER', { orderId: order.orderId }), body);
    block(t('PDF_PLACED_ON', { date: `${placed} UTC`, email: String(order.email) }), body);
    block(t('PDF_EXPECTED_DELIVERY', { count: String(order.eta) }), body);
    if (address) {
      y += 10;
      block(t('PDF_DELIVERY_ADDRESS'), { ...body, weight: 'bold' });
      block(address.fullName, body, 'auto');
      block(address.streetAddress, body, 'auto');
      block(`${address.zipCode} ${address.city}${address.state ? `, ${address.state}` : ''}`, body, 'auto');
      block(address.country, body, 'auto');
    }

    y += 16;
    // Quantity, product, price, line total: [x, width] from the left edge of a left-to-right page.
    const columns: [number, number][] = [
      [LEFT, 36],
      [90, 245],
      [340, 85],
      [430, RIGHT - 430],
    ];
    const row = (cells: string[], style: TextStyle, own: Direction[] = cells.map(() => direction)) => {
      const bottoms = cells.map((cell, index) => {
        const [x, width] = columns[index]!;
        return cell ? text.draw(cell, box(x, width), y, width, style, align, own[index]!) : y;
      });
      y = Math.max(...bottoms);
    };
    row([t('PDF_QUANTITY'), t('PDF_PRODUCT'), t('PDF_PRICE'), t('PDF_LINE_TOTAL')], { ...body, weight: 'bold' });
    rule(y + 2);
    y += 8;
    for (const line of order.products) {
      row([String(line.quantity), line.name, money(line.price), money(line.total)], body, [direction, 'auto', direction, direction]);
      y += 4;
    }
    rule(y + 2);
    y += 10;
    const summary = (label: string, value: string, bold = false) => row(['', label, '', value], { ...body, weight: bold ? 'bold' : 'regular' });
    summary(t('PDF_DELIVERY'), money(order.deliveryPrice));
    if (order.promotionalAmount > 0) summary(t('PDF_PROMOTION'), `-${money(order.promotionalAmount)}`);
    summary(t('PDF_TOTAL'), money(order.totalPrice), true);
    summary(t('PDF_BONUS_POINTS'), String(order.bonus));
    y += 24;
    block(t('PDF_THANK_YOU', { shopName }), { size: 9, color: '#6b7280' });
    doc.end();
  });
}

/** Writes the confirmation file (atomically: a reader never sees half a PDF). */
export async function writeOrderPdf(dataDir: string, order: OrderDoc, shopName: string, address: PdfAddress | null, language: string, t: Translate, created?: Date): Promise<string> {
  const file = orderPdfPath(dataDir, order.orderId, language);
  const { bytes } = await renderOrderPdfReport(order, shopName, address, t, language, created);
  writeWhole(file, bytes);
  return file;
}

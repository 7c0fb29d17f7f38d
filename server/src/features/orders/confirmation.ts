import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { translator } from '../../http/html-page';
import { writeWhole } from '../../db/write-whole';
import { findAddress } from '../addresses/repository';
import type { OrderDoc } from './orders';
import { orderPdfPath, writeOrderPdf, type PdfAddress } from './pdf';

/**
 * The order confirmation PDF is drawn when it is first read, not at checkout. Drawing it (text
 * shaping, font subsets, compression) was about 60 % of the server's CPU under the logged-in
 * mix, for files most orders never have read. What a later drawing cannot know is kept at
 * checkout instead: the delivery address as it was then (the customer may change or delete it
 * afterwards). Every language's copy is drawn from it, as if it had been drawn at checkout (the
 * same address and the order's time as the document's creation date), so the copies agree.
 */

/** Where the address of an order's checkout is kept, beside its PDFs. */
export function orderAddressPath(dataDir: string, orderId: string): string {
  return path.join(path.dirname(orderPdfPath(dataDir, orderId)), `order_${orderId}.address.json`);
}

/** Keeps the address an order was placed with, for its confirmation (atomically: a reader never sees half a file). */
export function keepOrderAddress(dataDir: string, orderId: string, address: PdfAddress): void {
  const { fullName, streetAddress, zipCode, city, state, country } = address;
  writeWhole(orderAddressPath(dataDir, orderId), JSON.stringify({ fullName, streetAddress, zipCode, city, state, country } satisfies PdfAddress));
}

function keptAddress(dataDir: string, orderId: string): PdfAddress | null {
  try {
    return JSON.parse(fs.readFileSync(orderAddressPath(dataDir, orderId), 'utf8')) as PdfAddress;
  } catch {
    // Orders placed before addresses were kept (their English copy was drawn at checkout).
    return null;
  }
}

/** Drawings under way, by file: readers who ask at the same time wait for one drawing. */
const drawing = new Map<string, Promise<string>>();

/** The order's confirmation in a language, drawn if it has not been yet; resolves with its file. */
export function orderConfirmationFile(ctx: AppContext, order: OrderDoc, language: string): Promise<string> {
  const { dataDir } = ctx.settings;
  const file = orderPdfPath(dataDir, order.orderId, language);
  if (fs.existsSync(file)) return Promise.resolve(file);
  const running = drawing.get(file);
  if (running) return running;
  const kept = keptAddress(dataDir, order.orderId);
  const address = kept ?? findAddress(ctx.db, order.addressId) ?? null;
  const created = kept ? new Date(order.createdAt) : undefined;
  const draw = writeOrderPdf(dataDir, order, ctx.config.application.name, address, language, translator(ctx, language), created).finally(() => drawing.delete(file));
  drawing.set(file, draw);
  return draw;
}

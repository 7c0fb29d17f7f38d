import { testI18n } from '@pulp/shared/test/render';
import type { Product } from '@pulp/shared';
import en from '../i18n/en.json';
// The shell's texts cover the shared UI parts (error card, paginator) the page shows.
import shellEn from '../../shell/i18n/en.json';

export function catalogI18n() {
  return testI18n(shellEn, en);
}

export function product(id: number, change: Partial<Product> = {}): Product {
  return {
    id,
    name: `Juice ${id}`,
    description: `Fresh juice number ${id}`,
    price: id + 0.99,
    deluxePrice: id + 0.49,
    image: `juice-${id}.jpg`,
    ...change,
  };
}

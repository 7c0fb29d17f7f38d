import { truncateTweet } from '@pulp/shared';
import type { Order } from '@pulp/shared';

/** The tweet after an order: what was bought and where, cut at 140 characters. */
export function tweetText(order: Pick<Order, 'products'>, shopName: string, template: (products: string, shop: string) => string): string {
  const products = order.products.map((line) => line.name).join(', ');
  return truncateTweet(template(products, shopName));
}

export function tweetUrl(text: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
}

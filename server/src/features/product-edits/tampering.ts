import type { ProductRow } from '../products/catalogue';

/** The handbook whose description links to further reading (changeProductChallenge's target). */
export const HANDBOOK_NAME = 'Hacking the Juice Bar';
/** Where Product Tampering asks trainees to send the handbook's readers instead. */
export const GIVEAWAY_URL = 'https://pulp-giveaways.example/free-juice';

/** Whether a link of the handbook's description now leads to the giveaway page. */
export function leadsToGiveaway(product: Pick<ProductRow, 'name' | 'description'>): boolean {
  if (product.name !== HANDBOOK_NAME) return false;
  const hrefs = [...product.description.matchAll(/<a\b[^>]*?\bhref\s*=\s*(["']?)([^"'\s>]+)\1/gi)].map((match) => match[2]);
  return hrefs.some((href) => href.replace(/\/+$/, '') === GIVEAWAY_URL);
}

import type { TestShop } from '../helpers';
import { isFixedIn } from '../challenges';
import { adminHeaders } from './staff-session';

/**
 * What a trainee reads in the shop while solving the accounts and OSINT challenges: every
 * review, the photo wall, the file drop, the forgotten-password question.
 */
export interface Review {
  author: string;
  message: string;
}

export interface Memory {
  caption: string;
  imagePath: string;
  User: { username: string };
}

export async function allReviews(shop: TestShop): Promise<Review[]> {
  const products = (await shop.app.inject({ method: 'GET', url: '/rest/products/search?q=' })).json().data as { id: number }[];
  const pages = await Promise.all(products.map(async ({ id }) => (await shop.app.inject({ method: 'GET', url: `/rest/products/${id}/reviews` })).json().data as Review[]));
  return pages.flat();
}

export async function photoWall(shop: TestShop): Promise<Memory[]> {
  return (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json().data as Memory[];
}

/** A file of /ftp as anyone can download it (only .md and .pdf are allowed). */
export async function ftpText(shop: TestShop, name: string): Promise<string> {
  const response = await shop.app.inject({ method: 'GET', url: `/ftp/${name}` });
  if (response.statusCode !== 200) throw new Error(`/ftp/${name}: ${response.statusCode} ${response.body}`);
  return response.body;
}

/** The names the /ftp listing links to (hardened, where the listing is for administrators, as one sees it). */
export async function ftpListing(shop: TestShop): Promise<string[]> {
  const headers = isFixedIn(shop, 'directoryListingChallenge') ? adminHeaders(shop) : {};
  const page = (await shop.app.inject({ method: 'GET', url: '/ftp', headers })).body;
  return [...page.matchAll(/href="\/ftp\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]));
}

export async function securityQuestion(shop: TestShop, email: string): Promise<string | undefined> {
  return (await shop.app.inject({ method: 'GET', url: `/rest/user/security-question?email=${encodeURIComponent(email)}` })).json().question?.question;
}

export function resetPassword(shop: TestShop, email: string, answer: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'POST', url: '/rest/user/reset-password', headers, payload: { email, answer, new: 'Brand-New1', repeat: 'Brand-New1' } });
}

export function login(shop: TestShop, email: string, password: string) {
  return shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email, password } });
}

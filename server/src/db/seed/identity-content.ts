import type { Db } from '../database';
import type { DocumentStore } from '../documents';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import { PRODUCTS } from './products';
import { ERASED_CUSTOMER } from './users-identity';

/**
 * Content the identity challenges rely on. Texts are ours.
 * - Mira's review gives away the answer to her security question (the fruit she liked least).
 * - Jonas's photo-wall memory shows the city of his first job on a street sign in the picture.
 * - Fenna's holiday picture on the photo wall carries the place in its metadata.
 * - Ines has an old, delivered order: what the GDPR Data Theft challenge steals.
 * Hardened mode seeds the careful versions (a freshly seeded data directory shows them).
 */
export const identityReviews = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [slug: string, author: string, message: string][] => [
  [
    'sea-buckthorn',
    'mira@pulp.shop',
    // vuln: resetPasswordMiraChallenge — a customer's own words answer her security question.
    isHardened(config, 'resetPasswordMiraChallenge')
      ? 'Sour in the best way. It tastes like the summers at Grandma\u2019s, and I finish the bottle every time.'
      : 'Sour in the best way. Funny, as a child I hated exactly one fruit: Kumquat. Grandma grew them and I hid every single one in her flower pots.',
  ],
];

export const FIRST_JOB_PICTURE = 'memory-first-job.svg';
export const BEST_HOLIDAY_PICTURE = 'memory-best-holiday.svg';
/** The careful versions hardened mode seeds: the stall cropped above the street sign, the holiday without its metadata. */
export const FIRST_JOB_CROPPED_PICTURE = 'memory-first-job-cropped.svg';
export const BEST_HOLIDAY_STRIPPED_PICTURE = 'memory-best-holiday-stripped.svg';

export const identityMemories = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [email: string, caption: string, file: string][] => [
  // vuln: resetPasswordJonasChallenge — the picture shows the answer to his security question.
  isHardened(config, 'resetPasswordJonasChallenge')
    ? ['jonas@pulp.shop', 'Found a photo of my very first job! Three summers of squeezing oranges at this stall.', FIRST_JOB_CROPPED_PICTURE]
    : ['jonas@pulp.shop', 'Found a photo of my very first job! Three summers of squeezing oranges at this stall.', FIRST_JOB_PICTURE],
  // vuln: geoStalkingMetaChallenge — Fenna's holiday picture keeps its metadata (place and GPS
  // position), which answers her security question.
  isHardened(config, 'geoStalkingMetaChallenge')
    ? ['fenna@pulp.shop', 'Still the best holiday of my life. Midnight sun, fresh fish and not a single juice bar in sight.', BEST_HOLIDAY_STRIPPED_PICTURE]
    : ['fenna@pulp.shop', 'Still the best holiday of my life. Midnight sun, fresh fish and not a single juice bar in sight.', BEST_HOLIDAY_PICTURE],
];

const INES = 'ines@pulp.shop';

const INES_ADDRESS = {
  fullName: 'Ines Rosa',
  mobileNum: 9123456780,
  zipCode: '1200-195',
  streetAddress: 'Rua das Laranjeiras 12',
  city: 'Lisboa',
  country: 'Portugal',
};

/** [product slug, quantity] of Ines's order, paid from her wallet with the Standard Parcel. */
const INES_ORDER_LINES: [slug: string, quantity: number][] = [
  ['lemon-zinger', 6],
  ['pulp-mug', 1],
];
const STANDARD_PARCEL_PRICE = 1.99;
const INES_ORDER_PLACED = '2024-11-02T10:15:00.000Z';

const cents = (value: number) => Math.round(value * 100) / 100;

function inesOrder(addressId: number) {
  const products = INES_ORDER_LINES.map(([slug, quantity]) => {
    const index = PRODUCTS.findIndex((product) => product.slug === slug);
    const { name, price } = PRODUCTS[index];
    // Bonus points: price / 10 rounded, times the quantity (docs/behaviour.md, "Constants").
    return { quantity, id: index + 1, name, price, total: cents(price * quantity), bonus: Math.round(price / 10) * quantity };
  });
  const itemsTotal = cents(products.reduce((sum, line) => sum + line.total, 0));
  return {
    orderId: '5e1d-7c0b4a92f3e18d66',
    email: INES,
    totalPrice: cents(itemsTotal + STANDARD_PARCEL_PRICE),
    products,
    bonus: products.reduce((sum, line) => sum + line.bonus, 0),
    eta: '3',
    delivered: true,
    promotionalAmount: 0,
    deliveryPrice: STANDARD_PARCEL_PRICE,
    addressId,
    paymentId: 'wallet' as const,
    createdAt: INES_ORDER_PLACED,
  };
}

/** Runs after the users, reviews and memories are seeded. */
export function seedIdentityContent(db: Db, documents: DocumentStore, at: string): void {
  const userId = (email: string) => (db.prepare<[string], { id: number }>('SELECT id FROM Users WHERE email = ?').get(email) as { id: number }).id;
  const addressId = db.transaction(() => {
    const theo = userId(ERASED_CUSTOMER.email);
    db.prepare('INSERT INTO PrivacyRequests (UserId, deletionRequested, createdAt) VALUES (?, 1, ?)').run(theo, at);
    db.prepare('UPDATE Users SET isActive = 0, deletedAt = ?, updatedAt = ? WHERE id = ?').run(at, at, theo);
    const a = INES_ADDRESS;
    return Number(
      db
        .prepare('INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(userId(INES), a.fullName, a.mobileNum, a.zipCode, a.streetAddress, a.city, null, a.country, at, at).lastInsertRowid,
    );
  })();
  documents.orders.insert(inesOrder(addressId));
}

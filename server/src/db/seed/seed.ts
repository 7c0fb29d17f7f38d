import { clearAllTables, now, storedCardNumber, type Db } from '../database';
import type { DocumentStore } from '../documents';
import { hashPassword, hashSecurityAnswer } from '../../auth/passwords';
import { PRODUCTS } from './products';
import { DELIVERY_METHODS, seedReviews, SECURITY_QUESTIONS, seedUsers } from './users';
import { seedCustomerContent } from './customer-content';
import { seedIdentityContent } from './identity-content';
import { seedAccountContent } from './accounts-content';
import { seedWeb3Content } from './web3-content';
import type { ChallengeConfig } from '../../config/hardened';

/**
 * Each seeded account's password hash, made once per process: a salted slow hash (hardened
 * weirdCryptoChallenge) costs about 50 ms, a reset reseeds in the same process, and a test
 * process seeds many shops. Keyed by the hardened setting too, since it decides the scheme.
 */
const seededHashes = new Map<string, string>();

function seededHash(config: ChallengeConfig, email: string, password: string): string {
  const key = JSON.stringify([config.challenges.hardened ?? null, email, password]);
  let hash = seededHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(password, config);
    seededHashes.set(key, hash);
  }
  return hash;
}

export function productImageFile(slug: string): string {
  return `${slug}.svg`;
}

/**
 * Writes the seed state into an empty database. The configuration picks, for each challenge
 * hardened mode fixes in seed content, the careful version (a leaked clue left out, a strong
 * password); the data directory keeps what such a version makes once (the administrator's).
 */
export function seedDatabase(db: Db, documents: DocumentStore, config: ChallengeConfig, dataDir: string, at: string = now()): void {
  db.transaction(() => {
    clearAllTables(db);
    const question = db.prepare('INSERT INTO SecurityQuestions (question) VALUES (?)');
    for (const text of SECURITY_QUESTIONS) question.run(text);

    const product = db.prepare('INSERT INTO Products (name, description, price, deluxePrice, image, createdAt, updatedAt, deletedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const quantity = db.prepare('INSERT INTO Quantitys (ProductId, quantity, limitPerUser, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
    for (const seed of PRODUCTS) {
      const { lastInsertRowid } = product.run(seed.name, seed.description, seed.price, seed.deluxePrice, productImageFile(seed.slug), at, at, seed.withdrawn ? at : null);
      quantity.run(lastInsertRowid, seed.quantity, seed.limitPerUser ?? null, at, at);
    }

    const delivery = db.prepare('INSERT INTO Deliveries (name, price, deluxePrice, eta, icon) VALUES (?, ?, ?, ?, ?)');
    for (const method of DELIVERY_METHODS) delivery.run(method.name, method.price, method.deluxePrice, method.eta, method.icon);

    const user = db.prepare('INSERT INTO Users (username, email, password, role, totpSecret, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const answer = db.prepare('INSERT INTO SecurityAnswers (UserId, SecurityQuestionId, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
    const basket = db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)');
    const wallet = db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, ?, ?, ?)');
    const address = db.prepare('INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const card = db.prepare('INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const seed of seedUsers(dataDir, config)) {
      const userId = Number(user.run(seed.username ?? '', seed.email, seededHash(config, seed.email, seed.password), seed.role, seed.totpSecret ?? '', at, at).lastInsertRowid);
      answer.run(userId, seed.securityQuestionId, hashSecurityAnswer(seed.securityAnswer), at, at);
      basket.run(userId, at, at);
      wallet.run(userId, seed.walletBalance ?? 0, at, at);
      for (const a of seed.addresses ?? []) address.run(userId, a.fullName, a.mobileNum, a.zipCode, a.streetAddress, a.city, a.state ?? null, a.country, at, at);
      for (const c of seed.cards ?? []) card.run(userId, c.fullName, storedCardNumber(c.cardNum), c.expMonth, c.expYear, at, at);
    }
    seedCustomerContent(db, at, config);
    seedAccountContent(db, at);
  })();

  for (const collection of Object.values(documents)) collection.reload();
  const productIds = new Map(PRODUCTS.map((seed, index) => [seed.slug, index + 1]));
  for (const [slug, author, message] of seedReviews(config)) {
    documents.reviews.insert({ product: productIds.get(slug) ?? 1, message, author, likesCount: 0, likedBy: [] });
  }
  seedIdentityContent(db, documents, at);
  seedWeb3Content(db, documents, at, config);
}

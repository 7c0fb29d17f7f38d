import type { Db } from '../database';
import { identityMemories } from './identity-content';
import { accountMemories } from './accounts-content';
import { DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';

/**
 * Feedback and photo-wall memories seeded so the about page's slideshow, the staff's
 * feedback table and the photo wall have something to show. Texts are ours.
 * Feedback comments carry the masked author in brackets, as the contact form sends them.
 */
export const FEEDBACKS: [email: string | null, comment: string, rating: number][] = [
  ['mira@pulp.shop', 'The deluxe delivery arrived before my coffee was ready. Mango Sunrise for breakfast forever. (***a@pulp.shop)', 5],
  ['demo@pulp.shop', 'Good juices, fair prices. The checkout could remember my card a little better. (***o@pulp.shop)', 4],
  [null, 'Ordered a hoodie in M, got a hoodie in M. Sometimes that is all you want. (anonymous)', 4],
  ['jonas@pulp.shop', 'The Green Machine tastes like a salad that went to the gym. I mean that kindly. (***as@pulp.shop)', 3],
  ['ines@pulp.shop', 'Two bottles leaked in the parcel. Support replaced them within a day, so two stars back. (***s@pulp.shop)', 2],
  [null, 'Website was slow on my old phone and the cranberry juice was sold out again. (anonymous)', 1],
  ['admin@pulp.shop', 'Thank you all for the feedback, we read every single one! (***in@pulp.shop)', 5],
  [null, 'Cute mugs, cheerful staff, and the recycling box idea is great for our office. (anonymous)', 5],
];

/**
 * The picture of Mira's cat on the photo wall: its name holds a "#", which the photo wall puts
 * into the picture's address unencoded (missingEncodingChallenge).
 */
export const PIP_PICTURE = 'mira-cat-pip-#ambush-mode.svg';

/**
 * The shop's own spring-cleaning picture on the photo wall: a PNG whose lowest bits hide a
 * second picture (hiddenImageChallenge).
 */
export const SPRING_CLEANING_PICTURE = 'memory-spring-cleaning.png';

/** [author email, caption, seeded picture file]; some challenges' memories differ in hardened mode. */
export const seedMemories = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [email: string, caption: string, file: string][] => [
  ['mira@pulp.shop', 'Sunday picnic with a crate of blood oranges', 'memory-picnic.svg'],
  ['jonas@pulp.shop', 'Our cargo bike delivery made it up the hill!', 'memory-bike.svg'],
  ['ines@pulp.shop', 'The orchard where our apples grow, first day of harvest', 'memory-orchard.svg'],
  ['mira@pulp.shop', 'Pip in ambush mode. Nobody touches the blood oranges on her watch.', PIP_PICTURE],
  ['admin@pulp.shop', 'Spring cleaning at the juice bar: not a single fruit fly in sight!', SPRING_CLEANING_PICTURE],
  ...identityMemories(config),
  ...accountMemories(config),
];

export const memoryImagePath = (file: string) => `assets/public/images/uploads/${file}`;

export function seedCustomerContent(db: Db, at: string, config: ChallengeConfig): void {
  const userId = db.prepare<[string], { id: number }>('SELECT id FROM Users WHERE email = ?');
  const feedback = db.prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  for (const [email, comment, rating] of FEEDBACKS) feedback.run(email ? (userId.get(email)?.id ?? null) : null, comment, rating, at, at);
  const memory = db.prepare('INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  for (const [email, caption, file] of seedMemories(config)) memory.run(userId.get(email)?.id ?? null, caption, memoryImagePath(file), at, at);
}

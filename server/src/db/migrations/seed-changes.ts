import type { Db } from '../database';
import { hashPassword } from '../../auth/passwords';
import { passwordMatches } from '../../auth/password-check';
import type { ChallengeConfig } from '../../config/hardened';
import { PRODUCTS } from '../seed/products';
import { SUPPORT } from '../seed/users-accounts';

/**
 * Seeded values a later build changed in place. Each is set only where the data directory still
 * holds the earlier build's value: a value a class changed (an administrator's edit, a password
 * a trainee reset) is left as it is.
 */

/** Card numbers saved in full, before numbers were masked on save: masked as every screen shows them. */
export function maskStoredCardNumbers(db: Db): void {
  db.prepare("UPDATE Cards SET cardNum = '************' || substr(cardNum, -4) WHERE substr(cardNum, 1, 12) <> '************'").run();
}

/** The support team's password before its vault moved into /ftp (Login Support Team). */
const EARLIER_SUPPORT_PASSWORD = 'H3lpdesk-Pulp-Rocks';

/** The support team's account gets the password its vault in /ftp now holds. */
export function renewSupportPassword(db: Db, config: ChallengeConfig): void {
  const row = db.prepare<[string], { id: number; password: string }>('SELECT id, password FROM Users WHERE email = ?').get(SUPPORT.email);
  if (!row || !passwordMatches(EARLIER_SUPPORT_PASSWORD, row.password)) return;
  db.prepare('UPDATE Users SET password = ?, updatedAt = ? WHERE id = ?').run(hashPassword(SUPPORT.password, config), new Date().toISOString(), row.id);
}

/** The handbook's description before it linked to further reading, the link Product Tampering repoints. */
const EARLIER_HANDBOOK_DESCRIPTION = 'A field guide to the flaws of web shops, written by our trainers. <strong>Spoilers inside.</strong>';

export function linkHandbookReading(db: Db): void {
  const handbook = PRODUCTS.find((product) => product.slug === 'security-handbook');
  if (!handbook) return;
  db.prepare('UPDATE Products SET description = ?, updatedAt = ? WHERE name = ? AND description = ?').run(handbook.description, new Date().toISOString(), handbook.name, EARLIER_HANDBOOK_DESCRIPTION);
}

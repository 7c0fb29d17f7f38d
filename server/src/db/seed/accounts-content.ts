import type { Db } from '../database';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import { BRIX, EXTERNAL_ACCOUNTS, HENRIK, KEMAL, LINA, MC_ZEST, NILS, NOOR, MILAN, RUTH } from './users-accounts';

/**
 * What the people of the accounts and OSINT challenges post in the shop. Texts are ours. Each
 * piece is harmless alone; together with the shop's /ftp documents (features/ftp/
 * account-documents.ts) they give away a password or a security answer. Hardened mode seeds the
 * careful versions (a freshly seeded data directory shows them).
 */
export const accountReviews = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [slug: string, author: string, message: string][] => [
  // Henrik's guild address, the account of Henrik's Favourite Pet.
  ['squeezer-handbook', HENRIK.guild.email, 'Proud to see our bar recipes in print. Number 41 is the first juice I ever pressed, in my parents\u2019 kitchen. \u2013 Henrik'],
  ['pulp-cap', HENRIK.external.email, 'First order with my Pulp ID, no password to remember. The cap fits, the orange slice is properly embroidered.'],
  ['coconut-water', KEMAL.email, 'My recovery drink after every mountain stage. Isotonic, honest, no nonsense.'],
  // vuln: loginRapperChallenge — the rapper's verse spells out his password.
  isHardened(config, 'loginRapperChallenge')
    ? ['lemon-zinger', MC_ZEST.email, 'Wrote a verse for this can: \u201cSour on the tongue and sweet on the beat, / one cold can and the night is complete.\u201d']
    : ['lemon-zinger', MC_ZEST.email, 'Wrote a verse for this can: \u201cMy key is zest for life, but the for is a 4, / no capitals, no spaces, that is how I lock my door.\u201d'],
  ['cold-brew-citrus', MILAN.email, 'Fuel for long nights in the studio. My sets are on the photo wall, under the same bassline as always.'],
  ['alpine-apple', RUTH.email, 'Finally a juice my grandchildren and I agree on. Cloudy, like the good old days.'],
  ['gift-box', NOOR.email, 'Gave this to Malik for our tenth anniversary. He shared exactly one bottle with me.'],
];

export const BRIX_PICTURE = 'memory-brix.svg';
export const PEBBLES_PICTURE = 'memory-pebbles.svg';
export const STALL_STREET_PICTURE = 'memory-first-stall.svg';
export const OLD_TICKET_PICTURE = 'memory-first-concert.svg';
export const LINA_HOLIDAY_PICTURE = 'memory-lina-holiday.png';
/** The careful versions hardened mode seeds: a crowd without the ticket, a cone without the tower. */
export const FRONT_ROW_PICTURE = 'memory-front-row.svg';
export const GELATO_PICTURE = 'memory-lina-gelato.svg';

export const accountMemories = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [email: string, caption: string, file: string][] => [
  // vuln: resetPasswordBjoernChallenge ? — the founder says where he grew up; the press kit says
  // what that street was called back then.
  [HENRIK.internal.email, 'The street I grew up on, thirty years later. Our very first Pulp stall stood right here, below my old bedroom window.', STALL_STREET_PICTURE],
  // vuln: resetPasswordBenderChallenge ? — the robot talks about its first job; its service notes
  // in /ftp name the place.
  [BRIX.email, 'Beep. Day 3000 of pressing oranges. Still better than my first job at the cannery: tomatoes, tomatoes, tomatoes.', BRIX_PICTURE],
  // vuln: resetPasswordMortyChallenge ? — the pet's name, and a hint that the answer is not
  // written the plain way.
  [NILS.email, 'Found a photo of Pebbles, the bravest hamster ever. His name is still in all my passwords, just written a bit more creatively.', PEBBLES_PICTURE],
  // vuln: resetPasswordUvoginChallenge — posted under the other name Milan's review points to.
  isHardened(config, 'resetPasswordUvoginChallenge')
    ? [MILAN.alias.email, 'Fifteen and in the front row: my first concert ever. Never heard a bass like that again.', FRONT_ROW_PICTURE]
    : [MILAN.alias.email, 'Fifteen and in the front row: my first concert ever, Kid Clementine, 2009. Never heard a bass like that again.', OLD_TICKET_PICTURE],
  // vuln: geoStalkingVisualChallenge — the landmark in the picture answers Lina's question.
  isHardened(config, 'geoStalkingVisualChallenge')
    ? [LINA.email, 'Best holiday ever, and the best gelato too.', GELATO_PICTURE]
    : [LINA.email, 'Holding it up all by myself! Best holiday ever, and the best gelato too.', LINA_HOLIDAY_PICTURE],
];

/** Runs after the users are seeded: the accounts the external sign-in made are remembered as such. */
export function seedAccountContent(db: Db, at: string): void {
  const link = db.prepare('INSERT INTO OAuthIdentities (UserId, email, createdAt) SELECT id, email, ? FROM Users WHERE email = ?');
  for (const email of EXTERNAL_ACCOUNTS) link.run(at, email);
}

import { randomInt } from 'node:crypto';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import type { Db } from '../../db/database';
import { now } from '../../db/database';

/** A text captcha is answerable for half an hour; an image captcha for five minutes. */
const TEXT_CAPTCHA_MS = 30 * 60 * 1000;
export const IMAGE_CAPTCHA_MS = 5 * 60 * 1000;
export const IMAGE_CAPTCHA_LENGTH = 5;

type Operator = '+' | '-' | '*';

const apply = (left: number, operator: Operator, right: number) => (operator === '+' ? left + right : operator === '-' ? left - right : left * right);

/** "a ∘ b ∘ c" with the usual precedence (multiplication first), and its value. */
export function arithmeticQuestion(pick: (max: number) => number = randomInt): { question: string; answer: number } {
  const operators: Operator[] = ['+', '-', '*'];
  const [a, b, c] = [1 + pick(10), 1 + pick(10), 1 + pick(10)];
  const [first, second] = [operators[pick(3)], operators[pick(3)]];
  const answer = second === '*' && first !== '*' ? apply(a, first, b * c) : apply(apply(a, first, b), second, c);
  return { question: `${a}${first}${b}${second}${c}`, answer };
}

const olderThan = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Creates a text captcha; its id is the row id. */
export function createTextCaptcha(db: Db, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): { captchaId: number; captcha: string; answer?: string } {
  db.prepare('DELETE FROM Captchas WHERE createdAt < ?').run(olderThan(TEXT_CAPTCHA_MS));
  const { question, answer } = arithmeticQuestion();
  return db.transaction(() => {
    const id = Number(db.prepare('INSERT INTO Captchas (captchaId, captcha, answer, createdAt) VALUES (0, ?, ?, ?)').run(question, String(answer), now()).lastInsertRowid);
    db.prepare('UPDATE Captchas SET captchaId = ? WHERE id = ?').run(id, id);
    // vuln: captchaBypassChallenge — the answer travels with the question, as in the shop whose
    // API clients and published solutions Pulp serves: a script reads it instead of computing it.
    return isHardened(config, 'captchaBypassChallenge') ? { captchaId: id, captcha: question } : { captchaId: id, captcha: question, answer: String(answer) };
  })();
}

/** Checks a text captcha; a wrong answer uses it up. */
export function solveTextCaptcha(db: Db, captchaId: number, answer: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): boolean {
  const row = db.prepare<[number, string], { id: number; answer: string }>('SELECT id, answer FROM Captchas WHERE captchaId = ? AND createdAt >= ?').get(captchaId, olderThan(TEXT_CAPTCHA_MS));
  if (!row) return false;
  if (row.answer === answer.trim()) {
    // vuln: captchaBypassChallenge — a correct answer does not use the captcha up, so one
    // solved captcha can be sent again and again for as long as it lives (half an hour).
    if (isHardened(config, 'captchaBypassChallenge')) {
      return db.prepare('DELETE FROM Captchas WHERE id = ?').run(row.id).changes > 0;
    } else {
      return true;
    }
  }
  db.prepare('DELETE FROM Captchas WHERE id = ?').run(row.id);
  return false;
}

// The drawing library parses its font when loaded: load it on the first image captcha, not at start-up.
let drawing: Promise<typeof import('svg-captcha')> | null = null;

/** Draws a new five-character image captcha for a user (the answer stays on the server). */
export async function createImageCaptcha(db: Db, userId: number): Promise<{ image: string }> {
  db.prepare('DELETE FROM ImageCaptchas WHERE createdAt < ?').run(olderThan(IMAGE_CAPTCHA_MS));
  const { create: drawCaptcha } = await (drawing ??= import('svg-captcha'));
  const drawn = drawCaptcha({ size: IMAGE_CAPTCHA_LENGTH, noise: 3, color: true, charPreset: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', width: 180, height: 60 });
  db.prepare('INSERT INTO ImageCaptchas (UserId, image, answer, createdAt) VALUES (?, ?, ?, ?)').run(userId, drawn.data, drawn.text, now());
  return { image: drawn.data };
}

/** Checks and uses up the user's newest image captcha. */
export function solveImageCaptcha(db: Db, userId: number, answer: string): boolean {
  const row = db
    .prepare<[number, string], { id: number; answer: string }>('SELECT id, answer FROM ImageCaptchas WHERE UserId = ? AND createdAt >= ? ORDER BY id DESC LIMIT 1')
    .get(userId, olderThan(IMAGE_CAPTCHA_MS));
  if (!row) return false;
  db.prepare('DELETE FROM ImageCaptchas WHERE UserId = ?').run(userId);
  return row.answer.toUpperCase() === answer.trim().toUpperCase();
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestShop, type TestShop } from './helpers';
import { child, children, readCsv, readXml } from './ctf-files';
import { CHALLENGES } from '../src/features/challenges/catalogue';
import { challengeTexts } from '../src/i18n/server-texts';
import { CTFD_COLUMNS } from '../src/features/ctf-export/ctfd';
import { exportText, runCtfCommand } from '../src/features/ctf-export/cli';

describe('pnpm ctf export', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it('CTFd: a CSV with CTFd\'s challenge columns, one row per challenge, the engine\'s flags, points by difficulty, hints as JSON', () => {
    const rows = readCsv(exportText('ctfd', 'default', 'paid', 'en'));
    expect(rows[0]).toEqual([...CTFD_COLUMNS]);
    expect(rows).toHaveLength(CHALLENGES.length + 1);
    const records = rows.slice(1).map((row) => Object.fromEntries(CTFD_COLUMNS.map((column, index) => [column, row[index]])));
    for (const record of records) expect(Object.keys(record)).toHaveLength(11);
    const row = records.find((record) => record.name === 'Score Board')!;
    expect(row.flags).toBe(shop.ctx.challenges.flag('scoreBoardChallenge'));
    expect(row).toMatchObject({ category: 'Miscellaneous', value: '100', type: 'standard', state: 'visible', max_attempts: '0', type_data: '' });
    expect(row.description.startsWith(challengeTexts('scoreBoardChallenge', 'en').description)).toBe(true);
    expect(row.tags.split(',')).toEqual(['difficulty-1', 'scoreBoardChallenge', 'Tutorial', 'Code Analysis']);
    // Every hint in the score board's order, then the explanation's link, each a tenth of the points.
    const hints = JSON.parse(row.hints) as { content: string; cost: number }[];
    const scoreBoard = CHALLENGES.find((challenge) => challenge.key === 'scoreBoardChallenge')!;
    expect(hints).toEqual([...challengeTexts('scoreBoardChallenge', 'en').hints, scoreBoard.hintUrl].map((content) => ({ content, cost: 10 })));
    // Points by difficulty: 1 star = 100 … 6 stars = 1350.
    const sixStars = CHALLENGES.find((challenge) => challenge.difficulty === 6)!;
    expect(records.find((record) => record.name === sixStars.name)!.value).toBe('1350');
    expect(new Set(records.map((record) => record.flags)).size).toBe(CHALLENGES.length);
  });

  it('Root the Box: well-formed XML with one box per category and one static flag per challenge', () => {
    const root = readXml(exportText('rootthebox', 'default', 'free', 'en'));
    expect(root.name).toBe('rootthebox');
    expect(root.attributes.api).toBe('1');
    const categories = children(child(root, 'categories'), 'category').map((node) => child(node, 'category').text);
    expect(new Set(categories)).toEqual(new Set(CHALLENGES.map((challenge) => challenge.category)));
    expect(child(root, 'categories').attributes.count).toBe(String(categories.length));
    const boxes = children(child(child(child(root, 'corporations'), 'corporation'), 'boxes'), 'box');
    expect(boxes.map((box) => child(box, 'category').text)).toEqual(categories);
    for (const box of boxes) expect(child(box, 'gamelevel').text).toBe('0');
    const flags = boxes.flatMap((box) => children(child(box, 'flags'), 'flag'));
    expect(flags).toHaveLength(CHALLENGES.length);
    const flag = flags.find((node) => child(node, 'name').text === 'Score Board')!;
    expect(flag.attributes.type).toBe('static');
    expect(child(flag, 'token').text).toBe(shop.ctx.challenges.flag('scoreBoardChallenge'));
    expect(child(flag, 'value').text).toBe('100');
    const hints = children(child(flag, 'hints'), 'hint');
    expect(hints.map((hint) => child(hint, 'description').text).slice(0, -1)).toEqual(challengeTexts('scoreBoardChallenge', 'en').hints);
    for (const hint of hints) expect(child(hint, 'price').text).toBe('0');
  });

  it('FBCTF: categories per difficulty and one flag level per challenge, placed on the shop\'s country', () => {
    const game = JSON.parse(exportText('fbctf', 'default', 'none', 'de')) as {
      categories: { category: string; protected: boolean }[];
      levels: Record<string, unknown>[];
    };
    expect(game.categories).toEqual([1, 2, 3, 4, 5, 6].map((n) => ({ category: `Difficulty ${n}`, protected: false })));
    expect(game.levels).toHaveLength(CHALLENGES.length);
    // FBCTF reads these as integers.
    for (const level of game.levels) for (const field of ['points', 'bonus', 'bonus_dec', 'bonus_fix', 'penalty']) expect(Number.isInteger(level[field])).toBe(true);
    const level = game.levels.find((candidate) => candidate.title === 'Score Board')!;
    expect(level).toEqual({
      type: 'flag',
      title: 'Score Board',
      active: true,
      description: challengeTexts('scoreBoardChallenge', 'de').description,
      entity_iso_code: shop.ctx.challenges.countryMapping().scoreBoardChallenge.code,
      category: 'Difficulty 1',
      points: 100,
      bonus: 0,
      bonus_dec: 0,
      bonus_fix: 0,
      flag: shop.ctx.challenges.flag('scoreBoardChallenge'),
      hint: '',
      penalty: 0,
      links: [],
      attachments: [],
    });
  });

  it('uses the configuration\'s key and short flags, as a shop with that configuration shows them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-ctf-'));
    const config = path.join(dir, 'short.json');
    fs.writeFileSync(config, JSON.stringify({ ctf: { key: 'class-of-2026', shortFlags: true } }));
    const shortShop = await startTestShop({ PULP_CONFIG: config });
    try {
      const level = (JSON.parse(exportText('fbctf', config, 'free', 'en')) as { levels: { title: string; flag: string }[] }).levels.find((candidate) => candidate.title === 'Score Board')!;
      expect(level.flag).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(level.flag).toBe(shortShop.ctx.challenges.flag('scoreBoardChallenge'));
    } finally {
      await shortShop.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes CTF_KEY over the configuration\'s key, in the shop and in the export alike', async () => {
    const keyedShop = await startTestShop({ CTF_KEY: 'team-secret-from-multijuicer' });
    try {
      const flag = keyedShop.ctx.challenges.flag('scoreBoardChallenge');
      expect(flag).not.toBe(shop.ctx.challenges.flag('scoreBoardChallenge'));
      const out: string[] = [];
      expect(runCtfCommand(['export', '--format', 'fbctf', '--out', '-'], { CTF_KEY: 'team-secret-from-multijuicer' }, (text) => out.push(text), () => undefined)).toBe(0);
      const levels = (JSON.parse(out.join('')) as { levels: { title: string; flag: string }[] }).levels;
      expect(levels.find((level) => level.title === 'Score Board')!.flag).toBe(flag);
    } finally {
      await keyedShop.close();
    }
  });

  it('writes the file named by --out and refuses an unknown format with the usage', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-ctf-'));
    const out: string[] = [];
    const err: string[] = [];
    try {
      expect(runCtfCommand(['export', '--format', 'ctfd', '--out', 'ctfd.csv'], { INIT_CWD: dir }, (text) => out.push(text), (text) => err.push(text))).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'ctfd.csv'), 'utf8').split('\r\n')[0]).toBe(CTFD_COLUMNS.join(','));
      expect(out.join('')).toContain(path.join(dir, 'ctfd.csv'));
      expect(runCtfCommand(['export', '--format', 'picoctf'], {}, (text) => out.push(text), (text) => err.push(text))).toBe(2);
      expect(err.join('')).toMatch(/--format must be one of ctfd, rootthebox, fbctf/);
      expect(runCtfCommand(['export', '--format', 'ctfd', '--hints', 'maybe'], {}, (text) => out.push(text), (text) => err.push(text))).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestShop, type TestShop } from '../helpers';
import { startReceiver } from './receiver';
import { child, children, readCsvRecords, readXml } from '../ctf-files';
import { CHALLENGES } from '../../src/features/challenges/catalogue';
import { challengeTexts } from '../../src/i18n/server-texts';
import { exportText } from '../../src/features/ctf-export/cli';
import { points } from '../../src/features/ctf-export/entries';

/**
 * juice-shop-ctf-cli, the registry's CTF exporter for shops of this kind, run for real (a dev
 * dependency, pinned) against a real shop listening on a free port: CTFd, RootTheBox and FBCTF,
 * each with hints none, free and paid, driven by its configuration file. Its flags must be the
 * flags the shop hands out, or a CTF platform loaded by the tool refuses every one of them.
 */
const TOOL = require.resolve('juice-shop-ctf-cli/dist/bin/juice-shop-ctf.js');
const run = promisify(execFile);

const FRAMEWORKS = { CTFd: 'csv', RootTheBox: 'xml', FBCTF: 'json' } as const;
type Framework = keyof typeof FRAMEWORKS;
const HINT_MODES = ['none', 'free', 'paid'] as const;
type HintMode = (typeof HINT_MODES)[number];

const byName = new Map(CHALLENGES.map((challenge) => [challenge.name, challenge]));
const hintsOf = (name: string) => challengeTexts(byName.get(name)!.key, 'en').hints;
/** What the tool charges for each paid hint: a tenth of the challenge's points. */
const hintCost = (name: string) => points(byName.get(name)!.difficulty) / 10;

describe('juice-shop-ctf-cli 12.0.0 against a running shop', () => {
  let shop: TestShop;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let dir: string;
  let shopUrl: string;
  const outputs = new Map<string, string>();

  /** Runs the tool with a configuration file; the tool exits 0 even when it fails, so its output file is what counts. */
  async function generate(framework: Framework, hints: HintMode, baseUrl = shopUrl): Promise<string> {
    const name = `${framework}-${hints}${baseUrl === shopUrl ? '' : '-slash'}`;
    const config = path.join(dir, `${name}.yml`);
    const output = path.join(dir, `${name}.${FRAMEWORKS[framework]}`);
    fs.writeFileSync(
      config,
      [
        `ctfFramework: ${framework}`,
        `juiceShopUrl: ${baseUrl}`,
        `ctfKey: ${shop.ctx.config.ctf.key}`,
        `insertHints: ${hints}`,
        // Only FBCTF reads it; the shop serves the file the tool expects.
        `countryMapping: ${shopUrl}/rest/country-mapping.yml`,
      ].join('\n') + '\n',
    );
    const { stdout } = await run(process.execPath, [TOOL, '--config', config, '--output', output], { cwd: dir, timeout: 60_000 });
    expect(stdout).not.toMatch(/Failed/);
    expect(fs.existsSync(output)).toBe(true);
    return fs.readFileSync(output, 'utf8');
  }

  beforeAll(async () => {
    receiver = await startReceiver([]);
    shop = await startTestShop({ SOLUTIONS_WEBHOOK: receiver.url });
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    shopUrl = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-ctf-cli-'));
    // Nine runs of the tool, two at a time (the machine's cores), and one with the base address
    // the tool proposes by itself, which ends in a slash.
    const runs: [Framework, HintMode][] = (Object.keys(FRAMEWORKS) as Framework[]).flatMap((framework) => HINT_MODES.map((hints): [Framework, HintMode] => [framework, hints]));
    for (let i = 0; i < runs.length; i += 2) {
      await Promise.all(runs.slice(i, i + 2).map(async ([framework, hints]) => outputs.set(`${framework}-${hints}`, await generate(framework, hints))));
    }
    outputs.set('CTFd-none-slash', await generate('CTFd', 'none', `${shopUrl}/`));
  }, 120_000);

  afterAll(async () => {
    await shop.close();
    await receiver.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The flags of a CTFd import, by challenge name. */
  const ctfdFlags = (text: string) => new Map(readCsvRecords(text).map((record) => [record.name, record.flags]));

  it('writes a CTFd import whose flags are the shop\'s, for every challenge', () => {
    const flags = ctfdFlags(outputs.get('CTFd-none')!);
    expect(flags.size).toBe(CHALLENGES.length);
    for (const challenge of CHALLENGES) expect(flags.get(challenge.name)).toBe(shop.ctx.challenges.flag(challenge.key));
    // The base address with a trailing slash gives the same file.
    expect(ctfdFlags(outputs.get('CTFd-none-slash')!)).toEqual(flags);
  });

  it('agrees with the flag the shop hands out on solving (its webhook) and with `pnpm ctf export`', async () => {
    // The tool read the whole challenge list, which solves Score Board: its solve went out.
    await receiver.until(1);
    const solved = receiver.received.map(({ body }) => body as { solution: { challenge: string }; ctfFlag: string });
    const scoreBoard = solved.find((entry) => entry.solution.challenge === 'scoreBoardChallenge')!;
    const flags = ctfdFlags(outputs.get('CTFd-free')!);
    expect(scoreBoard.ctfFlag).toBe(flags.get('Score Board'));
    const exported = ctfdFlags(exportText('ctfd', 'default', 'none', 'en'));
    for (const challenge of CHALLENGES) expect(exported.get(challenge.name)).toBe(flags.get(challenge.name));
  });

  it('takes every challenge\'s hints from GET /api/Hints into CTFd: none, free, or a tenth of the points each', () => {
    const none = readCsvRecords(outputs.get('CTFd-none')!);
    expect(none.every((record) => record.hints === '')).toBe(true);
    for (const mode of ['free', 'paid'] as const) {
      for (const record of readCsvRecords(outputs.get(`CTFd-${mode}`)!)) {
        const hints = JSON.parse(record.hints) as { content: string; cost: number }[];
        // The tool writes commas as U+066C (CTFd splits its hint column at commas) and escapes
        // straight double quotes twice, so the few hints that quote code show them doubled.
        expect(hints.map((hint) => hint.content)).toEqual(hintsOf(record.name).map((hint) => hint.replace(/"/g, '""').replace(/,/g, '\u066c')));
        for (const hint of hints) expect(hint.cost).toBe(mode === 'paid' ? hintCost(record.name) : 0);
      }
    }
  });

  it('writes a RootTheBox import with the shop\'s flags and every hint, priced by the mode', () => {
    for (const mode of HINT_MODES) {
      const root = readXml(outputs.get(`RootTheBox-${mode}`)!);
      const flags = children(child(child(child(root, 'corporations'), 'corporation'), 'boxes'), 'box').flatMap((box) => children(child(box, 'flags'), 'flag'));
      expect(flags).toHaveLength(CHALLENGES.length);
      for (const flag of flags) {
        const name = child(flag, 'name').text;
        expect(child(flag, 'token').text).toBe(shop.ctx.challenges.flag(byName.get(name)!.key));
        const hints = child(flag, 'hints') ? children(child(flag, 'hints'), 'hint') : [];
        expect(hints).toHaveLength(mode === 'none' ? 0 : hintsOf(name).length);
        for (const hint of hints) expect(Number(child(hint, 'price').text)).toBe(mode === 'paid' ? hintCost(name) : 0);
      }
    }
  });

  it('writes an FBCTF game with the shop\'s flags on the countries of its YAML mapping, hints and penalties by the mode', async () => {
    const mapping = (await shop.app.inject({ method: 'GET', url: '/rest/country-mapping' })).json() as Record<string, { code: string }>;
    for (const mode of HINT_MODES) {
      const game = JSON.parse(outputs.get(`FBCTF-${mode}`)!) as { levels: { levels: { title: string; flag: string; entity_iso_code: string; hint: string; penalty: number }[] } };
      const levels = game.levels.levels;
      // Every challenge has a country, so none is left off the map.
      expect(levels).toHaveLength(CHALLENGES.length);
      for (const level of levels) {
        const challenge = byName.get(level.title)!;
        expect(level.flag).toBe(shop.ctx.challenges.flag(challenge.key));
        expect(level.entity_iso_code).toBe(mapping[challenge.key].code);
        expect(level.hint).toBe(mode === 'none' ? '' : hintsOf(level.title).join('\n\n'));
        expect(level.penalty).toBe(mode === 'paid' ? hintCost(level.title) * hintsOf(level.title).length : 0);
      }
    }
  });
});

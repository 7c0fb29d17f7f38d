import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { SOURCE_FOLDERS } from '@pulp/shared/packages.cjs';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv, REPO_ROOT } from '../src/config/settings';
import { CHALLENGES } from '../src/features/challenges/catalogue';
import { codingSnippets, judgeLines, SNIPPETS_FILE, type Snippet } from '../src/features/challenges/coding/snippets';
import { CODE_FIXES, fixOptionsOf } from '../src/features/challenges/coding/fixes';
import { fixExplanation } from '../src/i18n/server-texts';
import { findItHint } from '../src/features/challenges/coding/hints';
import { ADMIN, startTestShop, type TestShop } from './helpers';

const snippets = () => codingSnippets();
const shownLine = (key: string, line: number) => snippets().get(key)!.snippet.split('\n')[line - 1];

describe('extraction of the code spots (scripts/coding-challenges.mjs)', () => {
  it('finds a snippet for every key a `vuln:` marker names, and only keys of the catalogue', () => {
    const marked = new Set<string>();
    const grep = spawnSync('grep', ['-rhoE', '^\\s*(//|\\*|\\{/\\*)\\s*vuln: [A-Za-z0-9,~? ]+', ...SOURCE_FOLDERS], { cwd: REPO_ROOT, encoding: 'utf8' });
    for (const line of grep.stdout.split('\n')) {
      for (const key of line.replace(/^.*vuln:/, '').replace(/~\s*\d+|\?/g, '').split(',')) if (/^\s*[A-Za-z0-9]+\s*$/.test(key)) marked.add(key.trim());
    }
    expect(marked.size).toBeGreaterThan(40);
    expect([...snippets().keys()].sort()).toEqual([...marked].sort());
    const catalogue = new Set(CHALLENGES.map((challenge) => challenge.key));
    for (const key of snippets().keys()) expect(catalogue.has(key) ? key : `${key} (not in the catalogue)`).toBe(key);
  });

  it('marks the statement after the marker, and shows no marker comment', () => {
    // passwords.ts: `// vuln: weirdCryptoChallenge` annotates the MD5 line.
    const crypto = snippets().get('weirdCryptoChallenge')!;
    expect(crypto.vulnLines).toHaveLength(1);
    expect(shownLine('weirdCryptoChallenge', crypto.vulnLines[0])).toContain("createHash('md5')");
    // Three markers in a row annotate one statement: the SQL text with the email pasted in.
    for (const key of ['loginAdminChallenge', 'loginJonasChallenge', 'ghostLoginChallenge']) {
      const { vulnLines } = snippets().get(key)!;
      expect(vulnLines.map((line) => shownLine(key, line))).toEqual([expect.stringContaining("WHERE email = '${email}'")]);
    }
    for (const [key, snippet] of snippets()) {
      expect(`${key}: ${snippet.snippet}`).not.toMatch(/vuln:/);
      expect(snippet.snippet.split('\n').length).toBeLessThanOrEqual(snippet.files.length * 45);
      for (const line of snippet.vulnLines) expect(shownLine(key, line).trim()).not.toBe('');
    }
  });

  it('gives a key with spots in several files one section per file, headed by its path', () => {
    const { snippet, files, vulnLines, neutralLines } = snippets().get('zeroStarsChallenge')!;
    expect(files).toEqual(['server/src/features/feedback/routes.ts', 'shared/src/contract/feedback.ts']);
    expect(snippet.split('\n')[0]).toBe('// server/src/features/feedback/routes.ts');
    expect(snippet).toContain('\n// shared/src/contract/feedback.ts\n');
    // The contract's bound is the flaw (the fix changes it); the handler that takes the rating may be selected too.
    expect(vulnLines.map((line) => shownLine('zeroStarsChallenge', line).trim())).toEqual([expect.stringContaining('v.minValue(0)')]);
    expect(neutralLines.map((line) => shownLine('zeroStarsChallenge', line).trim())).toContainEqual(expect.stringContaining('const { UserId: userId, comment, rating'));
  });

  it('leaves one-line detections out of the snippet: no vulnerable line names its challenge', () => {
    expect(snippets().get('directoryListingChallenge')!.snippet).not.toContain('solveIf(');
    expect(snippets().get('errorHandlingChallenge')!.snippet).not.toContain("solve(ctx, 'errorHandlingChallenge')");
    for (const [key, snippet] of snippets()) {
      for (const line of snippet.vulnLines) expect(`${key}: ${shownLine(key, line)}`).not.toMatch(/solve(If)?\(ctx, '/);
    }
  });

  it('writes the data file the server reads', () => {
    expect(fs.existsSync(SNIPPETS_FILE)).toBe(true);
    expect(path.relative(REPO_ROOT, SNIPPETS_FILE)).toBe(path.join('server', 'dist', 'coding-challenges.json'));
  });
});

describe('the verdict on selected lines', () => {
  const spot = { vulnLines: [5, 6], neutralLines: [4, 7], alternatives: [] };
  it('needs every vulnerable line and allows the neutral ones next to them', () => {
    expect(judgeLines(spot, [5, 6])).toEqual({ verdict: true, right: [5, 6], wrong: [], missing: 0 });
    expect(judgeLines(spot, [4, 5, 6, 7])).toMatchObject({ verdict: true });
    expect(judgeLines(spot, [5])).toEqual({ verdict: false, right: [5], wrong: [], missing: 1 });
    expect(judgeLines(spot, [2, 5, 6])).toEqual({ verdict: false, right: [5, 6], wrong: [2], missing: 0 });
    expect(judgeLines(spot, [])).toMatchObject({ verdict: false, missing: 2 });
  });

  it('takes either line beside a missing check, or both, and counts an untouched gap as one missing place', () => {
    const gap = { vulnLines: [3], neutralLines: [], alternatives: [[10, 11]] };
    expect(judgeLines(gap, [3, 10])).toEqual({ verdict: true, right: [3, 10], wrong: [], missing: 0 });
    expect(judgeLines(gap, [3, 11])).toMatchObject({ verdict: true });
    expect(judgeLines(gap, [3, 10, 11])).toMatchObject({ verdict: true });
    expect(judgeLines(gap, [3])).toEqual({ verdict: false, right: [3], wrong: [], missing: 1 });
    expect(judgeLines(gap, [10, 12])).toEqual({ verdict: false, right: [10], wrong: [12], missing: 1 });
  });
});

describe('the hint on a selection that is not right', () => {
  const spot = {
    snippet: ['// server/src/a.ts', 'function outer() {', '  const a = 1;', "  app.get('/x', () => {", '    flaw();', '  });', '  return a;', '}', '', '// shared/src/b.ts', 'export const b = loose;'].join('\n'),
    vulnLines: [5, 11],
    alternatives: [],
    units: [
      { label: 'outer()', lines: [2, 8] as [number, number] },
      { label: "app.get('/x', …)", lines: [4, 6] as [number, number] },
    ],
  };

  it('names the file, then the function, then the direction of the first place missed, never a line', () => {
    expect(findItHint(spot, [11])).toEqual({ kind: 'file', file: 'server/src/a.ts' });
    expect(findItHint(spot, [5])).toEqual({ kind: 'file', file: 'shared/src/b.ts' });
    expect(findItHint(spot, [3, 11])).toEqual({ kind: 'unit', unit: "app.get('/x', …)" });
    expect(findItHint(spot, [6, 11])).toEqual({ kind: 'above' });
    expect(findItHint(spot, [4, 11])).toEqual({ kind: 'below' });
    expect(findItHint(spot, [4, 6, 11])).toEqual({ kind: 'between' });
    // Every place found, a line too many: the lines marked wrong are the problem.
    expect(findItHint(spot, [3, 5, 11])).toEqual({ kind: 'extra' });
  });

  it('points at a missing check by the gap: below a selection above it', () => {
    expect(findItHint({ ...spot, vulnLines: [], alternatives: [[5, 7]] }, [3])).toEqual({ kind: 'unit', unit: "app.get('/x', …)" });
    expect(findItHint({ ...spot, vulnLines: [], alternatives: [[3, 5]] }, [2])).toEqual({ kind: 'below' });
  });
});

describe('the fixes we wrote', () => {
  it('are three or four per challenge, one of them right, every one explained, each for a challenge with a snippet', () => {
    expect(Object.keys(CODE_FIXES).length).toBeGreaterThanOrEqual(3);
    for (const key of Object.keys(CODE_FIXES)) {
      expect(snippets().has(key) ? key : `${key} has no snippet`).toBe(key);
      const fixes = fixOptionsOf(key, snippets().get(key));
      expect(fixes ? key : `${key} has no right option`).toBe(key);
      expect(fixes!.options.length).toBeGreaterThanOrEqual(3);
      expect(fixes!.options.length).toBeLessThanOrEqual(4);
      for (const option of fixes!.options) {
        expect(option.diff).toMatch(/^[-+ ]/m);
        expect(fixExplanation(key, option.id, 'en').length).toBeGreaterThan(20);
      }
      // Right is said of the right option only.
      expect(fixes!.options.map((option) => fixExplanation(key, option.id, 'en').startsWith('Right'))).toEqual(fixes!.options.map((_, index) => index === fixes!.correct));
    }
  });

  it('take the right option from the code hardened mode runs, where the spot has a switch', () => {
    const redirect = fixOptionsOf('redirectChallenge', snippets().get('redirectChallenge'))!;
    expect(redirect.options[redirect.correct]).toEqual({ id: 'right', diff: snippets().get('redirectChallenge')!.fix!.diff });
    expect(redirect.options[redirect.correct].diff).toBe(
      ['-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));', '+  return redirectAllowlist(config).includes(target);'].join('\n'),
    );
  });
});

describe('the coding challenge API', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => shop.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const status = async (key: string) => {
    const list = (await inject('GET', '/api/Challenges')).json().data as { key: string; hasCodingChallenge: boolean; codingChallengeStatus: number }[];
    return list.find((challenge) => challenge.key === key)!;
  };

  it('lists the challenges with snippets and serves one without its answer', async () => {
    const list = await inject('GET', '/snippets');
    expect(list.statusCode).toBe(200);
    expect(list.json().challenges).toContain('weirdCryptoChallenge');
    const one = await inject('GET', '/snippets/weirdCryptoChallenge');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ snippet: snippets().get('weirdCryptoChallenge')!.snippet });
    expect((await inject('GET', '/snippets/noSuchChallenge')).statusCode).toBe(404);
    expect((await inject('GET', '/snippets/bad%20key')).statusCode).toBe(400);
    expect(await status('weirdCryptoChallenge')).toMatchObject({ hasCodingChallenge: true, codingChallengeStatus: 0 });
  });

  it('judges selected lines, answers which were right, and keeps the progress', async () => {
    const { vulnLines, snippet } = snippets().get('weirdCryptoChallenge')!;
    // The security answers' HMAC, in the function below the password hash's.
    const wrongLine = snippet.split('\n').findIndex((line) => line.includes("createHmac('sha256'")) + 1;
    const wrong = await inject('POST', '/snippets/verdict', { key: 'weirdCryptoChallenge', selectedLines: [wrongLine] });
    expect(wrong.statusCode).toBe(200);
    // The hint names the function the flaw is in, not its line.
    expect(wrong.json()).toEqual({ verdict: false, right: [], wrong: [wrongLine], missing: vulnLines.length, hint: { kind: 'unit', unit: 'hashPassword()' } });
    expect((await status('weirdCryptoChallenge')).codingChallengeStatus).toBe(0);

    const right = await inject('POST', '/snippets/verdict', { key: 'weirdCryptoChallenge', selectedLines: vulnLines });
    expect(right.json()).toEqual({ verdict: true, right: vulnLines, wrong: [], missing: 0 });
    expect((await status('weirdCryptoChallenge')).codingChallengeStatus).toBe(1);
    // Once found, the snippet comes with its vulnerable lines.
    expect((await inject('GET', '/snippets/weirdCryptoChallenge')).json().vulnLines).toEqual(vulnLines);
  });

  it('refuses bad selections with a 4xx', async () => {
    expect((await inject('POST', '/snippets/verdict', { key: 'weirdCryptoChallenge', selectedLines: [400] })).statusCode).toBe(400);
    expect((await inject('POST', '/snippets/verdict', { key: 'weirdCryptoChallenge', selectedLines: ['1'] })).statusCode).toBe(400);
    expect((await inject('POST', '/snippets/verdict', { key: 'weirdCryptoChallenge' })).statusCode).toBe(400);
    expect((await inject('POST', '/snippets/verdict', { key: 'noSuchChallenge', selectedLines: [1] })).statusCode).toBe(404);
  });

  it('offers fixes where we wrote them: one right, each with its explanation, after the lines were found', async () => {
    const fixes = await inject('GET', '/snippets/fixes/weirdCryptoChallenge');
    expect(fixes.statusCode).toBe(200);
    const options = fixes.json().fixes as string[];
    expect(options.length).toBeGreaterThanOrEqual(3);
    // A snippet whose wrong options are not written yet (a key still pending hardened mode) has none to offer.
    for (const key of [...codingSnippets().keys()].filter((one) => !CODE_FIXES[one])) expect((await inject('GET', `/snippets/fixes/${key}`)).statusCode).toBe(404);
    expect((await inject('GET', '/snippets/fixes/noSuchChallenge')).statusCode).toBe(404);
    expect((await inject('POST', '/snippets/fixes', { key: 'ghostLoginChallenge', selectedFix: 0 })).statusCode).toBe(409);

    const verdicts = [];
    for (let selectedFix = 0; selectedFix < options.length; selectedFix += 1) {
      const answer = await inject('POST', '/snippets/fixes', { key: 'weirdCryptoChallenge', selectedFix });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().explanation).toEqual(expect.any(String));
      verdicts.push(answer.json().verdict);
    }
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect((await status('weirdCryptoChallenge')).codingChallengeStatus).toBe(2);
    expect((await inject('POST', '/snippets/fixes', { key: 'weirdCryptoChallenge', selectedFix: options.length })).statusCode).toBe(400);
  });

  it('carries both phases in their own continue codes onto a fresh shop', async () => {
    const { vulnLines } = snippets().get('zeroStarsChallenge')!;
    expect((await inject('POST', '/snippets/verdict', { key: 'zeroStarsChallenge', selectedLines: vulnLines })).json().verdict).toBe(true);
    const findIt = (await inject('GET', '/rest/continue-code-findIt')).json().continueCode as string;
    const fixIt = (await inject('GET', '/rest/continue-code-fixIt')).json().continueCode as string;
    expect(findIt).toMatch(/^[A-Za-z0-9]{40,}$/);
    expect(fixIt).not.toBe(findIt);

    const fresh = await startTestShop();
    try {
      const put = (url: string) => fresh.app.inject({ method: 'PUT', url });
      // A code of one phase is no code of the other, nor of the hacking progress.
      expect((await put(`/rest/continue-code/apply/${findIt}`)).statusCode).toBe(400);
      expect((await put('/rest/continue-code-findIt/apply/not-a-code')).statusCode).toBe(400);
      const restoredFind = await put(`/rest/continue-code-findIt/apply/${findIt}`);
      expect(restoredFind.statusCode).toBe(200);
      expect(restoredFind.json().restored).toBe(2);
      const restoredFix = await put(`/rest/continue-code-fixIt/apply/${fixIt}`);
      expect(restoredFix.json().restored).toBe(1);
      const list = (await fresh.app.inject({ method: 'GET', url: '/api/Challenges' })).json().data as { key: string; codingChallengeStatus: number }[];
      const byKey = new Map(list.map((challenge) => [challenge.key, challenge.codingChallengeStatus]));
      expect(byKey.get('weirdCryptoChallenge')).toBe(2);
      expect(byKey.get('zeroStarsChallenge')).toBe(1);
      expect(byKey.get('csrfChallenge')).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('forgets the coding progress with the hacking progress when a trainer resets it', async () => {
    const fresh = await startTestShop();
    try {
      const { vulnLines } = snippets().get('zeroStarsChallenge')!;
      await fresh.app.inject({ method: 'POST', url: '/snippets/verdict', payload: { key: 'zeroStarsChallenge', selectedLines: vulnLines } });
      const admin = await fresh.login(ADMIN.email, ADMIN.password);
      const reset = await fresh.app.inject({ method: 'POST', url: '/rest/admin/reset', headers: admin.headers, payload: { scope: 'progress' } });
      expect(reset.statusCode).toBe(200);
      const list = (await fresh.app.inject({ method: 'GET', url: '/api/Challenges' })).json().data as { key: string; codingChallengeStatus: number }[];
      expect(list.find((challenge) => challenge.key === 'zeroStarsChallenge')!.codingChallengeStatus).toBe(0);
      expect((await fresh.app.inject({ method: 'GET', url: '/rest/continue-code-findIt' })).json().continueCode).toBe('');
    } finally {
      await fresh.close();
    }
  });

  it('keeps the progress over a restart on the same data directory', async () => {
    const again = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: shop.dataDir, PORT: '0' }));
    try {
      const list = (await again.app.inject({ method: 'GET', url: '/api/Challenges' })).json().data as { key: string; codingChallengeStatus: number }[];
      expect(list.find((challenge) => challenge.key === 'zeroStarsChallenge')!.codingChallengeStatus).toBe(1);
    } finally {
      await again.close();
    }
  });
});

describe('the marker convention, on sources of its own', () => {
  /** Runs the extractor on a temporary tree holding these files under server/src. */
  function extract(files: Record<string, string>): Record<string, Pick<Snippet, 'snippet' | 'vulnLines' | 'neutralLines' | 'alternatives' | 'units' | 'fix'>> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-snippets-'));
    try {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, 'server/src', name)), { recursive: true });
        fs.writeFileSync(path.join(root, 'server/src', name), text);
      }
      const script = `import(${JSON.stringify(path.join(REPO_ROOT, 'server/scripts/coding-challenges.mjs'))}).then((m) => process.stdout.write(JSON.stringify(m.extractCodingChallenges(${JSON.stringify(root)}).challenges)))`;
      const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      return JSON.parse(run.stdout);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  const lineOf = (snippet: string, line: number) => snippet.split('\n')[line - 1].trim();

  it('marks the next statement, hides the whole marker comment, and takes ~N neighbours as neutral', () => {
    const { sampleChallenge } = extract({
      'sample.ts': [
        'export function handler(input: string): string {',
        '  const a = 1;',
        '  // vuln: sampleChallenge ~1 — the input goes in unchecked,',
        '  // which this second comment line explains.',
        '  const b = input +',
        '    String(a);',
        '  return b;',
        '}',
        '',
      ].join('\n'),
    });
    expect(sampleChallenge.snippet).not.toMatch(/vuln:|second comment line/);
    expect(sampleChallenge.vulnLines.map((line) => lineOf(sampleChallenge.snippet, line))).toEqual(['const b = input +', 'String(a);']);
    expect(sampleChallenge.neutralLines.map((line) => lineOf(sampleChallenge.snippet, line))).toEqual(['const a = 1;', 'return b;']);
  });

  it('hides one-line detections, except on the marked line itself', () => {
    const found = extract({
      'detect.ts': [
        'export function check(ctx: unknown, text: string): boolean {',
        "  solveIf(ctx, 'hiddenChallenge', () => text === 'x');",
        '  // vuln: shownChallenge',
        "  if (text.includes('<')) solve(ctx, 'shownChallenge');",
        '  return true;',
        '}',
        '',
      ].join('\n'),
    });
    expect(found.shownChallenge.snippet).not.toContain('hiddenChallenge');
    expect(found.shownChallenge.vulnLines.map((line) => lineOf(found.shownChallenge.snippet, line))).toEqual(["if (text.includes('<')) solve(ctx, 'shownChallenge');"]);
  });

  it('reads ` * vuln:` in a block comment and {/* vuln: */} in JSX, several keys in one marker', () => {
    const found = extract({
      'doc.ts': ['/**', ' * Doubles.', ' * vuln: docChallenge — explained', ' */', 'export function twice(x: number): number {', '  return x * 2;', '}', ''].join('\n'),
      'View.tsx': [
        'export function View({ html }: { html: string }) {',
        '  return (',
        '    <div>',
        '      {/* vuln: jsxChallenge, otherChallenge — markup as HTML */}',
        '      <span dangerouslySetInnerHTML={{ __html: html }} />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    expect(Object.keys(found).sort()).toEqual(['docChallenge', 'jsxChallenge', 'otherChallenge']);
    expect(found.docChallenge.snippet).not.toContain('Doubles');
    // A compound statement counts up to the line that opens its body.
    expect(found.docChallenge.vulnLines.map((line) => lineOf(found.docChallenge.snippet, line))).toEqual(['export function twice(x: number): number {']);
    for (const key of ['jsxChallenge', 'otherChallenge']) {
      expect(found[key].snippet).not.toContain('vuln:');
      expect(found[key].vulnLines.map((line) => lineOf(found[key].snippet, line))).toEqual(['<span dangerouslySetInnerHTML={{ __html: html }} />']);
    }
  });
  it('shows the flaw of an if (isHardened(…)) switch alone, dedented, and makes the fix (without its comments) its generated diff', () => {
    const { ifChallenge } = extract({
      'switch.ts': [
        'export function allowed(ctx: unknown, list: string[], target: string): boolean {',
        '  const trimmed = target.trim();',
        '  // vuln: ifChallenge — contains, not equals.',
        "  if (isHardened(ctx, 'ifChallenge')) {",
        '    // Exactly one of the listed addresses.',
        '    return list.includes(trimmed);',
        '  } else {',
        '    return list.some((entry) => trimmed.includes(entry));',
        '  }',
        '}',
        '',
      ].join('\n'),
    });
    expect(ifChallenge.snippet).not.toMatch(/isHardened|else|Exactly one|list\.includes/);
    expect(ifChallenge.vulnLines.map((line) => ifChallenge.snippet.split('\n')[line - 1])).toEqual(['  return list.some((entry) => trimmed.includes(entry));']);
    expect(ifChallenge.fix).toEqual({
      // The comment explains the fix in the source; in "fix it" it would set the right option apart.
      diff: ['-  return list.some((entry) => trimmed.includes(entry));', '+  return list.includes(trimmed);'].join('\n'),
      files: ['server/src/switch.ts'],
    });
  });

  it('reads ? : switches, in JSX (braces and all) and around a contract schema (v.lazy and all), several keys at once', () => {
    const found = extract({
      'View.tsx': [
        'export function View({ config, html }: { config: unknown; html: string }) {',
        '  return (',
        '    <div>',
        '      {/* vuln: jsxChallenge, twinChallenge — markup as HTML */}',
        "      {isHardened(config, 'jsxChallenge', 'twinChallenge') ? <span>{html}</span> : <span dangerouslySetInnerHTML={{ __html: html }} />}",
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'contract.ts': [
        'export const Body = v.object({',
        '  // vuln: schemaChallenge — no lower bound.',
        '  quantity: v.lazy(() =>',
        "    isHardened(contractParse, 'schemaChallenge')",
        '      ? v.pipe(v.number(), v.minValue(1))',
        '      : v.pipe(v.number(), v.maxValue(9)),',
        '  ),',
        '});',
        '',
      ].join('\n'),
    });
    for (const key of ['jsxChallenge', 'twinChallenge']) {
      expect(found[key].snippet).toContain('\n      <span dangerouslySetInnerHTML={{ __html: html }} />\n');
      expect(found[key].fix!.diff).toBe(['-      <span dangerouslySetInnerHTML={{ __html: html }} />', '+      <span>{html}</span>'].join('\n'));
    }
    expect(found.schemaChallenge.snippet).toContain('\n  quantity: v.pipe(v.number(), v.maxValue(9)),\n');
    expect(found.schemaChallenge.snippet).not.toMatch(/lazy|isHardened|minValue/);
    expect(found.schemaChallenge.fix!.diff).toBe(['-  quantity: v.pipe(v.number(), v.maxValue(9)),', '+  quantity: v.pipe(v.number(), v.minValue(1)),'].join('\n'));
  });

  it('asks for the lines a fix changes: a missing check is either line beside its gap, a long text the lines that give it away', () => {
    const found = extract({
      'checks.ts': [
        'export function register(ctx: unknown, body: { password: string; repeat?: string; question?: string }): string | null {',
        "  if (!body.password) return 'password';",
        '  // vuln: gapChallenge — the repeat is never compared.',
        "  if (isHardened(ctx, 'gapChallenge')) {",
        "    if (body.repeat !== undefined && body.repeat !== body.password) return 'repeat';",
        "    if (body.question === '') return 'question';",
        '  } else {',
        "    if (body.question === '') return 'question';",
        '  }',
        '  return null;',
        '}',
        '',
        'export function pressKit(ctx: unknown): string {',
        '  let story: string[];',
        '  // vuln: textChallenge — the school is named.',
        "  if (isHardened(ctx, 'textChallenge')) {",
        '    story = [',
        "      'He learned to ride at his first school,',",
        "      'where he opens the sports day.',",
        '    ];',
        '  } else {',
        '    story = [',
        "      'He learned to ride at his first school, the Lindenhof School,',",
        "      'where he opens the sports day.',",
        '    ];',
        '  }',
        "  return story.join(' ');",
        '}',
        '',
      ].join('\n'),
    });
    const { gapChallenge, textChallenge } = found;
    const shown = (key: string, line: number) => lineOf(found[key].snippet, line);
    expect(gapChallenge.vulnLines).toEqual([]);
    expect(gapChallenge.alternatives.map((group) => group.map((line) => shown('gapChallenge', line)))).toEqual([["if (!body.password) return 'password';", "if (body.question === '') return 'question';"]]);
    expect(judgeLines(gapChallenge, [gapChallenge.alternatives[0][0]]).verdict).toBe(true);
    expect(judgeLines(gapChallenge, [gapChallenge.alternatives[0][1]]).verdict).toBe(true);
    // The marked statement spans four lines; the fix changes the one naming the school.
    expect(textChallenge.vulnLines.map((line) => shown('textChallenge', line))).toEqual(["'He learned to ride at his first school, the Lindenhof School,',"]);
    expect(textChallenge.neutralLines.map((line) => shown('textChallenge', line))).toEqual(expect.arrayContaining(['story = [', '];']));
    // Hints name the function a line is in.
    expect(textChallenge.units).toEqual([{ label: 'pressKit()', lines: [2, expect.any(Number)] }]);
  });

  it('shows a spot marked `<key> ?` without asking for it: its lines may be selected, need not be', () => {
    const { helperChallenge } = extract({
      'policy.ts': ['export function policy(dev: boolean): string[] {', '  // vuln: helperChallenge ? — lets the payload run.', "  const sources = ['self', 'unsafe-inline'];", '  // vuln: helperChallenge', "  return dev ? [...sources, 'eval'] : sources;", '}', ''].join('\n'),
    });
    expect(helperChallenge.vulnLines.map((line) => lineOf(helperChallenge.snippet, line))).toEqual(["return dev ? [...sources, 'eval'] : sources;"]);
    expect(helperChallenge.neutralLines.map((line) => lineOf(helperChallenge.snippet, line))).toEqual(["const sources = ['self', 'unsafe-inline'];"]);
  });

  it('refuses a switch it cannot show: isHardened outside a condition, a marker inside a switch, a key no marker names', () => {
    const problem = (text: string) => {
      try {
        extract({ 'bad.ts': text });
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem(["export function f(ctx: unknown) {", "  // vuln: aChallenge", "  return isHardened(ctx, 'aChallenge') && 1;", '}', ''].join('\n'))).toMatch(/is only a switch's condition/);
    expect(problem(["export function f(ctx: unknown) {", "  if (isHardened(ctx, 'aChallenge')) {", '    return 1;', '  } else {', '    // vuln: aChallenge', '    return 2;', '  }', '}', ''].join('\n'))).toMatch(/marker goes above the switch/);
    expect(problem(["export function f(ctx: unknown) {", "  // vuln: aChallenge", "  return isHardened(ctx, 'bChallenge') ? 1 : 2;", '}', ''].join('\n'))).toMatch(/bChallenge: isHardened\(…, 'bChallenge'\) switches code that no vuln: marker names/);
  });
});

import { codingSnippets, flawLines } from '../src/features/challenges/coding/snippets';
import { CODE_FIXES, fixOptionsOf } from '../src/features/challenges/coding/fixes';
import { applyFix } from './fix-diffs';

/**
 * The "fix it" options against the code they quote. The snippets are extracted from the sources
 * by jest's global setup (as the build does), so a code spot that changes changes its snippet,
 * and an option written against the old code no longer applies here.
 */
const snippets = () => codingSnippets();
const optionsOf = (key: string) => fixOptionsOf(key, snippets().get(key))!;

describe('applying an option to a snippet', () => {
  const snippet = ['// server/src/a.ts', 'function a() {', '  const x = 1;', '  return x;', '}', '', '// shared/src/b.ts', 'export const b = 2;'].join('\n');

  it('replaces the removed lines, keeps the quoted ones and adds the new ones where they stand', () => {
    const applied = applyFix(snippet, [' // server/src/a.ts', '   const x = 1;', '-  return x;', '+  return x + 1;', ' // shared/src/b.ts', '-export const b = 2;', '+export const b = 3;'].join('\n'));
    expect(applied.text).toBe(['// server/src/a.ts', 'function a() {', '  const x = 1;', '  return x + 1;', '}', '', '// shared/src/b.ts', 'export const b = 3;'].join('\n'));
    expect(applied).toMatchObject({ removed: [4, 8], kept: [3], insertions: [[4, 5], [8, 9]] });
  });

  it('puts a check before the line it quotes', () => {
    const applied = applyFix(snippet, ['+  if (!x) return 0;', '   return x;'].join('\n'));
    expect(applied.text.split('\n').slice(2, 5)).toEqual(['  const x = 1;', '  if (!x) return 0;', '  return x;']);
    expect(applied.insertions).toEqual([[3, 4]]);
  });

  it('fails, naming the line, when the code it quotes is gone or changed (drift)', () => {
    expect(() => applyFix(snippet, ['-  return y;', '+  return 0;'].join('\n'))).toThrow('the snippet has no line "  return y;"');
    // Quoted lines must follow each other as they do in the code.
    expect(() => applyFix(snippet, ['   return x;', '-  const x = 1;'].join('\n'))).toThrow(/not in this order or not next to each other/);
    // Indentation counts: the option shows the code as the snippet does.
    expect(() => applyFix(snippet, ['-    return x;', '+    return 0;'].join('\n'))).toThrow('the snippet has no line "    return x;"');
    expect(() => applyFix(snippet, [' // server/src/c.ts', '-  return x;'].join('\n'))).toThrow(/names server\/src\/c\.ts/);
    expect(() => applyFix(snippet, '+  return 0;')).toThrow(/quotes no line/);
  });
});

describe('every "fix it" option', () => {
  it('applies to the code it quotes, as the snippet shows it today', () => {
    const failures: string[] = [];
    let options = 0;
    for (const key of Object.keys(CODE_FIXES)) {
      for (const option of optionsOf(key).options) {
        options += 1;
        try {
          applyFix(snippets().get(key)!.snippet, option.diff);
        } catch (error) {
          failures.push(`${key} [${option.id}]: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(options).toBeGreaterThan(300);
  });

  it('stops applying once the code spot changes', () => {
    // As a changed source would show it: the MD5 call of the password hash renamed.
    const { snippet } = snippets().get('weirdCryptoChallenge')!;
    const changed = snippet.replace("createHash('md5')", "createHash('md4')");
    expect(changed).not.toBe(snippet);
    for (const option of optionsOf('weirdCryptoChallenge').options) expect(() => applyFix(changed, option.diff)).toThrow(/the snippet has no line/);
  });
});

describe('the expected lines of "find it"', () => {
  /**
   * What the right option changes is the flaw: every line it removes may be selected, every line
   * that must be selected is one it removes or one beside a line it adds, and each missing check
   * (a group of which one line will do) lies beside one of its additions.
   */
  it('are the lines the right fix changes', () => {
    const problems: string[] = [];
    for (const key of Object.keys(CODE_FIXES)) {
      const snippet = snippets().get(key)!;
      const { options, correct } = optionsOf(key);
      const applied = applyFix(snippet.snippet, options[correct].diff);
      const accepted = new Set([...flawLines(snippet), ...snippet.neutralLines]);
      const beside = new Set(applied.insertions.flat());
      for (const line of applied.removed) if (!accepted.has(line)) problems.push(`${key}: line ${line} is changed by the fix but counts as wrong`);
      for (const line of snippet.vulnLines) if (!applied.removed.includes(line) && !beside.has(line)) problems.push(`${key}: line ${line} must be selected, but the fix leaves it as it is`);
      for (const group of snippet.alternatives) if (!group.some((line) => beside.has(line))) problems.push(`${key}: the missing check beside lines ${group.join(', ')} is not where the fix adds one`);
      if (!snippet.vulnLines.length && !snippet.alternatives.length) problems.push(`${key}: nothing must be selected`);
    }
    expect(problems).toEqual([]);
  });

  it('never ask for a line of punctuation alone (a closing `/>` or `];`)', () => {
    const bare: string[] = [];
    for (const [key, snippet] of snippets()) {
      const lines = snippet.snippet.split('\n');
      for (const line of snippet.vulnLines) if (!/\w/.test(lines[line - 1])) bare.push(`${key}: line ${line} ${JSON.stringify(lines[line - 1])}`);
    }
    expect(bare).toEqual([]);
  });

  it('take either line beside a missing check: Repetitive Registration accepts the password check before the gap and the security question after it', () => {
    const { snippet, vulnLines, alternatives } = snippets().get('passwordRepeatChallenge')!;
    const line = (number: number) => snippet.split('\n')[number - 1].trim();
    expect(vulnLines).toEqual([]);
    expect(alternatives.map((group) => group.map(line))).toEqual([[expect.stringContaining("if (password) return { path: 'password'"), expect.stringContaining('if (body.securityQuestion !== undefined')]]);
  });
});

describe('the options of a challenge', () => {
  interface Form {
    added: number;
    removed: number;
    addedCharacters: number;
    files: number;
  }
  const PART_HEADING = /^ \/\/ \S+\.(?:tsx?|mjs|json)$/;
  const formOf = (diff: string): Form => {
    const lines = diff.split('\n');
    const added = lines.filter((line) => line.startsWith('+'));
    return { added: added.length, removed: lines.filter((line) => line.startsWith('-')).length, addedCharacters: added.join('').length, files: Math.max(1, lines.filter((line) => PART_HEADING.test(line)).length) };
  };
  /** A comment on an added line: the line without its escapes (\/ in a regular expression) and strings still holds // or /*. */
  const hasComment = (line: string) => /\/\/|\/\*/.test(line.slice(1).replace(/\\./g, 'x').replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "''"));

  it('carry no comments: an explanation in the code would set the right one apart (each option is explained after the answer)', () => {
    const commented: string[] = [];
    for (const key of Object.keys(CODE_FIXES)) {
      for (const option of optionsOf(key).options) for (const line of option.diff.split('\n').filter((text) => text.startsWith('+') && hasComment(text))) commented.push(`${key} [${option.id}]: ${line}`);
    }
    expect(commented).toEqual([]);
  });

  it('tells a comment on an added line from // inside a string or a regular expression', () => {
    expect(hasComment("+  // Salted and slow: scrypt.")).toBe(true);
    expect(hasComment("+  return hash(password); // slow")).toBe(true);
    expect(hasComment("+  const url = 'https://pulp.example/x';")).toBe(false);
    expect(hasComment('+  if (/^https?:\\/\\//.test(target)) return;')).toBe(false);
  });

  it('name their files alike: every part of an option on a several-file snippet is headed by its path, no option of a one-file snippet names one', () => {
    const problems: string[] = [];
    for (const key of Object.keys(CODE_FIXES)) {
      const several = snippets().get(key)!.files.length > 1;
      for (const option of optionsOf(key).options) {
        const lines = option.diff.split('\n');
        if (several && !PART_HEADING.test(lines[0])) problems.push(`${key} [${option.id}]: starts without the path of its file`);
        if (!several && lines.some((line) => PART_HEADING.test(line))) problems.push(`${key} [${option.id}]: names a file of a one-file snippet`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are of a size: the right one changes at most twice as many lines as the largest wrong one, plus one', () => {
    const outsized: string[] = [];
    for (const key of Object.keys(CODE_FIXES)) {
      const { options, correct } = optionsOf(key);
      const changed = options.map((option) => formOf(option.diff)).map((form) => form.added + form.removed);
      const largestWrong = Math.max(...changed.filter((_, index) => index !== correct));
      if (changed[correct] > 2 * largestWrong + 1) outsized.push(`${key}: ${changed[correct]} changed lines against at most ${largestWrong}`);
    }
    expect(outsized).toEqual([]);
  });

  it('give away nothing by form: picking the longest, the shortest, the one touching most files… wins hardly more often than a blind guess', () => {
    const keys = Object.keys(CODE_FIXES);
    const blindGuess = keys.reduce((sum, key) => sum + 1 / optionsOf(key).options.length, 0) / keys.length;
    const wins: Record<string, number> = {};
    for (const key of keys) {
      const { options, correct } = optionsOf(key);
      const forms = options.map((option) => formOf(option.diff));
      for (const measure of ['added', 'removed', 'addedCharacters', 'files'] as const) {
        const right = forms[correct][measure];
        const others = forms.filter((_, index) => index !== correct).map((form) => form[measure]);
        if (others.every((value) => right > value)) wins[`most ${measure}`] = (wins[`most ${measure}`] ?? 0) + 1;
        if (others.every((value) => right < value)) wins[`fewest ${measure}`] = (wins[`fewest ${measure}`] ?? 0) + 1;
      }
    }
    expect(blindGuess).toBeGreaterThan(0.25);
    // A strategy that picks by one measure of form may win a little more often than a guess by luck, not by a pattern.
    for (const [strategy, count] of Object.entries(wins)) expect([strategy, count / keys.length <= blindGuess + 0.1]).toEqual([strategy, true]);
  });
});

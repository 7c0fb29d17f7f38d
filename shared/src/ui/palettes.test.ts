import fs from 'node:fs';
import path from 'node:path';
import { FRONT_END_PACKAGES } from '../../packages.cjs';
import { pulpSystem } from './system';
import { UNUSED_PALETTES } from './theme-parts';

const REPO_ROOT = path.join(__dirname, '../../..');

/** Every source file of the packages with screens and of the shared package, tests left out. */
function frontEndSources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return ['shared', ...FRONT_END_PACKAGES].flatMap((name) => walk(path.join(REPO_ROOT, name, 'src')));
}

describe('the colour palettes the system leaves out', () => {
  it('are not in the system', () => {
    for (const palette of UNUSED_PALETTES) {
      expect(pulpSystem.tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
      expect(pulpSystem.tokens.getByName(`colors.${palette}.solid`)).toBeUndefined();
    }
    expect(pulpSystem.tokens.getByName('colors.purple.solid')).toBeDefined();
  });

  it('are named by no front end, as a colour palette or a colour token', () => {
    const named = new RegExp(`['"\`](?:${UNUSED_PALETTES.join('|')})(?:\\.[a-z0-9]+)?['"\`]|\\b(?:${UNUSED_PALETTES.join('|')})\\.(?:[0-9]{2,3}|solid|fg|muted|subtle|emphasized|contrast|focusRing)\\b`);
    // theme-parts.ts names them to leave them out.
    const offenders = frontEndSources().filter((file) => file !== path.join(__dirname, 'theme-parts.ts') && named.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

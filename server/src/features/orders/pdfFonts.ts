import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import { SERVER_ROOT } from '../../config/settings';

/**
 * The order PDF's embedded fonts (server/scripts/build-fonts.mjs writes them to dist/fonts, the
 * same folder from src/ in tests and from dist/ when built): Noto Sans for Latin, Greek and
 * Cyrillic, IBM Plex Sans Arabic, and a Noto Sans SC subset for Japanese and Chinese (every PDF label,
 * kana, the level-1 kanji of JIS X 0208 and hanzi of GB 2312). Each character is drawn with the
 * first font of the chain that has it, so any language's confirmation shows a name in any of
 * these scripts. A character none of them has (a rare kanji outside the subset, an emoji) is
 * drawn as U+FFFD "�" rather than an empty box, and counted in `missing`.
 */
// From the server's root, not this module's folder: the production bundle runs from server/dist.
export const FONTS_DIR = path.join(SERVER_ROOT, 'dist', 'fonts');

export type Weight = 'regular' | 'bold';

/** The chain per weight, in the order a character looks for its font. Bold CJK carries only the labels: the rest falls back to regular. */
const CHAINS: Record<Weight, string[]> = {
  regular: ['NotoSans-Regular.ttf', 'IBMPlexSansArabic-Regular.ttf', 'NotoSansCJK-Subset-Regular.ttf'],
  bold: ['NotoSans-Bold.ttf', 'IBMPlexSansArabic-Bold.ttf', 'NotoSansCJK-Subset-Bold.ttf', 'NotoSansCJK-Subset-Regular.ttf'],
};

export const REPLACEMENT = '\ufffd';

/** The part of fontkit's font the layout needs (pdfkit's own fontkit, reached through pdfkit). */
export interface FontkitGlyph {
  id: number;
  codePoints: number[];
}
export interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { glyphs: FontkitGlyph[] };
  ascent: number;
  descent: number;
  unitsPerEm: number;
}

interface LoadedFont {
  file: string;
  bytes: Buffer;
  /** A parse of its own, only to ask which characters the font has. */
  coverage: FontkitFont;
  /** The parse documents embed, made once (see embeddedFont). */
  embedded?: FontkitFont;
  /** Per Arabic letter asked about: whether fontkit's layout fails on it (see layoutFails). */
  broken: Map<number, boolean>;
}

let loaded: Map<string, LoadedFont> | undefined;
let parse: ((bytes: Buffer) => FontkitFont) | undefined;

/** Reads the font files on the first PDF (never at server start: the CJK subset alone is 1.8 MB). */
function fonts(): Map<string, LoadedFont> {
  if (loaded) return loaded;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(bytes: Buffer): FontkitFont };
  parse = (bytes) => fontkit.create(bytes);
  const map = new Map<string, LoadedFont>();
  for (const file of new Set([...CHAINS.regular, ...CHAINS.bold])) {
    const full = path.join(FONTS_DIR, file);
    if (!fs.existsSync(full)) throw new Error(`Order PDF font ${full} is missing: run the server's build (pnpm --filter ./server build)`);
    const bytes = fs.readFileSync(full);
    const coverage = fontkit.create(bytes);
    map.set(file, { file, bytes, coverage, broken: new Map() });
  }
  loaded = map;
  return map;
}

/**
 * The font a new document embeds. Parsing the 0.2–1.8 MB font files for every order confirmation
 * took about 280 ms and 17 MB of garbage per PDF, most of a checkout under load; the tables are
 * parsed once and kept (pdfkit takes a fontkit font as well as bytes, and makes its own subset
 * per document). Only fontkit's cache of glyph objects starts empty for each document, as with a
 * parse of its own: a glyph first met as a part of another glyph while an earlier document's
 * subset was written carries no letters, and the reader's text would lose them; and
 * prepareRightToLeft changes glyphs for one document only.
 */
function embeddedFont(name: string): FontkitFont {
  const font = fonts().get(name)!;
  font.embedded ??= parse!(font.bytes);
  (font.embedded as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
  return font.embedded;
}

/** The font names (pdfkit registration names) a document uses, with what each can draw. */
export class PdfFonts {
  private readonly registered = new Set<string>();
  private readonly reordered = new WeakSet<FontkitGlyph>();
  /** Characters no font has, replaced by U+FFFD. */
  readonly missing = new Set<string>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Registers (once per document) and selects a font for drawing. */
  use(name: string): void {
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, embeddedFont(name) as unknown as Buffer);
      this.registered.add(name);
    }
    this.doc.font(name);
  }

  /**
   * Before a right-to-left run is drawn with the current font: pdfkit maps each glyph back to
   * text (the PDF's ToUnicode table) with the letters fontkit gives it, in logical order, and PDF
   * readers (pdf.js, poppler) reverse a right-to-left run as a whole, a ligature's letters too:
   * "لا" or "في" would be copied as "ال" and "يف". A ligature of such a run is mapped to its
   * letters in visual order instead, so the reader's reversal gives them back in logical order.
   */
  prepareRightToLeft(text: string): void {
    const font = (this.doc as unknown as { _font: { font: FontkitFont } })._font.font;
    for (const glyph of font.layout(text).glyphs) {
      if (glyph.codePoints.length > 1 && !this.reordered.has(glyph)) {
        glyph.codePoints = [...glyph.codePoints].reverse();
        this.reordered.add(glyph);
      }
    }
  }

  /** The font of the chain that draws a character; a neutral one (space, punctuation, a mark) stays in the current font when that one has it. */
  fontFor(character: string, weight: Weight, current: string | undefined): string | undefined {
    const codePoint = character.codePointAt(0)!;
    const all = fonts();
    const draws = (name: string) => {
      const font = all.get(name)!;
      if (!font.coverage.hasGlyphForCodePoint(codePoint)) return false;
      if (!ARABIC_LETTER.test(character)) return true;
      if (!font.broken.has(codePoint)) font.broken.set(codePoint, layoutFails(font.coverage, character));
      return !font.broken.get(codePoint);
    };
    if (current && /[\s\p{P}\p{S}\p{M}]/u.test(character) && draws(current)) return current;
    return CHAINS[weight].find(draws);
  }

  /** Whether some font of the chain draws the character. */
  has(character: string, weight: Weight): boolean {
    return this.fontFor(character, weight, undefined) !== undefined;
  }

  /** The text with every character no font has replaced by U+FFFD (and noted in `missing`). */
  drawable(text: string, weight: Weight): string {
    let out = '';
    for (const character of text) {
      if (character === "\n" || (character.length === 1 && this.has(character, weight))) out += character;
      else {
        this.missing.add(character);
        out += REPLACEMENT;
      }
    }
    return out;
  }

  /** Ascent of the chain's first font at a size (the line's baseline sits this far below its top). */
  ascent(weight: Weight, size: number): number {
    const font = fonts().get(CHAINS[weight][0])!.coverage;
    return (font.ascent / font.unitsPerEm) * size;
  }
}

const TATWEEL = '\u0640';

const ARABIC_LETTER = /[\u0620-\u063f\u0641-\u06ff]/;

/**
 * fontkit 2.0.4 can throw laying out a rare letter of an Arabic font (with Noto Sans Arabic: ڢ ڣ
 * ڥ, a mark anchor it does not find): such a letter counts as one the font lacks, so a name
 * holding it shows U+FFFD there instead of failing the whole confirmation. Tried alone and in
 * each joining position (a tatweel before, after, both), once per letter met.
 */
function layoutFails(font: FontkitFont, letter: string): boolean {
  try {
    for (const form of [letter, letter + TATWEEL, TATWEEL + letter + TATWEEL, TATWEEL + letter]) font.layout(form);
    return false;
  } catch {
    return true;
  }
}

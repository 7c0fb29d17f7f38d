import type PDFKit from 'pdfkit';
import type { Bidi } from 'bidi-js';
import type { PdfFonts, Weight } from './pdfFonts';

/**
 * Lines of mixed scripts and directions for pdfkit, which draws one font left to right and knows
 * no bidi: a line is split by the Unicode bidi algorithm (bidi-js) into runs in visual order,
 * each run into pieces of one font, and the pieces are placed one after the other on a common
 * baseline. Arabic pieces go to fontkit in logical order as a whole (it joins the letters and
 * lays them out right to left); a right-to-left piece without Arabic letters (brackets,
 * punctuation) is reversed here, its brackets mirrored.
 */

let bidi: Bidi | undefined;
function getBidi(): Bidi {
  bidi ??= (require('bidi-js') as () => Bidi)();
  return bidi;
}

export type Direction = 'ltr' | 'rtl' | 'auto';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

interface Piece {
  text: string;
  font: string;
  /** Lay out as one run (fontkit then shapes and reverses the Arabic). */
  whole: boolean;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** Break opportunities: after spaces, and around each CJK character (which has none between). */
const TOKENS = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff01\uff1f]*|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu;

export class PdfText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
  ) {}

  /** A line's pieces in visual (left to right) order. */
  private pieces(line: string, weight: Weight, direction: Direction): Piece[] {
    const engine = getBidi();
    const levels = engine.getEmbeddingLevels(line, direction === 'auto' ? undefined : direction);
    // Indices are UTF-16 units, as bidi-js counts (drawable text holds no astral characters: no font has one).
    const order = engine.getReorderedIndices(line, levels);
    const mirrored = engine.getMirroredCharactersMap(line, levels.levels);
    const character = (index: number) => mirrored.get(index) ?? line[index]!;

    // Consecutive characters of one level and one font form a run, in visual order.
    const runs: { indices: number[]; rtl: boolean; font: string }[] = [];
    let font: string | undefined;
    for (const index of order) {
      const rtl = (levels.levels[index]! & 1) === 1;
      font = this.fonts.fontFor(line[index]!, weight, font) ?? font ?? '';
      const last = runs[runs.length - 1];
      if (last && last.rtl === rtl && last.font === font) last.indices.push(index);
      else runs.push({ indices: [index], rtl, font });
    }
    return runs.map((run) => {
      const visual = run.indices.map(character).join('');
      if (!run.rtl) return { text: visual, font: run.font, whole: false };
      const logical = [...visual].reverse().join('');
      // fontkit reverses a run whose first letter is Arabic; other right-to-left text is reversed here.
      return ARABIC.test(logical) ? { text: logical, font: run.font, whole: true } : { text: visual, font: run.font, whole: false };
    });
  }

  private pieceWidth(piece: Piece, size: number): number {
    this.fonts.use(piece.font);
    this.doc.fontSize(size);
    return this.doc.widthOfString(piece.text, piece.whole ? { features: [] } : {});
  }

  width(text: string, style: TextStyle, direction: Direction = 'auto'): number {
    const weight = style.weight ?? 'regular';
    return this.pieces(this.fonts.drawable(text, weight), weight, direction).reduce((sum, piece) => sum + this.pieceWidth(piece, style.size), 0);
  }

  /** Splits text (logical order) into lines no wider than `width`; a single token wider than that stays whole. */
  wrap(text: string, style: TextStyle, width: number, direction: Direction): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      // Most paragraphs fit on a line: measured once instead of token by token (the same lines,
      // since no part of a text is wider than the whole).
      if (this.width(paragraph.trimEnd(), style, direction) <= width) {
        lines.push(paragraph.trimEnd());
        continue;
      }
      let line = '';
      for (const token of paragraph.match(TOKENS) ?? ['']) {
        const candidate = line + token;
        if (line && this.width(candidate.trimEnd(), style, direction) > width) {
          lines.push(line.trimEnd());
          line = token.trimStart();
        } else line = candidate;
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Line height for a size (the fonts' metrics at 1.35 em). */
  lineHeight(size: number): number {
    return size * 1.35;
  }

  /**
   * Draws text into the box starting at `top` between x and x + width, wrapped, aligned left,
   * right or centre; returns the y below it.
   */
  draw(text: string, x: number, top: number, width: number, style: TextStyle, align: 'left' | 'right', direction: Direction): number {
    const weight = style.weight ?? 'regular';
    if (style.color) this.doc.fillColor(style.color);
    let y = top;
    for (const line of this.wrap(this.fonts.drawable(text, weight), style, width, direction)) {
      const pieces = this.pieces(line, weight, direction);
      const widths = pieces.map((piece) => this.pieceWidth(piece, style.size));
      let left = align === 'right' ? x + width - widths.reduce((sum, value) => sum + value, 0) : x;
      const baseline = y + this.fonts.ascent(weight, style.size);
      pieces.forEach((piece, index) => {
        this.fonts.use(piece.font);
        if (piece.whole) this.fonts.prepareRightToLeft(piece.text);
        this.doc.fontSize(style.size).text(piece.text, left, baseline, { lineBreak: false, baseline: 'alphabetic', ...(piece.whole ? { features: [] } : {}) });
        left += widths[index]!;
      });
      y += this.lineHeight(style.size);
    }
    return y;
  }
}

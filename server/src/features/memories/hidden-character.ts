import { encodePng } from './png';
import { isHardened, type ChallengeConfig } from '../../config/hardened';

/**
 * The photo wall's spring-cleaning picture, drawn pixel by pixel (a PNG, not a drawing: the
 * hidden layer needs pixels). Its visible layer is a juice bar counter in the shop's scene
 * style; the lowest bit of every blue value holds a second picture, a fruit fly with its name,
 * which no eye sees and any bit-plane viewer shows (hiddenImageChallenge).
 */

/** The notorious character hidden in the picture, as the feedback must name it. */
export const HIDDEN_CHARACTER = 'Count Drosophila';

const WIDTH = 640;
const HEIGHT = 400;

type Rgb = [number, number, number];
const hex = (color: string): Rgb => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16)) as Rgb;

/** A 5×7 pixel font for the letters the hidden layer writes. */
const GLYPHS: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

class Canvas {
  readonly rgb = new Uint8Array(WIDTH * HEIGHT * 3);

  pixel(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const at = (Math.floor(y) * WIDTH + Math.floor(x)) * 3;
    this.rgb[at] = color[0];
    this.rgb[at + 1] = color[1];
    this.rgb[at + 2] = color[2];
  }

  /** Paints the pixels of a box [x0, x1] × [y0, y1] for which `inside` holds. */
  fill(inside: (x: number, y: number) => boolean, color: Rgb, [x0, y0, x1, y1] = [0, 0, WIDTH - 1, HEIGHT - 1]): void {
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(HEIGHT - 1, y1); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(WIDTH - 1, x1); x += 1) if (inside(x, y)) this.pixel(x, y, color);
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb): void {
    this.fill((x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, color, [cx - r, cy - r, cx + r, cy + r]);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, angle = 0): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.max(rx, ry);
    this.fill(
      (x, y) => {
        const dx = (x - cx) * cos + (y - cy) * sin;
        const dy = -(x - cx) * sin + (y - cy) * cos;
        return (dx / rx) ** 2 + (dy / ry) ** 2 <= 1;
      },
      color,
      [cx - reach, cy - reach, cx + reach, cy + reach],
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Rgb): void {
    const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1));
    for (let step = 0; step <= steps; step += 1) {
      const x = x1 + ((x2 - x1) * step) / steps;
      const y = y1 + ((y2 - y1) * step) / steps;
      for (let dy = -width / 2; dy <= width / 2; dy += 1) for (let dx = -width / 2; dx <= width / 2; dx += 1) this.pixel(x + dx, y + dy, color);
    }
  }

  text(x: number, y: number, scale: number, words: string, color: Rgb): void {
    [...words.toUpperCase()].forEach((letter, index) => {
      (GLYPHS[letter] ?? GLYPHS[' ']).forEach((row, rowIndex) => {
        [...row].forEach((bit, column) => {
          if (bit !== '1') return;
          for (let dy = 0; dy < scale; dy += 1) for (let dx = 0; dx < scale; dx += 1) this.pixel(x + (index * 6 + column) * scale + dx, y + rowIndex * scale + dy, color);
        });
      });
    });
  }
}

/** The visible layer: sky, sun, hills and the juice bar's counter with a row of oranges. */
function visibleLayer(): Canvas {
  const canvas = new Canvas();
  const [top, bottom] = [hex('#fde68a'), hex('#fff7ed')];
  for (let y = 0; y < HEIGHT; y += 1) {
    const t = Math.min(1, y / 280);
    const sky = top.map((channel, index) => Math.round(channel + (bottom[index] - channel) * t)) as Rgb;
    for (let x = 0; x < WIDTH; x += 1) canvas.pixel(x, y, sky);
  }
  canvas.circle(500, 85, 46, hex('#fb923c'));
  canvas.fill((x, y) => y > 265 + 22 * Math.sin(x / 85), hex('#86efac'), [0, 240, WIDTH - 1, HEIGHT - 1]);
  canvas.fill((x, y) => y > 320 + 16 * Math.sin(x / 55 + 1), hex('#22c55e'), [0, 300, WIDTH - 1, HEIGHT - 1]);
  canvas.fill(() => true, hex('#b45309'), [170, 240, 470, 345]);
  canvas.fill(() => true, hex('#92400e'), [160, 228, 480, 242]);
  for (let x = 200; x <= 440; x += 40) {
    canvas.circle(x, 208, 19, hex('#f97316'));
    canvas.circle(x - 6, 202, 5, hex('#fed7aa'));
  }
  canvas.line(520, 345, 585, 200, 6, hex('#78350f'));
  canvas.ellipse(512, 352, 26, 12, hex('#facc15'), -0.4);
  return canvas;
}

/** The hidden layer: the fly and its name, as a mask (1 where the second picture is drawn). */
function hiddenLayer(): Uint8Array {
  const canvas = new Canvas();
  const ink: Rgb = [255, 255, 255];
  canvas.ellipse(120, 175, 34, 60, ink, -0.5);
  canvas.ellipse(196, 175, 34, 60, ink, 0.5);
  canvas.ellipse(158, 200, 22, 48, ink);
  canvas.circle(158, 140, 22, ink);
  // Big round eyes, left blank inside the head.
  canvas.circle(148, 134, 8, [0, 0, 0]);
  canvas.circle(168, 134, 8, [0, 0, 0]);
  for (const side of [-1, 1]) {
    for (const [from, to] of [[190, 170], [205, 215], [220, 255]]) canvas.line(158 + side * 18, from, 158 + side * 55, to, 3, ink);
    canvas.line(158 + side * 8, 122, 158 + side * 25, 92, 3, ink);
  }
  canvas.text(250, 150, 4, HIDDEN_CHARACTER, ink);
  canvas.text(250, 200, 2, 'notorious fruit thief', ink);
  const mask = new Uint8Array(WIDTH * HEIGHT);
  for (let index = 0; index < mask.length; index += 1) mask[index] = canvas.rgb[index * 3] ? 1 : 0;
  return mask;
}

/** The picture's bytes by the hardened setting they were drawn for. */
const cached = new Map<string, Buffer>();

/** The picture as PNG bytes (drawn once per hardened setting, on first use). */
export function springCleaningPng(config: ChallengeConfig): Buffer {
  const setting = JSON.stringify(config.challenges.hardened ?? null);
  const done = cached.get(setting);
  if (done) return done;
  const { rgb } = visibleLayer();
  const mask = hiddenLayer();
  for (let index = 0; index < WIDTH * HEIGHT; index += 1) {
    // vuln: hiddenImageChallenge — the second picture is only hidden, in the lowest bit of the
    // blue values, not protected: anyone who looks at the bits instead of the colours sees it.
    if (isHardened(config, 'hiddenImageChallenge')) {
      // A published picture carries only what the eye sees: its lowest bits are cleared, not written.
      rgb[index * 3 + 2] &= 0xfe;
    } else {
      rgb[index * 3 + 2] = (rgb[index * 3 + 2] & 0xfe) | mask[index];
    }
  }
  const png = encodePng({ width: WIDTH, height: HEIGHT, rgb });
  cached.set(setting, png);
  return png;
}

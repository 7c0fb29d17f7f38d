// The order PDF's fonts, written to server/dist/fonts (the image packs dist/). The font packages
// are devDependencies: each holds all 9–18 weights (the Chinese one 92 MB), the PDF needs two.
// - Noto Sans regular + bold, whole: Latin, Greek, Cyrillic and Vietnamese of any user data.
// - IBM Plex Sans Arabic regular + bold, whole (its shaping tables join the letters). Not Noto
//   Sans Arabic: that one builds letters from a shared dotless shape plus dot marks, so a PDF
//   reader cannot map its glyphs back to letters and copied or searched text comes out wrong.
// - Noto Sans SC, one subset for Japanese and Chinese: the PDF labels of every language, kana,
//   CJK punctuation and full-width forms, the level-1 kanji of JIS X 0208 (2,965, the common
//   ones, most names) and the level-1 hanzi of GB 2312 (3,755, the same for Chinese). A bold cut
//   carries only the labels' characters: bold text falls back to the regular cut for the rest.
// Run by the server's build; `node scripts/build-fonts.mjs --if-stale` (jest's global setup)
// rebuilds only when a source font, a PDF label or this script is newer than the output.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const I18N = path.join(SERVER, '..', 'shell', 'i18n');
export const FONTS_DIR = path.join(SERVER, 'dist', 'fonts');
const require = createRequire(path.join(SERVER, 'package.json'));

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const fontFile = (name, style, file) => path.join(packageDir(name), style, file);

const SOURCES = {
  'NotoSans-Regular.ttf': fontFile('@expo-google-fonts/noto-sans', '400Regular', 'NotoSans_400Regular.ttf'),
  'NotoSans-Bold.ttf': fontFile('@expo-google-fonts/noto-sans', '700Bold', 'NotoSans_700Bold.ttf'),
  'IBMPlexSansArabic-Regular.ttf': fontFile('@expo-google-fonts/ibm-plex-sans-arabic', '400Regular', 'IBMPlexSansArabic_400Regular.ttf'),
  'IBMPlexSansArabic-Bold.ttf': fontFile('@expo-google-fonts/ibm-plex-sans-arabic', '700Bold', 'IBMPlexSansArabic_700Bold.ttf'),
};
const CJK_REGULAR = fontFile('@expo-google-fonts/noto-sans-sc', '400Regular', 'NotoSansSC_400Regular.ttf');
const CJK_BOLD = fontFile('@expo-google-fonts/noto-sans-sc', '700Bold', 'NotoSansSC_700Bold.ttf');
const LICENSES = {
  'OFL-NotoSans.txt': path.join(packageDir('@expo-google-fonts/noto-sans'), 'LICENSE_FONT'),
  'OFL-IBMPlexSansArabic.txt': path.join(packageDir('@expo-google-fonts/ibm-plex-sans-arabic'), 'LICENSE_FONT'),
  'OFL-NotoSansSC.txt': path.join(packageDir('@expo-google-fonts/noto-sans-sc'), 'LICENSE_FONT'),
};

/** Every PDF_* text of every language (shell/i18n), with the ASCII the placeholders bring. */
function labelText() {
  let text = '';
  for (const file of fs.readdirSync(I18N).filter((name) => name.endsWith('.json'))) {
    const entries = JSON.parse(fs.readFileSync(path.join(I18N, file), 'utf8'));
    for (const [key, value] of Object.entries(entries)) if (key.startsWith('PDF_')) text += value;
  }
  for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code);
  return text;
}

/** The characters of the rows [first, last] of a two-byte EUC charset (row 16 = 0xB0), decoded by Node's ICU. */
function eucRows(encoding, first, last) {
  const decoder = new TextDecoder(encoding);
  let text = '';
  for (let row = first; row <= last; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const character = decoder.decode(Uint8Array.of(row, cell));
      if ([...character].length === 1 && character !== '\ufffd') text += character;
    }
  }
  return text;
}

function range(first, last) {
  let text = '';
  for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

function cjkText() {
  return [
    labelText(),
    range(0x3000, 0x30ff), // CJK punctuation, hiragana, katakana
    range(0xff01, 0xff9f), // full-width ASCII, half-width katakana
    eucRows('euc-jp', 0xb0, 0xcf), // JIS X 0208 level 1 kanji
    eucRows('gbk', 0xb0, 0xd7), // GB 2312 level 1 hanzi
  ].join('');
}

const outputs = () => [...Object.keys(SOURCES), 'NotoSansCJK-Subset-Regular.ttf', 'NotoSansCJK-Subset-Bold.ttf', ...Object.keys(LICENSES)].map((name) => path.join(FONTS_DIR, name));

function isStale() {
  const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : Infinity);
  const oldestOutput = Math.min(...outputs().map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  const labels = fs.readdirSync(I18N).map((name) => path.join(I18N, name));
  const inputs = [fileURLToPath(import.meta.url), ...Object.values(SOURCES), CJK_REGULAR, CJK_BOLD, ...labels];
  return inputs.some((file) => mtime(file) > oldestOutput);
}

export async function buildFonts({ ifStale = false } = {}) {
  if (ifStale && !isStale()) return false;
  const { default: subsetFont } = await import('subset-font');
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const [name, source] of Object.entries({ ...SOURCES, ...LICENSES })) fs.copyFileSync(source, path.join(FONTS_DIR, name));
  const subsets = [
    ['NotoSansCJK-Subset-Regular.ttf', CJK_REGULAR, cjkText()],
    ['NotoSansCJK-Subset-Bold.ttf', CJK_BOLD, labelText()],
  ];
  for (const [name, source, text] of subsets) {
    const bytes = await subsetFont(fs.readFileSync(source), text, { targetFormat: 'truetype' });
    // Written whole under a temporary name: a reader never loads half a font.
    const temporary = path.join(FONTS_DIR, `${name}.${process.pid}.tmp`);
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, path.join(FONTS_DIR, name));
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const built = await buildFonts({ ifStale: process.argv.includes('--if-stale') });
  if (built) {
    const sizes = outputs().filter((file) => file.endsWith('.ttf')).map((file) => `${path.basename(file)} ${(fs.statSync(file).size / 1e6).toFixed(2)} MB`);
    console.log(`fonts in ${Date.now() - started} ms: ${sizes.join(', ')}`);
  }
}

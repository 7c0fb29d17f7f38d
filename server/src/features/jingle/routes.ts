import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml, requestLanguage, translator } from '../../http/html-page';
import { overridePolicy } from '../../http/security-headers';

/** Pulp's jingle: [note frequency in Hz, beats]. Made up by us, played by the browser itself. */
export const JINGLE: [number, number][] = [
  [523.25, 1], [659.25, 1], [783.99, 1], [1046.5, 2],
  [880, 1], [783.99, 1], [659.25, 2],
  [698.46, 1], [880, 1], [783.99, 1], [659.25, 1], [523.25, 3],
];

/** The page that plays it (WebAudio, no media file): small enough to sit in an iframe. */
function jinglePage(language: string, t: (key: string) => string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('JINGLE_TITLE'))}</title>
<style>
:root { color-scheme: light dark; }
body { margin: 0; height: 100vh; display: flex; align-items: center; gap: 12px; padding: 0 16px; box-sizing: border-box;
  font: 15px/1.4 "Segoe UI", Roboto, Arial, sans-serif; background: linear-gradient(120deg, #f97316, #facc15); color: #1c1917; }
button { width: 48px; height: 48px; border-radius: 50%; border: 0; background: #fff; color: #ea580c; font-size: 20px; cursor: pointer; box-shadow: 0 2px 6px rgba(0,0,0,.2); }
.bars { display: flex; gap: 3px; align-items: flex-end; height: 32px; }
.bars span { width: 5px; background: #fff; border-radius: 2px; height: 6px; transition: height .1s; }
strong { display: block; font-size: 17px; }
</style>
</head>
<body>
<button id="play" type="button" aria-label="${escapeHtml(t('JINGLE_PLAY'))}">&#9654;</button>
<div><strong>${escapeHtml(t('JINGLE_TITLE'))}</strong><span>${escapeHtml(t('JINGLE_SUBTITLE'))}</span></div>
<div class="bars" aria-hidden="true"><span></span><span></span><span></span><span></span><span></span></div>
<script>${JINGLE_SCRIPT}</script>
</body>
</html>`;
}

/** The page's one script: fixed text, so the policy can allow exactly it by its hash. */
const JINGLE_SCRIPT = `
const notes = ${JSON.stringify(JINGLE)};
const beat = 0.18;
const bars = [...document.querySelectorAll('.bars span')];
let audio = null;
function play() {
  audio = audio || new AudioContext();
  audio.resume();
  let at = audio.currentTime + 0.05;
  notes.forEach(([frequency, beats], index) => {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'triangle';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + beats * beat);
    osc.connect(gain).connect(audio.destination);
    osc.start(at);
    osc.stop(at + beats * beat + 0.02);
    setTimeout(() => bars.forEach((bar, i) => (bar.style.height = 6 + ((index + i * 3) % 5) * 6 + 'px')), (at - audio.currentTime) * 1000);
    at += beats * beat;
  });
  setTimeout(() => bars.forEach((bar) => (bar.style.height = '6px')), (at - audio.currentTime) * 1000);
}
document.getElementById('play').addEventListener('click', play);
// Browsers may refuse sound before a click; the button is there for that.
try { play(); } catch (e) { /* waits for the button */ }
`;
const JINGLE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(JINGLE_SCRIPT).digest('base64')}'`;

/** /jingle: the shop's jingle, the bonus payload's harmless guest. */
export function registerJingleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/jingle', async (request, reply) => {
    const language = requestLanguage(ctx, request);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    overridePolicy(reply, ctx.config, { 'script-src': ["'self'", JINGLE_SCRIPT_HASH] });
    return jinglePage(language, translator(ctx, language));
  });
}

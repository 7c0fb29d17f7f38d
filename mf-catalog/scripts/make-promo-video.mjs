// Makes the promo video of #/promotion (src/features/promotion/pulp-promo.webm): a nine-second
// animation drawn on a canvas by the code below and recorded as VP8 WebM by Chromium's
// MediaRecorder, so the shop ships no copied media. Run it again after changing the drawing:
//   node mf-catalog/scripts/make-promo-video.mjs
// It drives the Chromium the journeys use (PULP_CHROMIUM or /usr/bin/chromium) through the
// e2e package's Playwright.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.join(here, '..', 'src', 'features', 'promotion', 'pulp-promo.webm');
const { chromium } = createRequire(path.join(here, '..', '..', 'e2e', 'package.json'))('@playwright/test');

const SECONDS = 9;
const WIDTH = 480;
const HEIGHT = 270;

/* global document, MediaRecorder -- record() runs in the page, not in Node */
/** Runs in the page: draws the animation for `seconds` and resolves with the recording as Base64. */
function record({ seconds, width, height }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const ease = (x) => 1 - (1 - Math.min(Math.max(x, 0), 1)) ** 3;

  function frame(t) {
    // Sky to orchard: the background warms up over the nine seconds.
    const sky = g.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, `hsl(${40 - t * 2}, 95%, ${88 - t}%)`);
    sky.addColorStop(1, '#fed7aa');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#65a30d';
    g.fillRect(0, height - 40, width, 40);

    // 0-3 s: three oranges fall from the tree line into the press.
    for (let i = 0; i < 3; i += 1) {
      const start = i * 0.6;
      const y = 20 + ease((t - start) / 1.4) * 120;
      const x = 150 + i * 90 - ease((t - start - 1.4) / 1) * (i - 1) * 90;
      if (t < 3.2) {
        g.fillStyle = '#f97316';
        g.beginPath();
        g.arc(x, y, 22, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = '#15803d';
        g.fillRect(x - 3, y - 28, 6, 10);
      }
    }

    // 3-6 s: the glass fills with juice.
    const fill = ease((t - 3) / 2.5);
    g.strokeStyle = '#334155';
    g.lineWidth = 4;
    g.strokeRect(width / 2 - 40, height - 150, 80, 108);
    g.fillStyle = '#fb923c';
    g.fillRect(width / 2 - 38, height - 44 - 104 * fill, 76, 104 * fill);
    if (t > 3 && t < 5.5) {
      g.fillStyle = '#fb923c';
      g.fillRect(width / 2 - 3, 40, 6, height - 84 - 104 * fill);
    }

    // 6-9 s: the shop's name slides in and the glass gets a straw.
    const name = ease((t - 6) / 1.2);
    if (t > 6) {
      g.strokeStyle = '#16a34a';
      g.beginPath();
      g.moveTo(width / 2 + 15, height - 140);
      g.lineTo(width / 2 + 35, height - 190);
      g.stroke();
      g.globalAlpha = name;
      g.fillStyle = '#9a3412';
      g.font = 'bold 56px sans-serif';
      g.textAlign = 'center';
      g.fillText('Pulp', width / 2 + (1 - name) * 200, 70);
      g.globalAlpha = 1;
    }
  }

  return new Promise((resolve, reject) => {
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 220_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onerror = (event) => reject(event.error);
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      resolve(btoa(binary));
    };
    const started = performance.now();
    frame(0);
    recorder.start();
    const timer = setInterval(() => {
      const t = (performance.now() - started) / 1000;
      frame(Math.min(t, seconds));
      if (t >= seconds) {
        clearInterval(timer);
        recorder.stop();
      }
    }, 40);
  });
}

const browser = await chromium.launch({ executablePath: process.env.PULP_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(record, { seconds: SECONDS, width: WIDTH, height: HEIGHT });
  fs.writeFileSync(output, Buffer.from(base64, 'base64'));
  console.log(`${path.relative(process.cwd(), output)}: ${fs.statSync(output).size} bytes`);
} finally {
  await browser.close();
}

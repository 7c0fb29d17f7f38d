// Lina's holiday picture (geoStalkingVisualChallenge): a tourist "holding up" a leaning bell
// tower of white marble on a lawn, with a cathedral front behind it. Drawn by us with plain
// shapes; no text and no metadata, so only what the picture shows tells where it was taken.

const W = 800;
const H = 600;

/** A row of round-topped openings across a band of the tower. */
function arcade(x, y, width, height, count, fill) {
  const gap = width / count;
  const opening = gap * 0.56;
  let out = '';
  for (let i = 0; i < count; i++) {
    const left = x + i * gap + (gap - opening) / 2;
    const r = opening / 2;
    out += `<path d="M${left} ${y + height}V${y + r}a${r} ${r} 0 0 1 ${opening} 0V${y + height}z" fill="${fill}"/>`;
    out += `<rect x="${left + opening + (gap - opening) / 2 - 2}" y="${y + 2}" width="4" height="${height - 2}" fill="#f8fafc"/>`;
  }
  return out;
}

function tower() {
  const baseX = 590;
  const baseY = 492;
  const width = 124;
  const left = baseX - width / 2;
  const levels = [];
  let y = baseY - 70;
  // Ground floor: tall blind arches.
  levels.push(`<rect x="${left}" y="${y}" width="${width}" height="70" fill="url(#marble)"/>`);
  levels.push(arcade(left + 4, y + 14, width - 8, 52, 5, '#cbd5e1'));
  // Six open galleries, each with a cornice.
  for (let level = 0; level < 6; level++) {
    y -= 44;
    levels.push(`<rect x="${left}" y="${y}" width="${width}" height="44" fill="url(#marble)"/>`);
    levels.push(arcade(left + 2, y + 8, width - 4, 33, 7, '#64748b'));
    levels.push(`<rect x="${left - 4}" y="${y + 40}" width="${width + 8}" height="6" rx="2" fill="#e2e8f0"/>`);
  }
  // The bell chamber: narrower, on top.
  const bellWidth = 84;
  y -= 40;
  levels.push(`<rect x="${baseX - bellWidth / 2}" y="${y}" width="${bellWidth}" height="40" fill="url(#marble)"/>`);
  levels.push(arcade(baseX - bellWidth / 2 + 2, y + 8, bellWidth - 4, 30, 5, '#475569'));
  levels.push(`<rect x="${baseX - bellWidth / 2 - 4}" y="${y - 4}" width="${bellWidth + 8}" height="6" rx="2" fill="#e2e8f0"/>`);
  // Shadow on the lawn, then the tower leaning to the right.
  return `<ellipse cx="${baseX + 40}" cy="${baseY + 6}" rx="120" ry="14" fill="#14532d" fill-opacity=".35"/>
<g transform="rotate(5 ${baseX} ${baseY})">${levels.join('\n')}</g>`;
}

function cathedral() {
  const x = 40;
  const y = 300;
  let arches = '';
  for (let row = 0; row < 3; row++) {
    const count = 9 - row * 2;
    const rowWidth = 300 - row * 70;
    arches += arcade(x + (300 - rowWidth) / 2 + 6, y + 20 + row * 40, rowWidth - 12, 26, count, '#94a3b8');
  }
  return `<ellipse cx="${x + 240}" cy="${y - 10}" rx="70" ry="60" fill="#e2e8f0"/>
<rect x="${x + 228}" y="${y - 86}" width="24" height="20" fill="#cbd5e1"/>
<path d="M${x} ${y + 150}V${y + 10}L${x + 150} ${y - 60}L${x + 300} ${y + 10}V${y + 150}z" fill="url(#marble)"/>
<g stroke="#cbd5e1" stroke-width="3">${[0, 1, 2, 3].map((i) => `<path d="M${x} ${y + 20 + i * 40}h300"/>`).join('')}</g>
${arches}
<path d="M${x + 126} ${y + 150}v-44a24 24 0 0 1 48 0v44z" fill="#475569"/>`;
}

function tourist() {
  // Stands close to the camera on the left, arms stretched out to "hold up" the tower.
  return `<g>
<ellipse cx="250" cy="590" rx="70" ry="10" fill="#14532d" fill-opacity=".4"/>
<path d="M222 470l-14 118h28l14-96 14 96h28l-14-118z" fill="#1e3a8a"/>
<path d="M206 300c0-22 18-34 44-34s44 12 44 34v176h-88z" fill="#f97316"/>
<path d="M286 318c50-8 150-30 230-52l8 20c-86 28-184 50-234 60z" fill="#f97316"/>
<path d="M290 360c60 2 160 4 228 0l2 20c-80 6-180 6-230 2z" fill="#f97316"/>
<circle cx="530" cy="274" r="16" fill="#d6a07a"/>
<circle cx="530" cy="370" r="15" fill="#d6a07a"/>
<rect x="238" y="244" width="24" height="30" fill="#d6a07a"/>
<circle cx="250" cy="218" r="40" fill="#d6a07a"/>
<path d="M208 214c0-34 20-52 44-52s44 18 44 52c-10-18-26-26-44-26s-34 8-44 26z" fill="#3f2a1d"/>
<path d="M210 212c-6 30-4 60 6 82h14c-8-22-10-50-6-76zM292 212c6 30 4 60-6 82h-14c8-22 10-50 6-76z" fill="#3f2a1d"/>
<rect x="226" y="206" width="48" height="14" rx="6" fill="#0f172a"/>
<path d="M236 238q14 12 28 0" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>
</g>`;
}

export function leaningTowerSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>
<linearGradient id="marble" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#f1f5f9"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g fill="#ffffff" fill-opacity=".9"><ellipse cx="140" cy="90" rx="70" ry="22"/><ellipse cx="190" cy="78" rx="46" ry="24"/><ellipse cx="640" cy="60" rx="60" ry="18"/></g>
<rect y="440" width="${W}" height="${H - 440}" fill="#4ade80"/>
<path d="M0 470h${W}v18H0z" fill="#e7e5e4"/>
${cathedral()}
${tower()}
<path d="M0 520q200 -20 400 0t400 0v80H0z" fill="#22c55e"/>
${tourist()}
</svg>`;
}

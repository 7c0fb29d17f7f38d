/**
 * Pulp draws its own scenes for the about page's slideshow and the seeded photo-wall
 * memories: flat landscapes with a juicy subject. No artwork is copied from anywhere.
 */
export type SceneSubject = 'glass' | 'orchard' | 'crate' | 'bottles' | 'orange' | 'bike' | 'stand';

export interface Scene {
  sky: [string, string];
  sun: string;
  hills: [string, string];
  subject: SceneSubject;
  accent: string;
}

function subjectShape(subject: SceneSubject, accent: string): string {
  switch (subject) {
    case 'glass':
      return `<path d="M350 170h100l-14 170h-72z" fill="#ffffff" fill-opacity=".75" stroke="#94a3b8" stroke-width="4"/>
<path d="M356 215h88l-11 120h-66z" fill="${accent}"/>
<circle cx="440" cy="172" r="28" fill="#facc15" stroke="#eab308" stroke-width="4"/>
<rect x="412" y="100" width="9" height="130" rx="4" fill="#f472b6" transform="rotate(16 416 165)"/>`;
    case 'orchard':
      return [180, 330, 480, 630]
        .map(
          (x, index) => `<rect x="${x - 8}" y="${250 - (index % 2) * 20}" width="16" height="80" fill="#78350f"/>
<circle cx="${x}" cy="${230 - (index % 2) * 20}" r="52" fill="#15803d"/>
<circle cx="${x - 20}" cy="${220 - (index % 2) * 20}" r="9" fill="${accent}"/><circle cx="${x + 18}" cy="${240 - (index % 2) * 20}" r="9" fill="${accent}"/><circle cx="${x + 4}" cy="${205 - (index % 2) * 20}" r="9" fill="${accent}"/>`,
        )
        .join('\n');
    case 'crate':
      return `<rect x="300" y="250" width="200" height="90" rx="6" fill="#b45309"/>
<path d="M300 280h200M300 310h200" stroke="#92400e" stroke-width="6"/>
${[330, 370, 410, 450, 350, 390, 430].map((x, index) => `<circle cx="${x}" cy="${index < 4 ? 240 : 212}" r="22" fill="${accent}"/>`).join('')}`;
    case 'bottles':
      return [300, 370, 440]
        .map(
          (x, index) => `<rect x="${x + 12}" y="${170 + index * 6}" width="26" height="26" rx="4" fill="#334155"/>
<path d="M${x} ${200 + index * 6}h50c6 0 10 4 10 10v120c0 6-4 10-10 10h-50c-6 0-10-4-10-10V${210 + index * 6}c0-6 4-10 10-10z" fill="${index === 1 ? '#fde68a' : accent}"/>
<rect x="${x - 4}" y="${250 + index * 4}" width="58" height="36" rx="4" fill="#fff" fill-opacity=".8"/>`,
        )
        .join('\n');
    case 'orange':
      return `<circle cx="400" cy="250" r="90" fill="${accent}"/>
<circle cx="400" cy="250" r="74" fill="#fed7aa"/>
<g stroke="${accent}" stroke-width="6" stroke-linecap="round"><path d="M400 180v140M330 250h140M350 200l100 100M450 200 350 300"/></g>
<circle cx="400" cy="250" r="12" fill="#fff"/>`;
    case 'bike':
      return `<circle cx="320" cy="300" r="44" fill="none" stroke="#1e293b" stroke-width="8"/>
<circle cx="480" cy="300" r="44" fill="none" stroke="#1e293b" stroke-width="8"/>
<path d="M320 300l50-80h80l30 80M370 220l40 80h-90M450 220l-10-30h-30" fill="none" stroke="${accent}" stroke-width="9" stroke-linejoin="round"/>
<rect x="420" y="188" width="60" height="40" rx="6" fill="#f59e0b"/>`;
    case 'stand':
      return `<rect x="280" y="200" width="240" height="140" fill="#fef3c7" stroke="#b45309" stroke-width="6"/>
<path d="M270 200l20-60h220l20 60z" fill="${accent}"/>
<path d="M290 140h44l-10 60h-44zM378 140h44l-2 60h-40zM466 140h44l6 60h-44z" fill="#fff" fill-opacity=".6"/>
<circle cx="340" cy="260" r="18" fill="#f97316"/><circle cx="400" cy="260" r="18" fill="#facc15"/><circle cx="460" cy="260" r="18" fill="#84cc16"/>`;
  }
}

/** An 800×400 flat landscape with the scene's subject in front. */
export function sceneArt(scene: Scene, label: string): string {
  const escaped = label.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escaped}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="800" height="400" fill="url(#sky)"/>
<circle cx="575" cy="100" r="50" fill="${scene.sun}" opacity=".9"/>
<path d="M0 270C120 210 260 220 400 260S680 300 800 240V400H0z" fill="${scene.hills[0]}"/>
<path d="M0 330C160 290 300 300 420 320S660 350 800 310V400H0z" fill="${scene.hills[1]}"/>
${subjectShape(scene.subject, scene.accent)}
</svg>`;
}

/** The seven slides of the about page's customer-feedback slideshow. */
export const SLIDESHOW_SCENES: Scene[] = [
  { sky: ['#fde68a', '#fff7ed'], sun: '#f97316', hills: ['#86efac', '#4ade80'], subject: 'glass', accent: '#f97316' },
  { sky: ['#bae6fd', '#f0f9ff'], sun: '#fde047', hills: ['#a3e635', '#65a30d'], subject: 'orchard', accent: '#dc2626' },
  { sky: ['#fecaca', '#fff1f2'], sun: '#fb7185', hills: ['#fdba74', '#fb923c'], subject: 'crate', accent: '#ea580c' },
  { sky: ['#c7d2fe', '#eef2ff'], sun: '#fef08a', hills: ['#6ee7b7', '#10b981'], subject: 'bottles', accent: '#be123c' },
  { sky: ['#fef9c3', '#fffbeb'], sun: '#fb923c', hills: ['#bef264', '#84cc16'], subject: 'orange', accent: '#f97316' },
  { sky: ['#a5f3fc', '#ecfeff'], sun: '#facc15', hills: ['#99f6e4', '#2dd4bf'], subject: 'bike', accent: '#0f766e' },
  { sky: ['#fbcfe8', '#fdf2f8'], sun: '#f59e0b', hills: ['#d9f99d', '#a3e635'], subject: 'stand', accent: '#e11d48' },
];

export const slideFile = (index: number) => `slide-${index + 1}.svg`;

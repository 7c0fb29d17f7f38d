import { sceneArt } from '../about/scene-art';
import { BRIX_PICTURE, FRONT_ROW_PICTURE, GELATO_PICTURE, LINA_HOLIDAY_PICTURE, OLD_TICKET_PICTURE, PEBBLES_PICTURE, STALL_STREET_PICTURE } from '../../db/seed/accounts-content';
import { seedFile } from '../../db/seed/seed-files';

/**
 * Photo-wall pictures of the accounts and OSINT challenges, drawn in the shop's scene style.
 * The founder's street shows today's street sign, which is not the answer to his question
 * (Reset Henrik's Password); the ticket names the band of Milan's other name.
 */
function stallStreetPicture(): string {
  const stall = sceneArt({ sky: ['#fde68a', '#fffbeb'], sun: '#fb923c', hills: ['#d6d3d1', '#a8a29e'], subject: 'stand', accent: '#f97316' }, 'Juice stall on an old town street');
  const sign = `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle">
<rect x="126" y="170" width="10" height="160" fill="#475569"/>
<rect x="58" y="140" width="146" height="44" rx="4" fill="#ffffff" stroke="#1e293b" stroke-width="4"/>
<text x="131" y="170" font-size="20" fill="#1e293b">Marktgasse</text>
</g>`;
  return stall.replace('</svg>', `${sign}\n</svg>`);
}

function concertTicketPicture(): string {
  const scene = sceneArt({ sky: ['#312e81', '#6d28d9'], sun: '#f472b6', hills: ['#4c1d95', '#1e1b4b'], subject: 'glass', accent: '#f472b6' }, 'An old concert ticket');
  const ticket = `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" transform="rotate(-8 200 120)">
<rect x="60" y="70" width="290" height="110" rx="10" fill="#fef3c7" stroke="#b45309" stroke-width="4" stroke-dasharray="10 6"/>
<text x="80" y="112" font-size="26" fill="#7c2d12">KID CLEMENTINE</text>
<text x="80" y="146" font-size="16" fill="#92400e">LIVE · 2009 · STANDING</text>
</g>`;
  return scene.replace('</svg>', `${ticket}\n</svg>`);
}

/** Seeded SVG pictures by file name. */
export const ACCOUNT_PICTURES: [file: string, svg: string][] = [
  [STALL_STREET_PICTURE, stallStreetPicture()],
  [BRIX_PICTURE, sceneArt({ sky: ['#cffafe', '#ecfeff'], sun: '#fde047', hills: ['#94a3b8', '#64748b'], subject: 'bottles', accent: '#f97316' }, 'Brix pressing oranges')],
  [PEBBLES_PICTURE, sceneArt({ sky: ['#fef3c7', '#fffbeb'], sun: '#fdba74', hills: ['#fde68a', '#d97706'], subject: 'crate', accent: '#fbbf24' }, 'Pebbles the hamster')],
  [OLD_TICKET_PICTURE, concertTicketPicture()],
  // What hardened mode seeds instead: a stage with no ticket or band name, a cone with no landmark.
  [FRONT_ROW_PICTURE, sceneArt({ sky: ['#312e81', '#6d28d9'], sun: '#f472b6', hills: ['#4c1d95', '#1e1b4b'], subject: 'glass', accent: '#f472b6' }, 'In the front row')],
  [GELATO_PICTURE, sceneArt({ sky: ['#bae6fd', '#fef9c3'], sun: '#fde047', hills: ['#fda4af', '#fb7185'], subject: 'glass', accent: '#fbbf24' }, 'Gelato on holiday')],
];

/** Seeded PNG pictures by file name: made at build time (scripts/build-seed-files.mjs). */
export const ACCOUNT_PNG_PICTURES: Record<string, () => Buffer | null> = {
  [LINA_HOLIDAY_PICTURE]: () => seedFile(LINA_HOLIDAY_PICTURE),
};

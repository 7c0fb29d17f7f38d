import { sceneArt } from '../about/scene-art';
import { FIRST_JOB_PICTURE } from '../../db/seed/identity-content';

/**
 * The picture of Jonas's seeded photo-wall memory: the juice stall of his first job, drawn in
 * the shop's scene style, with a street sign naming the city, the answer to his security
 * question (Reset Jonas's Password).
 */
function firstJobPicture(): string {
  const stall = sceneArt({ sky: ['#bae6fd', '#f0f9ff'], sun: '#fde047', hills: ['#fcd34d', '#f59e0b'], subject: 'stand', accent: '#16a34a' }, 'Juice stall');
  const signs = `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle">
<text x="400" y="180" font-size="22" fill="#ffffff">JUGOS FRESCOS</text>
<rect x="606" y="180" width="10" height="150" fill="#475569"/>
<rect x="540" y="150" width="142" height="54" rx="6" fill="#1d4ed8" stroke="#ffffff" stroke-width="4"/>
<text x="611" y="172" font-size="13" fill="#ffffff">Av. Larco</text>
<text x="611" y="193" font-size="17" fill="#ffffff">Lima</text>
</g>`;
  return stall.replace('</svg>', `${signs}\n</svg>`);
}

/** Seeded photo-wall pictures of the identity challenges, by file name. */
export const IDENTITY_PICTURES: [file: string, svg: string][] = [[FIRST_JOB_PICTURE, firstJobPicture()]];

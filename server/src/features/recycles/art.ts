/** Pulp's own drawings for the recycling page (configuration recyclePage.*ProductImage). */
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><rect width="400" height="300" fill="#ecfccb"/>${body}</svg>`;

const arrows = (x: number, y: number, color: string) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
<path d="M-4-34l-22 38M-34 14l44 0M30 4l-18-32"/><path d="M-30-2l-4 16 15 4M18 22l-8-8 8-10M14-36l-16 6 4 14"/></g>`;

export const RECYCLE_ART: Record<string, string> = {
  'recycle-box.svg': frame(`<path d="M90 120l110-45 110 45v120l-110 45-110-45z" fill="#a16207"/>
<path d="M90 120l110 45 110-45" fill="none" stroke="#713f12" stroke-width="6"/><path d="M200 165v120" stroke="#713f12" stroke-width="6"/>
<path d="M90 120l-30 40 110 45 30-40z" fill="#ca8a04"/><path d="M310 120l30 40-110 45-30-40z" fill="#ca8a04"/>
${arrows(145, 215, '#f7fee7')}
<text x="200" y="50" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="28" fill="#3f6212">Recycle with Pulp</text>`),
  'recycle-pickup.svg': frame(`<rect x="40" y="120" width="200" height="110" rx="10" fill="#65a30d"/>
<path d="M240 150h70l40 40v40H240z" fill="#4d7c0f"/><rect x="262" y="160" width="40" height="30" rx="4" fill="#d9f99d"/>
<circle cx="100" cy="240" r="24" fill="#1f2937"/><circle cx="300" cy="240" r="24" fill="#1f2937"/>
<circle cx="100" cy="240" r="9" fill="#d1d5db"/><circle cx="300" cy="240" r="9" fill="#d1d5db"/>
${arrows(140, 175, '#ecfccb')}
<text x="200" y="60" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="28" fill="#3f6212">We pick it up</text>`),
};

/** Pulp's own decals for the membership card (deluxe page, ?testDecal= previews). */
const decal = (ring: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="${fill}" stroke="${ring}" stroke-width="6"/>
<path d="M22 62l6-30 14 14 8-18 8 18 14-14 6 30z" fill="${ring}"/><rect x="22" y="66" width="56" height="8" rx="3" fill="${ring}"/></svg>`;

export const DECALS: Record<string, string> = {
  'pulp-gold.svg': decal('#facc15', '#422006'),
  'pulp-silver.svg': decal('#e5e7eb', '#1f2937'),
  'pulp-orange.svg': decal('#fb923c', '#431407'),
};

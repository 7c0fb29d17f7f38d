import type { ArtKind, ProductSeed } from '../../db/seed/products';

/**
 * Pulp draws its own product pictures: a simple flat illustration per product kind in the
 * product's two colours. No artwork is copied from anywhere.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function shape(kind: ArtKind, main: string, light: string, label: string): string {
  switch (kind) {
    case 'bottle':
      return `<rect x="170" y="60" width="60" height="50" rx="8" fill="${main}" opacity=".85"/>
<path d="M160 110h80c22 0 40 18 40 40v170c0 22-18 40-40 40h-80c-22 0-40-18-40-40V150c0-22 18-40 40-40z" fill="${main}"/>
<rect x="130" y="190" width="140" height="90" rx="10" fill="${light}"/>
<text x="200" y="248" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="38" fill="${main}">${label}</text>
<path d="M150 130c-8 30-8 170 0 200" stroke="#fff" stroke-opacity=".35" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case 'carton':
      return `<path d="M140 120l30-50h60l30 50z" fill="${light}" stroke="${main}" stroke-width="6"/>
<rect x="140" y="120" width="120" height="230" rx="6" fill="${main}"/>
<rect x="155" y="190" width="90" height="80" rx="8" fill="${light}"/>
<text x="200" y="243" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="32" fill="${main}">${label}</text>
<rect x="215" y="50" width="12" height="40" rx="4" fill="${main}" transform="rotate(15 221 70)"/>`;
    case 'can':
      return `<ellipse cx="200" cy="95" rx="70" ry="18" fill="#d4d4d8"/>
<rect x="130" y="95" width="140" height="240" fill="${main}"/>
<ellipse cx="200" cy="335" rx="70" ry="18" fill="${main}"/>
<rect x="130" y="170" width="140" height="80" fill="${light}"/>
<text x="200" y="224" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="36" fill="${main}">${label}</text>`;
    case 'glass':
      return `<path d="M130 110h140l-20 240h-100z" fill="${light}" stroke="#94a3b8" stroke-width="5"/>
<path d="M138 160h124l-16 185h-92z" fill="${main}"/>
<circle cx="255" cy="110" r="34" fill="#facc15" stroke="#eab308" stroke-width="5"/>
<rect x="215" y="40" width="10" height="160" rx="5" fill="#f472b6" transform="rotate(18 220 120)"/>`;
    case 'shirt':
      return `<path d="M150 80l-70 40 30 60 30-15v185h120V165l30 15 30-60-70-40c-10 25-30 35-50 35s-40-10-50-35z" fill="${light}" stroke="${main}" stroke-width="6"/>
<circle cx="200" cy="210" r="42" fill="${main}"/><circle cx="200" cy="210" r="30" fill="#fed7aa"/>
<path d="M200 180v60M170 210h60M179 189l42 42M221 189l-42 42" stroke="${main}" stroke-width="4"/>`;
    case 'hoodie':
      return `<path d="M160 70c0-20 80-20 80 0l70 50 30 80-40 15-20-45v200H140V170l-20 45-40-15 30-80z" fill="${main}"/>
<path d="M165 70c10 40 60 40 70 0" fill="none" stroke="#0f172a" stroke-width="8"/>
<rect x="160" y="260" width="80" height="40" rx="10" fill="#000" opacity=".2"/>
<circle cx="200" cy="190" r="28" fill="${light}"/>`;
    case 'mug':
      return `<rect x="120" y="120" width="150" height="190" rx="16" fill="${light}" stroke="${main}" stroke-width="8"/>
<path d="M270 160c50 0 50 100 0 100" fill="none" stroke="${main}" stroke-width="16"/>
<circle cx="195" cy="215" r="40" fill="${main}"/><circle cx="195" cy="215" r="28" fill="#fed7aa"/>`;
    case 'sticker':
      return `<rect x="90" y="90" width="220" height="220" rx="24" fill="#fff" stroke="#e5e7eb" stroke-width="4"/>
<circle cx="150" cy="150" r="34" fill="${main}"/><circle cx="250" cy="150" r="34" fill="${light}"/>
<circle cx="150" cy="250" r="34" fill="${light}"/><circle cx="250" cy="250" r="34" fill="${main}"/>`;
    case 'cap':
      return `<path d="M110 240c0-90 50-130 100-130s100 40 100 130z" fill="${main}"/>
<path d="M100 240h220c20 0 20 30 0 30H100z" fill="${main}" opacity=".8"/>
<circle cx="210" cy="185" r="26" fill="${light}"/>`;
    case 'tote':
      return `<path d="M160 140c0-70 80-70 80 0" fill="none" stroke="${main}" stroke-width="10"/>
<path d="M120 140h160l-10 210H130z" fill="${light}" stroke="${main}" stroke-width="6"/>
<circle cx="200" cy="240" r="36" fill="${main}"/>`;
    case 'box':
      return `<path d="M100 150l100-50 100 50v150l-100 50-100-50z" fill="${main}"/>
<path d="M100 150l100 50 100-50M200 200v150" stroke="${light}" stroke-width="6" fill="none"/>
<text x="150" y="285" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="30" fill="${light}" transform="skewY(26) translate(0 -75)">${label}</text>`;
    case 'keyring':
      return `<circle cx="200" cy="105" r="30" fill="none" stroke="#94a3b8" stroke-width="8"/>
<rect x="190" y="120" width="20" height="50" rx="8" fill="${main}"/>
<circle cx="200" cy="240" r="100" fill="${main}"/><circle cx="200" cy="240" r="82" fill="${light}"/>
<g stroke="${main}" stroke-width="8" stroke-linecap="round"><path d="M200 165v150M125 240h150M147 187l106 106M253 187 147 293"/></g>
<circle cx="200" cy="240" r="14" fill="#fff"/>`;
    case 'book':
      return `<rect x="120" y="80" width="170" height="240" rx="8" fill="${main}"/>
<rect x="120" y="80" width="22" height="240" fill="#000" opacity=".25"/>
<rect x="160" y="130" width="110" height="14" rx="7" fill="${light}"/>
<rect x="160" y="160" width="80" height="10" rx="5" fill="${light}" opacity=".7"/>
<circle cx="215" cy="250" r="34" fill="${light}"/>`;
  }
}

// The glow fades to transparent, not to white, so the picture sits on the tile's own colour in
// light and dark mode alike.
export function productArt(product: Pick<ProductSeed, 'name' | 'art'>): string {
  const [main, light] = product.art.colors;
  const label = escape(product.art.label ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escape(product.name)}">
<defs><radialGradient id="bg" cx="50%" cy="45%" r="65%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="365" rx="110" ry="14" fill="#000" opacity=".08"/>
${shape(product.art.kind, main, light, label)}
</svg>`;
}

/** The shop's logo: a squeezed orange slice. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Pulp">
<circle cx="32" cy="32" r="30" fill="#f97316"/><circle cx="32" cy="32" r="24" fill="#fed7aa"/>
<g stroke="#f97316" stroke-width="3" stroke-linecap="round"><path d="M32 10v44M10 32h44M16.4 16.4l31.2 31.2M47.6 16.4 16.4 47.6"/></g>
<circle cx="32" cy="32" r="5" fill="#fff"/></svg>`;

/** Placeholder profile picture for users who have not uploaded one. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fed7aa"/><circle cx="32" cy="24" r="12" fill="#ea580c"/><path d="M10 60c4-14 14-20 22-20s18 6 22 20z" fill="#ea580c"/></svg>`;

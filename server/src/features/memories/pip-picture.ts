import { sceneArt } from '../about/scene-art';

/**
 * The picture of Mira's cat Pip "in ambush mode" on the photo wall, drawn in the shop's scene
 * style: a grey tabby crouched behind a crate of oranges, eyes wide, tail up. Its file name
 * holds a "#" (Missing Encoding), so the photo wall's unencoded link cannot load it.
 */
export function pipInAmbushMode(): string {
  const scene = sceneArt({ sky: ['#fde68a', '#fff7ed'], sun: '#fb923c', hills: ['#bbf7d0', '#22c55e'], subject: 'crate', accent: '#f97316' }, 'Pip in ambush mode');
  const cat = `<g>
<path d="M520 300c-10-60 10-110 70-110s80 50 70 110z" fill="#6b7280"/>
<path d="M655 250c40-20 55-70 40-110" fill="none" stroke="#6b7280" stroke-width="14" stroke-linecap="round"/>
<circle cx="575" cy="205" r="48" fill="#6b7280"/>
<path d="M535 180l-5-50 35 28zM615 180l5-50-35 28z" fill="#6b7280"/>
<path d="M540 150l2 20 14-10zM610 150l-2 20-14-10z" fill="#f9a8d4"/>
<path d="M548 200h54M552 186c6 4 14 4 20 0M588 186c6 4 14 4 20 0" stroke="#374151" stroke-width="4" fill="none"/>
<circle cx="558" cy="200" r="11" fill="#fef08a"/><circle cx="592" cy="200" r="11" fill="#fef08a"/>
<ellipse cx="558" cy="200" rx="3" ry="9" fill="#111827"/><ellipse cx="592" cy="200" rx="3" ry="9" fill="#111827"/>
<path d="M570 218l5 5 5-5z" fill="#f472b6"/>
<path d="M545 225h-30M545 232l-28 8M605 225h30M605 232l28 8" stroke="#e5e7eb" stroke-width="2"/>
<path d="M530 240h90M528 262h94" stroke="#4b5563" stroke-width="6" opacity=".5"/>
</g>`;
  return scene.replace('</svg>', `${cat}\n</svg>`);
}

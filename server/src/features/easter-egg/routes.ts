import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireRole } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';
import { registerPremiumContent } from './premium';

/**
 * Where the real easter egg lies: the address wrapped (ROT13, then Base64) at the end of the
 * file drop's eastere.gg.
 */
export const NESTED_EASTER_EGG_PATH = '/nobody/expects/an/egg/in/a/juice/shop';

/** The egg itself: an egg of citrus slices with a smaller one inside. A picture, no words. */
const NESTED_EGG_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 480" width="400" height="480">
<defs>
<radialGradient id="sky" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fb923c"/></radialGradient>
<radialGradient id="shell" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#fef08a"/><stop offset="1" stop-color="#f97316"/></radialGradient>
<g id="slice"><circle r="22" fill="#fde047" stroke="#ea580c" stroke-width="4"/><path d="M0-18V18M-18 0H18M-13-13L13 13M-13 13L13-13" stroke="#fb923c" stroke-width="2"/></g>
</defs>
<rect width="400" height="480" fill="url(#sky)"/>
<path d="M200 40C300 40 350 220 350 300C350 390 285 445 200 445C115 445 50 390 50 300C50 220 100 40 200 40Z" fill="url(#shell)" stroke="#c2410c" stroke-width="6"/>
<use href="#slice" x="140" y="170"/><use href="#slice" x="260" y="170"/><use href="#slice" x="110" y="320"/><use href="#slice" x="290" y="320"/><use href="#slice" x="200" y="110"/>
<path d="M200 200C245 200 270 280 270 320C270 365 240 392 200 392C160 392 130 365 130 320C130 280 155 200 200 200Z" fill="#fff7ed" stroke="#ea580c" stroke-width="4"/>
<path d="M200 260C218 260 228 292 228 308C228 326 216 337 200 337C184 337 172 326 172 308C172 292 182 260 200 260Z" fill="#f97316"/>
</svg>
`;

export function registerEasterEggRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPremiumContent(app, ctx);
  const egg = async (_request: unknown, reply: FastifyReply) => {
    solve(ctx, 'easterEggLevelTwoChallenge');
    reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'no-cache');
    return NESTED_EGG_SVG;
  };
  // vuln: easterEggLevelTwoChallenge — "hidden" behind an address that is merely encoded (ROT13
  // and Base64, no key at all) in a file the public can get.
  if (isHardened(ctx, 'easterEggLevelTwoChallenge')) {
    app.get(NESTED_EASTER_EGG_PATH, { onRequest: async (request) => void requireRole(ctx, request, 'admin') }, egg);
  } else {
    app.get(NESTED_EASTER_EGG_PATH, egg);
  }
}

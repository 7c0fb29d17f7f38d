import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';

/**
 * Premium Paywall: the score board's description of the challenge carries the address of the
 * premium content, encrypted with AES-256-CBC (Base64). The key and IV are published as a file
 * of the /encryptionkeys folder.
 */
export const PREMIUM_KEY_FILE = 'premium.key';
export const PREMIUM_KEY_HEX = '703b034460ba0aad1239ec6ec1663348e218b83c8eb0fff0b40743c46aa0e683';
export const PREMIUM_IV_HEX = '347714f89a56b11a9946e563b0735977';
export const PREMIUM_PATH = '/premium/pressed-for-the-few-who-paid-a-small-fortune';

/** The premium content: a diamond-studded juice glass. A picture, no words. */
const PREMIUM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 480" width="400" height="480">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#581c87"/></linearGradient>
<linearGradient id="juice" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#f97316"/></linearGradient>
<g id="gem"><path d="M0-14L12-4 0 16-12-4Z" fill="#a5f3fc" stroke="#e0f2fe" stroke-width="2"/><path d="M-12-4H12M0-14-5-4 0 16 5-4Z" fill="none" stroke="#67e8f9" stroke-width="1.5"/></g>
</defs>
<rect width="400" height="480" fill="url(#bg)"/>
<path d="M120 110h160l-22 300h-116z" fill="#ffffff" fill-opacity=".2" stroke="#e9d5ff" stroke-width="5"/>
<path d="M128 170h144l-18 232h-108z" fill="url(#juice)"/>
<use href="#gem" x="160" y="230"/><use href="#gem" x="230" y="270"/><use href="#gem" x="180" y="330"/><use href="#gem" x="215" y="200"/>
<circle cx="268" cy="112" r="30" fill="#facc15" stroke="#eab308" stroke-width="5"/>
<use href="#gem" x="90" y="60"/><use href="#gem" x="320" y="70"/><use href="#gem" x="60" y="400"/><use href="#gem" x="345" y="420"/>
</svg>
`;

export function registerPremiumContent(app: FastifyInstance, ctx: AppContext): void {
  app.get(PREMIUM_PATH, async (_request, reply) => {
    solve(ctx, 'premiumPaywallChallenge');
    reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'no-cache');
    return PREMIUM_SVG;
  });
}

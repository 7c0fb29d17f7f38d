import type { Socket } from 'socket.io';
import type { AppContext } from '../../../context';
import { solve, solveIf } from '../solve';
import { isBonusPayload, isCrossSiteDecal, isLocalXssPayload, isTokenSalePath } from './payloads';
import { holdsIframeXss } from '../shopping/payloads';

/** Where the contract editor that should never have shipped opens (shell/src/app/routes.ts). */
const WEB3_SANDBOX_PATH = '/web3-sandbox';

const text = (payload: unknown): string | null => (typeof payload === 'string' && payload.length <= 2000 ? payload : null);

/**
 * What the pages of the shop report about themselves over the realtime channel, checked here:
 * the search text (docs/behaviour.md, "API conventions"), the tracked order id, the deluxe page's test decal, the privacy policy,
 * the token sale and the contract editor being opened.
 */
export function registerClientChallengeEvents(ctx: AppContext, socket: Socket): void {
  socket.on('verifyLocalXssChallenge', (payload: unknown) => {
    const query = text(payload);
    if (query === null) return;
    solveIf(ctx, 'localXssChallenge', () => isLocalXssPayload(query));
    solveIf(ctx, 'xssBonusChallenge', () => isBonusPayload(query));
  });

  // The track-result page reports its order id when the id became markup in its heading.
  socket.on('verifyReflectedXssChallenge', (payload: unknown) => {
    const id = text(payload);
    if (id !== null) solveIf(ctx, 'reflectedXssChallenge', () => holdsIframeXss(id));
  });

  socket.on('verifySvgInjectionChallenge', (payload: unknown) => {
    const decal = text(payload);
    if (decal !== null) solveIf(ctx, 'svgInjectionChallenge', () => isCrossSiteDecal(ctx.config, decal));
  });

  socket.on('verifyPrivacyPolicyChallenge', () => {
    solve(ctx, 'privacyPolicyChallenge');
  });

  socket.on('verifyTokenSaleChallenge', (payload: unknown) => {
    const path = text(payload);
    if (path !== null) solveIf(ctx, 'tokenSaleChallenge', () => isTokenSalePath(path));
  });

  socket.on('verifyWeb3SandboxChallenge', (payload: unknown) => {
    const path = text(payload);
    if (path !== null) solveIf(ctx, 'web3SandboxChallenge', () => path === WEB3_SANDBOX_PATH);
  });
}

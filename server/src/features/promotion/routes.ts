import type { FastifyInstance } from 'fastify';
import { links } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { isHardened } from '../../config/hardened';
import { serve } from '../../http/contract';
import { solveIf } from '../challenges/solve';
import { holdsIframeAlert } from '../identity-challenges/xss-payload';
import { readSubtitles } from './subtitles';
import { harmlessCueText } from './cue-markup';

/** The promo video's subtitles, for the video's caption track and the page's transcript (#/promotion). */
export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, links.promotionSubtitles, async (request, reply) => {
    // vuln: videoXssChallenge — the subtitles are answered as the file holds them, and the
    // transcript shows cue text as markup: whatever was written into the file reaches the page.
    const subtitles = isHardened(ctx, 'videoXssChallenge') ? harmlessCueText(readSubtitles(ctx, request.params.language)) : readSubtitles(ctx, request.params.language);
    solveIf(ctx, 'videoXssChallenge', () => holdsIframeAlert(subtitles));
    reply.type('text/vtt; charset=utf-8').header('Cache-Control', 'no-cache');
    return subtitles;
  });
}

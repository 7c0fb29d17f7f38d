import type { FastifyInstance } from 'fastify';
import { links } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { serve } from '../../http/contract';
import { solveIf } from '../challenges/solve';
import { holdsIframeAlert } from '../identity-challenges/xss-payload';
import { readSubtitles } from './subtitles';

/** The promo video's subtitles, for the video's caption track and the page's transcript (#/promotion). */
export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, links.promotionSubtitles, async (request, reply) => {
    const subtitles = readSubtitles(ctx, request.params.language);
    // Subtitles that carry the XSS payload reach the transcript, which shows cue text as markup.
    solveIf(ctx, 'videoXssChallenge', () => holdsIframeAlert(subtitles));
    reply.type('text/vtt; charset=utf-8').header('Cache-Control', 'no-cache');
    return subtitles;
  });
}

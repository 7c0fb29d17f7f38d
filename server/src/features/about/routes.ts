import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/html-page';
import { sceneArt, slideFile, SLIDESHOW_SCENES } from './scene-art';
import { termsOfUse } from '../../i18n/server-texts';

/** The about page's pictures and the terms of use it links to. */
export function registerAboutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const slides = new Map(SLIDESHOW_SCENES.map((scene, index) => [slideFile(index), sceneArt(scene, `Pulp ${index + 1}`)]));

  app.get<{ Params: { file: string } }>('/assets/public/images/carousel/:file', async (request, reply) => {
    const svg = slides.get(request.params.file);
    if (!svg) throw notFound('No such picture.');
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return svg;
  });

  app.get('/ftp/legal.md', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/markdown; charset=utf-8');
    return termsOfUse(requestLanguage(ctx, request));
  });
}

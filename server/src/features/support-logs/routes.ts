import type { FastifyInstance } from 'fastify';
import { links } from '@pulp/shared/contract';
import { requireRole } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { serve, type RouteHooks } from '../../http/contract';
import { solveIf } from '../challenges/solve';
import { listFtpFolder, readFtpFile } from '../ftp/folder';
import { folderListingPage } from '../ftp/listing';
import { logsFolder } from './logs';

/**
 * /support/logs: where the support team once read the server's logs in the browser. A folder of
 * the data directory; files are looked up by exact name, never as paths.
 */
export function registerSupportLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folder = () => logsFolder(ctx.settings.dataDir, ctx.config);

  // vuln: accessLogDisclosureChallenge — the log folder is published with no login at all: every
  // request of the day (addresses, paths, query strings) is open to anyone who guesses the path.
  const logAccess: RouteHooks = isHardened(ctx, 'accessLogDisclosureChallenge') ? { onRequest: async (request) => void requireRole(ctx, request, 'admin') } : {};
  app.get('/support/logs', logAccess, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return folderListingPage(ctx, request, { title: '/support/logs', hrefPrefix: '/support/logs/', entries: listFtpFolder(folder()) });
  });

  serve(app, links.supportLog, async (request, reply) => {
    const name = request.params.file;
    const content = readFtpFile(folder(), name);
    if (!content) throw notFound(`No file ${name} in /support/logs.`);
    solveIf(ctx, 'accessLogDisclosureChallenge', () => name.startsWith('access.log'));
    reply.type('text/plain; charset=utf-8');
    return content;
  }, logAccess);
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { links } from '@pulp/shared/contract';
import { currentUser, requireRole } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { requestLanguage, translator } from '../../http/html-page';
import { solveIf } from '../challenges/solve';
import { CONFIDENTIAL_DOCUMENT, DEVELOPER_BACKUP, EASTER_EGG, SALES_BACKUP, SIGNATURE_FILE } from './documents';
import { ftpFolder, listFtpFolder, readFtpFile } from './folder';
import { folderListingPage } from './listing';

/** Only documents may be downloaded from the file drop. */
const ALLOWED_EXTENSION = /\.(md|pdf)$/i;

/**
 * The file name as the old file server saw it: it decodes the name once more and stops at a
 * NUL character, like the C string functions it was built on.
 */
function legacyFileName(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // not encoded: taken as it is
  }
  const end = decoded.indexOf('\0');
  return end < 0 ? decoded : decoded.slice(0, end);
}

/**
 * /ftp: the shop's old file drop, a folder in the data directory (never a host folder).
 * Order confirmations (/ftp/order_…pdf) and the terms (/ftp/legal.md) have routes of their own.
 */
export function registerFtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const folder = () => ftpFolder(ctx.settings.dataDir, ctx.config);

  const listing = async (request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(ctx, requestLanguage(ctx, request));
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return folderListingPage(ctx, request, { title: t('FTP_LISTING_TITLE'), hrefPrefix: '/ftp/', entries: listFtpFolder(folder()) });
  };
  // vuln: directoryListingChallenge — the folder lists itself to anyone who asks.
  if (isHardened(ctx, 'directoryListingChallenge')) {
    app.get('/ftp', { onRequest: async (request) => void requireRole(ctx, request, 'admin') }, listing);
  } else {
    app.get('/ftp', listing);
  }

  serve(app, links.ftpFile, async (request, reply) => {
    const requested = request.params.file;
    // vuln: nullByteChallenge — the extension is checked on the name as sent, but the file is
    // looked up by the name cut at an (encoded) NUL character.
    if (isHardened(ctx, 'nullByteChallenge')) {
      if (!ALLOWED_EXTENSION.test(legacyFileName(requested))) throw forbidden('Only .md and .pdf files are allowed!');
    } else {
      if (!ALLOWED_EXTENSION.test(requested)) throw forbidden('Only .md and .pdf files are allowed!');
    }
    const name = legacyFileName(requested);
    // vuln: directoryListingChallenge — and what the listing shows, the drop hands to whoever
    // names it: the board's takeover plans too, to a visitor who never saw the listing.
    const content = isHardened(ctx, 'directoryListingChallenge')
      ? name !== CONFIDENTIAL_DOCUMENT || currentUser(ctx, request)?.role === 'admin' ? readFtpFile(folder(), name) : null
      : readFtpFile(folder(), name);
    if (!content) throw notFound(`No file ${name} in /ftp.`);
    // The board's own reader (an administrator) is entitled to the plans: anyone else solves it.
    solveIf(ctx, 'directoryListingChallenge', () => name === CONFIDENTIAL_DOCUMENT && currentUser(ctx, request)?.role !== 'admin');
    solveIf(ctx, 'nullByteChallenge', () => !ALLOWED_EXTENSION.test(name));
    solveIf(ctx, 'forgottenDevBackupChallenge', () => name === DEVELOPER_BACKUP);
    solveIf(ctx, 'forgottenBackupChallenge', () => name === SALES_BACKUP);
    solveIf(ctx, 'misplacedSignatureFileChallenge', () => name === SIGNATURE_FILE);
    solveIf(ctx, 'easterEggLevelOneChallenge', () => name === EASTER_EGG);
    if (name.endsWith('.md')) reply.type('text/markdown; charset=utf-8');
    else if (name.endsWith('.pdf')) reply.type('application/pdf');
    else reply.type('application/octet-stream').header('Content-Disposition', `attachment; filename="${name}"`);
    return content;
  });
}

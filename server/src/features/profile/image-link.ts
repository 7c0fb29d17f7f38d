import type { FastifyInstance } from 'fastify';
import { links } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, HttpError } from '../../http/errors';
import { serve } from '../../http/contract';
import { isValidHost } from '../../http/origins';
import { memoryImagePath } from '../../db/seed/customer-content';
import { sniffFileKind } from '../uploads/file-types';
import { storeUpload, uploadFolder } from '../uploads/storage';
import { setProfileImage } from '../users/repository';
import { solve } from '../challenges/solve';
import { InternalNetwork } from './internal-network';

const MAX_PICTURE = 1024 * 1024;
const SHOWN = 600;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

interface Fetched {
  status: number;
  type: string;
  body: Buffer;
  hidden: boolean;
}

/**
 * A profile picture linked by its address: the shop fetches it and keeps a copy. What it can
 * reach is the shop itself (answered in-process, no socket) and the decoy internal network on
 * loopback; every other address is unreachable, as from a shop without a way out.
 */
export function registerProfileImageLink(app: FastifyInstance, ctx: AppContext): void {
  const network = new InternalNetwork();
  const folder = uploadFolder(ctx.settings.dataDir, 'memories');
  app.addHook('onClose', async () => network.close());

  const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  /** The shop's own address: the host the request came to, or loopback on the shop's port. */
  const isOwnOrigin = (url: URL, host: string | undefined) => {
    const own = host && isValidHost(host) ? new URL(`${url.protocol}//${host}`) : null;
    if (own && own.hostname === url.hostname && portOf(own) === portOf(url)) return true;
    return LOOPBACK.has(url.hostname) && portOf(url) === String(ctx.settings.port);
  };

  async function fetchLinked(url: URL, host: string | undefined): Promise<Fetched> {
    if (isOwnOrigin(url, host)) {
      const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      return { status: response.statusCode, type: String(response.headers['content-type'] ?? ''), body: response.rawPayload, hidden: false };
    }
    if (network.serviceOf(url.hostname)) {
      try {
        return await network.get(url.hostname, `${url.pathname}${url.search}`);
      } catch {
        throw new HttpError(504, `${url.host} did not answer in time.`);
      }
    }
    throw badRequest(`The shop cannot reach ${url.host.slice(0, 200)}: link a picture that the shop itself serves.`);
  }

  serve(app, links.profileImageUrl, async (request) => {
    const user = requireUser(ctx, request);
    let url: URL;
    try {
      url = new URL(request.body.imageUrl.trim());
    } catch {
      throw badRequest('imageUrl must be an http(s) address.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('imageUrl must be an http(s) address.');
    let fetched: Fetched;
    // vuln: ssrfChallenge — the shop fetches whatever address the customer links, hosts of its
    // internal network included, and its error tells what answered. Confined: only the shop
    // itself (in-process) and the decoy network on 127.0.0.1 are reachable; nothing else is dialled.
    if (isHardened(ctx, 'ssrfChallenge')) {
      // A picture from the shop's own address only: no host of the internal network is ever asked.
      if (!isOwnOrigin(url, request.headers.host)) throw badRequest(`The shop cannot reach ${url.host.slice(0, 200)}: link a picture that the shop itself serves.`);
      fetched = await fetchLinked(url, request.headers.host);
    } else {
      fetched = await fetchLinked(url, request.headers.host);
    }
    if (fetched.hidden) solve(ctx, 'ssrfChallenge');
    const kind = fetched.status === 200 && fetched.body.length <= MAX_PICTURE ? sniffFileKind(fetched.body) : null;
    if (kind !== 'png' && kind !== 'jpg') {
      const text = fetched.body.subarray(0, SHOWN).toString('utf8');
      throw new HttpError(422, `${url.host} did not answer with a PNG or JPEG picture. It answered ${fetched.status} ${fetched.type.split(';')[0]}: ${text}${fetched.body.length > SHOWN ? '…' : ''}`);
    }
    const imagePath = memoryImagePath(storeUpload(folder, fetched.body, kind, `${user.id}-`));
    setProfileImage(ctx.db, user.id, imagePath);
    return { status: 'success', data: { profileImage: imagePath } };
  });
}

import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A text body the server sends unchanged many times (the shell document of a language, a
 * language file): compressed once on first use and cached, with a validator so that a browser
 * that has it revalidates with a 304 instead of downloading it again.
 */
export interface EncodedBody {
  readonly etag: string;
  readonly text: string;
  /** The body in one encoding (computed on first use, then kept). */
  bytes(encoding: Encoding): Buffer;
}

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_MODE_TEXT, BROTLI_PARAM_MODE } = zlib.constants;

export function encodedBody(text: string): EncodedBody {
  const identity = Buffer.from(text, 'utf8');
  // Weak: the br, gzip and plain bodies are the same document, so one validator serves all three.
  const etag = `W/"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const cache = new Map<Encoding, Buffer>([['identity', identity]]);
  const upgrades = new Set<Encoding>();
  const options = (encoding: Exclude<Encoding, 'identity'>, best: boolean) =>
    encoding === 'br'
      ? { params: { [BROTLI_PARAM_QUALITY]: best ? 11 : 5, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: identity.length } }
      : { level: best ? 9 : 6 };
  const compressNow = (encoding: Exclude<Encoding, 'identity'>): Buffer =>
    encoding === 'br' ? zlib.brotliCompressSync(identity, options('br', false)) : zlib.gzipSync(identity, options('gzip', false));
  // The smallest settings run on libuv's thread pool, so they never hold up other requests.
  const compressBest = (encoding: Exclude<Encoding, 'identity'>, done: (result: Buffer) => void): void => {
    const callback = (error: Error | null, result: Buffer) => {
      if (!error) done(result);
    };
    if (encoding === 'br') zlib.brotliCompress(identity, options('br', true), callback);
    else zlib.gzip(identity, options('gzip', true), callback);
  };
  return {
    etag,
    text,
    bytes(encoding) {
      const cached = cache.get(encoding);
      if (cached) return cached;
      // The first answer must not wait for the slowest settings: a quick compression now, the
      // smallest one right after (same validator, so caches stay valid).
      const quick = compressNow(encoding as Exclude<Encoding, 'identity'>);
      cache.set(encoding, quick);
      if (!upgrades.has(encoding)) {
        upgrades.add(encoding);
        compressBest(encoding as Exclude<Encoding, 'identity'>, (best) => {
          if (best.length < quick.length) cache.set(encoding, best);
        });
      }
      return quick;
    },
  };
}

/** The encoding to answer with from Accept-Encoding: brotli, else gzip, else none (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get('*');
  const weight = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether the request's If-None-Match names this validator (weak comparison, as for GET). */
export function matchesValidator(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a cached body: 304 when the browser's copy is current, else the body in the best
 * encoding it accepts. `vary` names the request headers (besides Accept-Encoding) the body
 * was chosen by.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody, contentType: string, vary: string[] = []): FastifyReply {
  reply.header('ETag', body.etag).header('Vary', ['Accept-Encoding', ...vary].join(', '));
  if (matchesValidator(request, body.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type(contentType).send(body.bytes(encoding));
}

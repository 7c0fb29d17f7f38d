import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Bodies smaller than this go out as they are: below about a packet, compressing saves no round trip. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli or gzip, as the client accepts, for every compressible response above the threshold
 * (API JSON, server pages). Responses that already carry a Content-Encoding (the precompressed
 * build files, the shell document and the language files, compressed once and cached) pass
 * through untouched. Brotli's quality 4 compresses JSON nearly as well as 11 at a fraction of
 * the CPU, which matters for answers made per request. Request bodies are not decompressed: no
 * client of the shop sends them encoded.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

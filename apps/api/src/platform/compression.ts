import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers made on the fly (API JSON, the entry page) above 1 KB, Brotli or gzip by the
 * request's Accept-Encoding. Built files come pre-compressed from the static plugin and already
 * carry Content-Encoding, which this skips; so does any type that is not compressible (images,
 * archives), and WebSocket upgrades never reach it.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps on-the-fly Brotli about as cheap as gzip; the build's files use 11.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

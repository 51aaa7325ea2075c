import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers a client accepts compressed are sent compressed: brotli, else gzip (deflate and zstd are
 * left out: deflate is ambiguous in old clients, zstd needs Node 22). API JSON and problem details
 * from 1 KiB (smaller ones gain nothing), streamed text downloads chunk by chunk, each with
 * `Vary: Accept-Encoding`. The built web app's files come precompressed from dist (server/http/spa.ts)
 * and go as stored. Request bodies are never decompressed: a small compressed upload could
 * inflate far past BODY_LIMIT_BYTES.
 */
export const compressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  globalDecompression: false,
};

/** Registered before every route: @fastify/compress hooks itself onto each route as it is added. */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, compressionOptions);
});

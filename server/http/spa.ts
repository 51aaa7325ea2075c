import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errorHandler.js';

/** Paths that belong to the API: an unknown one is a 404 problem, never the SPA page. */
const API_PREFIXES = ['/v1/', '/Token/', '/ml/', '/health', '/docs', '/openapi.json', '/config.json', '/i18n/'];

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated,
 * and index.html for any other GET so client-side routes survive a reload. Each text file is sent
 * as the .br or .gz the build stored beside it when the client accepts one (scripts/precompress.mjs).
 * Source maps are never served: the build emits none, and one left in dist stays private.
 */
export async function spaPlugin(app: FastifyInstance, { distDir }: { distDir: string }) {
  const hasSpa = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The ETag revalidates index.html; a date beside it and byte ranges of a script add only weight.
      lastModified: false,
      acceptRanges: false,
      // No route for a source map (it answers 404), nor for the compressed copies themselves.
      globIgnore: ['**/*.map', '**/*.gz', '**/*.br'],
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix));
    // A missing file (an old hashed asset after an upgrade) must stay a 404, not turn into HTML.
    const isFile = /\.[a-z0-9]+$/i.test(url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (wantsPage && hasSpa) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, {
      status: 404,
      title: 'Not Found',
      detail: wantsPage
        ? 'The web app is not built yet: run `npm run build` (npm start does it for you).'
        : `There is no ${request.method} ${url}.`,
    });
  });
}

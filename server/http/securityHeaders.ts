import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers for every answer. Self-hosted on plain HTTP in a LAN is normal here, so nothing
 * asks the browser for HTTPS the server may not have: no upgrade-insecure-requests, and HSTS only on
 * a request that came over HTTPS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // blob: for the pictures the editor and the animator make in the browser (thumbnails, the cover).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        // The reply drafts call the AI endpoint the seller sets in the browser: any HTTPS service, or
        // one on this machine (a local model, the sandbox's stand-in), and nothing else.
        'connect-src': ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
});

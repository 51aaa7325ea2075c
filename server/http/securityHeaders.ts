import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers a browser reads only on a document (its policy, its framing, its referrer, its window's
 * isolation). Scripts, styles, catalogues and the API's JSON are never documents, and the first screen
 * fetches fifty of them: without these they weigh about 600 bytes less each (issue 29's first-screen
 * budget). They keep nosniff and Cross-Origin-Resource-Policy, which do apply to them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** What a browser may open as a page, and so keeps every header: HTML, and SVG, which can hold scripts. */
const DOCUMENT_TYPE = /^(text\/html|image\/svg\+xml)/;
/**
 * The API's answers get the strictest policy instead (OWASP's advice for REST answers): a JSON answer
 * opened on its own loads nothing and shows in no frame. 50 bytes instead of the page's 370.
 */
const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_PATH = /^\/(v1|Token|ml|health)(\/|$|\?)/;

/**
 * Helmet's headers for every answer. Self-hosted on plain HTTP in a LAN is normal here, so nothing
 * asks the browser for HTTPS the server may not have: no upgrade-insecure-requests, and HSTS only on
 * a request that came over HTTPS.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { connectTo }: { connectTo: string[] }) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // blob: for the pictures the editor and the animator make in the browser (thumbnails, the cover).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        // The page calls this origin, the AI service of AI_CHAT_URL (the reply drafts) and the service
        // families set to other addresses: a script injected somehow cannot send anything elsewhere.
        'connect-src': ["'self'", ...connectTo],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');
    if (type === '' || DOCUMENT_TYPE.test(type)) return;
    // Helmet writes on the raw response.
    for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
    if (API_PATH.test(request.url)) reply.header('Content-Security-Policy', API_ANSWER_POLICY);
  });
});

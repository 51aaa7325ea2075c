import type { FastifyInstance } from 'fastify';
import { productPicture } from '../world/productPictures.js';

/**
 * Ozon's picture CDN (cdn1.ozone.ru/s3/…) as the sandbox's cards name it: not an Ozon method, so no
 * Client-Id/Api-Key, like the CDN itself. Pictures are drawn once per name and kept.
 */
export const CDN_PREFIX = '/s3/';
export const isCdnUrl = (url: string) => url.startsWith(CDN_PREFIX);

const KEPT = 64;
const drawn = new Map<string, Buffer>();

export default function cdnRoutes(app: FastifyInstance): void {
  app.get('/s3/:bucket/:file', async (request, reply) => {
    const { file } = request.params as { bucket: string; file: string };
    if (!/^[\w-]+\.jpe?g$/i.test(file)) return reply.code(404).type('text/plain').send('Not Found');
    let picture = drawn.get(file);
    if (!picture) {
      picture = productPicture(file);
      drawn.set(file, picture);
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
    }
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(picture);
  });
}

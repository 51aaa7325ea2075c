import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import type { OzonPictureReader } from './ozonPictureReader.js';

const primaryPictureQuery = z.object({
  productPackageID: z.coerce.number().int().positive().describe('The ProductPackageID of the card'),
});

/**
 * The primary picture of an Ozon card, read through the server: the picture editor opens it on a canvas,
 * which Ozon's CDN does not allow a page of another origin to do.
 */
export const pictureRoutes: FastifyPluginAsyncZod<{ db: Db; readPicture: OzonPictureReader }> = async (
  app,
  { db, readPicture },
) => {
  app.get('/PrimaryPicture', {
    schema: {
      operationId: 'getOzonProductPrimaryPicture',
      tags: ['OzonProduct'],
      summary: "The card's primary picture from Ozon's CDN, as Ozon serves it",
      querystring: primaryPictureQuery,
      produces: ['image/jpeg', 'image/png', 'image/webp'],
    },
    handler: async (request, reply) => {
      const id = request.query.productPackageID;
      const card = await db
        .selectFrom('ozon_products')
        .select('primary_image')
        .where('product_package_id', '=', id)
        .executeTakeFirst();
      if (!card) throw new NotFoundError(`Ozon product ${id} is not imported.`, { kind: 'OzonProduct', id });
      const address = card.primary_image;
      if (!address) throw new NotFoundError(`Ozon product ${id} has no pictures on Ozon.`, { kind: 'OzonProduct', id });
      const picture = await readPicture(address);
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(picture.bytes);
    },
  });
};

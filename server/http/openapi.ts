import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ML_PREFIX } from './clientConfig.js';

/** The routes behind the bearer token: the /v1 family and the machine-learning one (app.ts), its root too. */
const needsBearer = (url: string) => url.startsWith('/v1/') || url === ML_PREFIX || url.startsWith(`${ML_PREFIX}/`);

/** The OpenAPI document is generated from the route schemas: GET /openapi.json, browsable at /docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Seller back-office API',
        description:
          'The API of the self-hosted back-office for Ozon sellers. Every /v1 call needs a bearer access token from /Token/Login.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Schemas registered with an id (the recursive ones) become components the document references.
    transformObject: jsonSchemaTransformObject,
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (needsBearer(input.url)) {
        return { ...transformed, schema: { ...transformed.schema, security: [{ bearer: [] }] } };
      }
      return transformed;
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Its own policy asks for HTTPS, which breaks /docs served over plain HTTP on a LAN address.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

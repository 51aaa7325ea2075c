import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Each answer checked against its route's response schema and stripped to it (nothing the schema does
 * not name leaves the server), then written as JSON. With zod's parse, where fastify-type-provider-zod
 * encodes: the response schemas hold no codec and no transform (encode refuses a transform anyway), so
 * both give the same value, and parse runs zod's compiled object checks at twice encode's speed (4
 * against 8 ms for the stock shortage's 3 500 rows, the largest answer).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

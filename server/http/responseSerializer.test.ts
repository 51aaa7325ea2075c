import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './responseSerializer.js';

const schema = z.array(z.object({ Name: z.string(), Price: z.number() }));
const serialize = serializerCompiler({ schema, method: 'POST', url: '/v1/Thing/FindThings' });

describe('the answers written by the response schemas', () => {
  it('leave out what the schema does not name, such as a key a repository read along', () => {
    const rows = [{ Name: 'Кружка', Price: 349.5, api_key: 'secret-key' }];
    expect(JSON.parse(serialize(rows) as string)).toEqual([{ Name: 'Кружка', Price: 349.5 }]);
  });

  it('refuse an answer that breaks the schema, naming the route', () => {
    let error: unknown;
    try {
      serialize([{ Name: 'Кружка', Price: '349.50' }]);
    } catch (thrown) {
      error = thrown;
    }
    expect(isResponseSerializationError(error)).toBe(true);
    expect(error).toMatchObject({ method: 'POST', url: '/v1/Thing/FindThings', statusCode: 500 });
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './problems.js';
import { findTextFaults } from './textFaults.js';

/**
 * Refuses, for every route and before its schema runs, a text PostgreSQL cannot store: a NUL byte or
 * a lone surrogate anywhere in the path parameters, the query or the JSON body. A 400 names each field.
 */
export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const errors = {
      ...findTextFaults(request.params, 'params'),
      ...findTextFaults(request.query, 'query'),
      ...findTextFaults(request.body, 'body'),
    };
    const fields = Object.keys(errors);
    if (fields.length > 0) {
      throw new HttpProblem(400, 'Validation failed', `Invalid ${fields.join(', ')}`, errors);
    }
  });
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRef } from './contract/specs.js';
import type { ServiceDates } from './serviceDates.js';
import type { World } from './world/world.js';

export interface EndpointSpec {
  method: 'GET' | 'POST';
  path: string;
  /** Which published contract the endpoint follows: validated in contract tests. */
  contract: ContractRef;
  /** When Ozon switched the version off: from then on every call gets Ozon's retired answer. */
  inService?: ServiceDates;
}

export interface EndpointContext<Body> {
  body: Body;
  query: Record<string, string | undefined>;
  world: World;
  request: FastifyRequest;
  reply: FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every Ozon method the sandbox serves, with its contract. */
    sandboxEndpoints: EndpointSpec[];
  }
  interface FastifyRequest {
    world: World;
    endpoint?: EndpointSpec;
  }
  interface FastifyContextConfig {
    endpoint?: EndpointSpec;
  }
}

/**
 * Registers one Ozon method. The handler gets the cabinet's world (the auth hook found it) and the
 * JSON body (an empty object when none was sent, as Ozon treats it); what it returns is the answer.
 */
export function endpoint<Body = Record<string, unknown>>(
  app: FastifyInstance,
  spec: EndpointSpec,
  handler: (context: EndpointContext<Body>) => unknown,
): void {
  app.sandboxEndpoints.push(spec);
  app.route({
    method: spec.method,
    url: spec.path,
    config: { endpoint: spec },
    handler: async (request, reply) =>
      handler({
        body: (request.body ?? {}) as Body,
        query: request.query as Record<string, string | undefined>,
        world: request.world,
        request,
        reply,
      }),
  });
}

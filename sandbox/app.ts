import Fastify, { type FastifyInstance } from 'fastify';
import {
  faultsChange,
  isOzonApiKey,
  isOzonClientId,
  type Cabinet,
  type Faults,
  type SandboxOptions,
} from './config.js';
import { contractOf } from './contract/specs.js';
import type { EndpointSpec } from './endpoint.js';
import { GRPC, OzonError, ozonError } from './errors.js';
import { Random } from './random.js';
import { chatError, isChatUrl } from './routes/chat.routes.js';
import { isCdnUrl } from './routes/cdn.routes.js';
import { isTelegramUrl, telegramError } from './routes/telegram.routes.js';
import { sandboxRoutes } from './routes/index.js';
import { RETIRED_ANSWER, serviceStateAt } from './serviceDates.js';
import { World } from './world/world.js';

export interface ContractViolation {
  endpoint: string;
  direction: 'request' | 'response';
  status?: number;
  problems: string[];
}

export interface SandboxApp extends FastifyInstance {
  worldOf(clientId: string): World;
  /** Filled when built with `checkContracts`: what broke a contract, and which methods were called. */
  contractViolations: ContractViolation[];
  exercisedEndpoints: Set<string>;
}

export interface BuildSandboxOptions extends SandboxOptions {
  /** Validate every request and answer against the published contracts (tests). */
  checkContracts?: boolean;
  logger?: boolean;
}

/** The harness's knob for the faults in force (not an Ozon method). */
const FAULTS_URL = '/sandbox/faults';

/** Per Client-Id, a token bucket refilled every second: Ozon's 50 requests a second. */
function rateLimiter(perSecond: number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (clientId: string): boolean => {
    const now = Date.now();
    const bucket = buckets.get(clientId) ?? { tokens: perSecond, at: now };
    bucket.tokens = Math.min(perSecond, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    buckets.set(clientId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

/** The Ozon Seller API stand-in: cabinets, their data, limits and injected faults. */
export async function buildSandbox(options: BuildSandboxOptions): Promise<SandboxApp> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 10 * 1024 * 1024 }) as unknown as SandboxApp;
  const cabinets = new Map<string, Cabinet>(options.cabinets.map((cabinet) => [cabinet.clientId, cabinet]));
  const worlds = new Map<string, World>();
  const allow = rateLimiter(options.rateLimitPerSecond);
  const faults = new Random(options.seed, 'faults');
  // The faults in force: the harness may change them while the sandbox runs (POST /sandbox/faults).
  const liveFaults: Faults = { ...options.faults };

  app.decorate('sandboxEndpoints', [] as EndpointSpec[]);
  app.decorate('contractViolations', [] as ContractViolation[]);
  app.decorate('exercisedEndpoints', new Set<string>());
  app.decorate('worldOf', (clientId: string) => {
    const cabinet = cabinets.get(clientId);
    if (!cabinet) throw new Error(`No sandbox cabinet ${clientId}.`);
    let world = worlds.get(clientId);
    if (!world) {
      world = new World(cabinet, options);
      worlds.set(clientId, world);
    }
    return world;
  });
  app.decorateRequest('world', null as unknown as World);

  // Ozon answers a bodyless POST as if it were {}; an empty JSON body must not be a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new OzonError(GRPC.INVALID_ARGUMENT, 'request body is not valid JSON'), undefined);
    }
  });

  app.get('/health', async () => ({ status: 'ok' }));

  // The harness's knob, not an Ozon method (called with a cabinet's key, as any call): the faults from
  // now on, so an end-to-end test can watch a run at Ozon's pace and then let the rest of it run fast.
  app.post(FAULTS_URL, async (request) => {
    const change = faultsChange.safeParse(request.body ?? {});
    if (!change.success) {
      const [issue] = change.error.issues;
      throw new OzonError(GRPC.INVALID_ARGUMENT, `${issue!.path.join('.') || 'body'}: ${issue!.message}`);
    }
    Object.assign(liveFaults, change.data);
    return liveFaults;
  });

  app.addHook('onRequest', async (request, reply) => {
    // The chat-completions stand-in is not an Ozon method: it checks its own Bearer key.
    // Nor are Telegram's Bot API stand-in and its harness: the bot's token is their key.
    if (request.url === '/health' || isChatUrl(request.url) || isCdnUrl(request.url) || isTelegramUrl(request.url))
      return;
    const clientId = String(request.headers['client-id'] ?? '');
    const apiKey = String(request.headers['api-key'] ?? '');
    const cabinet = cabinets.get(clientId);
    if (!clientId || !apiKey)
      return ozonError(reply, GRPC.PERMISSION_DENIED, 'Client-Id and Api-Key headers are required');
    if (!isOzonClientId(clientId)) {
      return ozonError(reply, GRPC.INVALID_ARGUMENT, 'Client-Id header value should be positive integer');
    }
    // A key not shaped like Ozon's (a UUID) is refused as any wrong key is: Ozon does not say why.
    if (!cabinet || !isOzonApiKey(apiKey) || cabinet.apiKey !== apiKey) {
      return ozonError(reply, GRPC.PERMISSION_DENIED, 'Invalid Api-Key, please check the key and try again');
    }
    if (!allow(clientId)) {
      reply.header('Retry-After', '1');
      return ozonError(reply, GRPC.RESOURCE_EXHAUSTED, 'You have reached request rate limit per second');
    }
    // The harness's knob answers at once: it must be able to take away the faults it gave.
    if (request.url === FAULTS_URL) return;
    const { errorRate, latencyMs, dropRate } = liveFaults;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (dropRate > 0 && faults.chance(dropRate)) {
      request.raw.socket.destroy();
      return reply;
    }
    if (errorRate > 0 && faults.chance(errorRate)) {
      return faults.chance(0.5)
        ? ozonError(reply, GRPC.INTERNAL, 'Internal error')
        : ozonError(reply, GRPC.UNAVAILABLE, 'Service is temporarily unavailable');
    }
    request.world = app.worldOf(clientId);
    if (serviceStateAt(request.routeOptions.config.endpoint?.inService, options.now) === 'retired') {
      return ozonError(reply, RETIRED_ANSWER.code, RETIRED_ANSWER.message);
    }
  });

  if (options.checkContracts) {
    app.addHook('preHandler', async (request) => {
      const spec = request.routeOptions.config.endpoint;
      if (!spec) return;
      const name = `${spec.method} ${spec.path}`;
      app.exercisedEndpoints.add(name);
      if (spec.method === 'POST') {
        const problems = contractOf(spec.contract, spec.method, spec.path).validateRequest(request.body ?? {});
        if (problems.length) app.contractViolations.push({ endpoint: name, direction: 'request', problems });
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const spec = request.routeOptions.config.endpoint;
      if (!spec || typeof payload !== 'string') return payload;
      const problems = contractOf(spec.contract, spec.method, spec.path).validateResponse(
        reply.statusCode,
        JSON.parse(payload),
      );
      if (problems.length) {
        app.contractViolations.push({
          endpoint: `${spec.method} ${spec.path}`,
          direction: 'response',
          status: reply.statusCode,
          problems,
        });
      }
      return payload;
    });
  }

  app.setErrorHandler((error, request, reply) => {
    if (isChatUrl(request.url)) {
      const status = error instanceof OzonError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) app.log.error(error);
      return status < 500
        ? chatError(reply, status, (error as Error).message)
        : chatError(reply, status, 'Internal error', 'server_error');
    }
    if (isTelegramUrl(request.url)) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      return telegramError(
        reply,
        status < 500 ? 400 : 500,
        status < 500 ? `Bad Request: ${(error as Error).message}` : 'Internal Server Error',
      );
    }
    if (error instanceof OzonError) return ozonError(reply, error.code, error.message, error.status);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return ozonError(reply, GRPC.INVALID_ARGUMENT, (error as Error).message, status);
    app.log.error(error);
    return ozonError(reply, GRPC.INTERNAL, 'Internal error');
  });
  app.setNotFoundHandler((request, reply) =>
    ozonError(reply, GRPC.NOT_FOUND, `method is not allowed: ${request.method} ${request.url.split('?')[0]}`, 404),
  );

  await app.register(sandboxRoutes);
  return app;
}

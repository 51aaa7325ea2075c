import { z } from 'zod';

/** One Ozon seller account: Client-Id and Api-Key. */
export interface Cabinet {
  clientId: string;
  apiKey: string;
  /**
   * Whether the seller has the Review management (or Premium Pro) subscription the review methods
   * need; absent means subscribed. `SANDBOX_CABINETS` entry `clientId:apiKey:basic` is a cabinet without.
   */
  reviewsSubscription?: boolean;
}

/** A `SANDBOX_CABINETS` entry's third part: the cabinet has no reviews subscription. */
export const BASIC_PLAN = 'basic';

/** Ozon's Client-Id is a positive integer; it is sent as text in the `Client-Id` header. */
export const isOzonClientId = (value: string) => /^[1-9]\d{0,18}$/.test(value);

/** Ozon's Api-Key is a UUID (36 characters, hexadecimal in 8-4-4-4-12 groups). */
export const isOzonApiKey = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The demo's cabinet: shaped as Ozon's are, so any Ozon client accepts it. */
export const DEFAULT_CABINET: Cabinet = { clientId: '100000', apiKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' };

export interface Faults {
  /** Share of requests answered 500 or 503 (0..1). */
  errorRate: number;
  /** Added to every answer, in milliseconds. */
  latencyMs: number;
  /** Share of requests whose connection is dropped without an answer (0..1). */
  dropRate: number;
}

export interface SandboxOptions {
  cabinets: Cabinet[];
  seed: number;
  /** 1 is a mid-size seller: about 300 packages and 150k postings a year. */
  scale: number;
  /** The sandbox's "now": data runs up to it, so a fixed value gives stable tests. */
  now: Date;
  /** Requests a second per Client-Id before 429 (Ozon: 50). */
  rateLimitPerSecond: number;
  faults: Faults;
}

const rate = z.coerce.number().min(0).max(1);
const latencyMs = z.coerce.number().int().min(0).max(60_000);

/** The faults the harness may change while the sandbox runs (POST /sandbox/faults): any of them. */
export const faultsChange = z.strictObject({ errorRate: rate, latencyMs, dropRate: rate }).partial();

const sandboxEnv = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(8090),
  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_CABINETS: z
    .string()
    .default(`${DEFAULT_CABINET.clientId}:${DEFAULT_CABINET.apiKey}`)
    .transform((value, context) =>
      value.split(',').map((entry): Cabinet => {
        const [clientId = '', apiKey = '', plan, ...rest] = entry.trim().split(':');
        if (
          !isOzonClientId(clientId) ||
          !isOzonApiKey(apiKey) ||
          (plan !== undefined && plan !== BASIC_PLAN) ||
          rest.length
        ) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not clientId:apiKey or clientId:apiKey:basic (Client-Id digits, Api-Key a UUID, as Ozon's)`,
          });
          return { clientId: '', apiKey: '', reviewsSubscription: true };
        }
        return { clientId, apiKey, reviewsSubscription: plan !== BASIC_PLAN };
      }),
    ),
  SANDBOX_SEED: z.coerce.number().int().default(20261),
  SANDBOX_SCALE: z.coerce.number().positive().max(100).default(1),
  SANDBOX_NOW: z.iso.datetime({ offset: true }).optional(),
  SANDBOX_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  SANDBOX_FAULT_RATE: rate.default(0),
  SANDBOX_LATENCY_MS: latencyMs.default(0),
  SANDBOX_DROP_RATE: rate.default(0),
});

export class SandboxConfigError extends Error {}

/** The sandbox's settings from the environment; "now" defaults to the start of today (UTC). */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions & {
  port: number;
  host: string;
} {
  const parsed = sandboxEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SandboxConfigError(`Bad sandbox setting: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return {
    port: values.SANDBOX_PORT,
    host: values.SANDBOX_HOST,
    cabinets: values.SANDBOX_CABINETS,
    seed: values.SANDBOX_SEED,
    scale: values.SANDBOX_SCALE,
    now: values.SANDBOX_NOW ? new Date(values.SANDBOX_NOW) : today,
    rateLimitPerSecond: values.SANDBOX_RATE_LIMIT,
    faults: {
      errorRate: values.SANDBOX_FAULT_RATE,
      latencyMs: values.SANDBOX_LATENCY_MS,
      dropRate: values.SANDBOX_DROP_RATE,
    },
  };
}

import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SELLER_TIME_ZONE, isTimeZone } from '../contracts/sellerCalendar.js';
import { DEFAULT_HISTORY_MONTHS, historyDepths } from '../contracts/history.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

/** An address or a CIDR range of a proxy: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
const isProxyAddress = (item: string) => {
  const [address, bits, ...rest] = item.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Whom to believe about a client's address when a reverse proxy stands in front (Fastify's trustProxy,
 * read from X-Forwarded-For): the proxies' addresses and CIDR ranges separated by commas, or `true` (every
 * hop: only when nothing but the proxy can reach the port). Unset: nobody; the peer of the socket is the
 * client.
 */
const trustProxy = optionalText
  .refine(
    (value) =>
      value === undefined ||
      /^(true|false)$/.test(value) ||
      value.split(',').every((item) => isProxyAddress(item.trim())),
    "must be the proxies' addresses or CIDR ranges separated by commas, true or false",
  )
  .transform((value): boolean | string[] =>
    value === undefined || value === 'false' ? false : value === 'true' || value.split(',').map((item) => item.trim()),
  );

/** Every setting the server reads, validated once at start. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** PostgreSQL: connections for the seller's calls; the sync jobs have a pool of their own (database.ts). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    SELLER_ADMIN_LOGIN: optionalText,
    SELLER_ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SECRET_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    OZON_CLIENT_ID: optionalText,
    OZON_API_KEY: optionalText,
    OZON_API_URL: optionalUrl,
    /** Where the pictures of Ozon's cards are read from, when not from Ozon's CDN itself (a mirror; the sandbox). */
    OZON_CDN_URL: optionalUrl,
    /** Where backups are written (default DATA_DIR/backups) and how many the daily backup keeps. */
    BACKUP_DIR: optionalText,
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(365).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    /**
     * The keyword statistics source of the search-term update (docs/search-terms.md): 'sandbox' or the
     * path of a module making one. Unset: the sandbox's in demo mode, none with a real cabinet.
     */
    SEARCH_TERMS_SOURCE: optionalText,
    /** Months of the cabinet's history a first start loads (demo, or a cabinet set by OZON_*); 0: none. */
    HISTORY_MONTHS: z.coerce
      .number()
      .int()
      .refine(
        (months) => months === 0 || (historyDepths as readonly number[]).includes(months),
        'must be 0, 3, 6, 12 or 24',
      )
      .default(DEFAULT_HISTORY_MONTHS),
    /**
     * Whether this process starts the scheduled syncs. `off` keeps the schedules as the seller set them
     * and runs only what is started by hand: a test's app, or a second server beside the one that syncs.
     */
    SYNC_SCHEDULES: z.enum(['on', 'off']).default('on'),
    /**
     * Whether this process sends the notifications' Telegram and e-mail as they fall due (any number of
     * processes may: each message is claimed by one). `off`: tests that send with a clock of their own.
     */
    NOTIFICATIONS_SEND: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CORS_ORIGINS: optionalText,
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    READER_URL: optionalText,
    COMMAND_URL: optionalText,
    SHIPMENT_URL: optionalText,
    SECURITY_TOKEN_URL: optionalText,
    SEARCH_TERM_URL: optionalText,
    ML_URL: optionalText,
    /** The AI service the browser drafts replies with (OpenAI-compatible …/v1); Together's by default. */
    AI_CHAT_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The app's address as its users reach it: the links in Telegram and e-mail messages (default: HOST:PORT). */
    APP_URL: optionalUrl,
    /** Telegram's Bot API and its t.me links, when not Telegram's own (a proxy; the demo uses the sandbox). */
    TELEGRAM_API_URL: optionalUrl,
    TELEGRAM_LINK_URL: optionalUrl,
    /** The zone the seller's days are counted in (per-day figures, import periods); storage stays UTC. */
    SELLER_TIME_ZONE: z
      .string()
      .trim()
      .default(DEFAULT_SELLER_TIME_ZONE)
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Moscow'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SELLER_ADMIN_LOGIN) !== Boolean(env.SELLER_ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_ADMIN_PASSWORD'],
        message: 'SELLER_ADMIN_LOGIN and SELLER_ADMIN_PASSWORD must be set together',
      });
    }
    if (Boolean(env.OZON_CLIENT_ID) !== Boolean(env.OZON_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OZON_API_KEY'],
        message: 'OZON_CLIENT_ID and OZON_API_KEY must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  dataDir: string;
  corsOrigins: string[];
  /** APP_URL, or the address the server listens on. */
  appUrl: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    appUrl: env.APP_URL ?? `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`,
  };
}

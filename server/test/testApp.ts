import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { LoginLimits } from '../auth/loginLimiter.js';
import { userAccounts } from '../auth/userAccounts.js';
import { findUserByLogin } from '../auth/userRepository.js';
import { loadConfig } from '../config.js';
import { loggerOptions } from '../logger.js';
import type { Database } from '../db/database.js';
import type { OzonConnection } from '../ozon/connection.js';
import type { JobEngineOptions } from '../jobs/jobEngine.js';
import type { RetryPolicy } from '../ozon/retry.js';
import type { KeywordSource } from '../search-terms/updater/keywordSource.js';
import { openTestDatabase } from './testDatabase.js';

export const SELLER = { Login: 'seller', Password: 'correct horse battery staple' };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Logs the test seller in and returns an access token. */
  token(): Promise<string>;
  /** Injects a request with the seller's bearer token. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The status a /v1 read answers to this access token: 200 while it is good, 401 once it stops. */
  statusWithToken(accessToken: string): Promise<number>;
  close(): Promise<void>;
}

/** The whole server on a fresh database of its own, with one user, driven through inject. */
export interface TestAppOptions {
  loginLimits?: LoginLimits;
  env?: Record<string, string>;
  /** A pino destination to read the server's log lines from; silent otherwise. */
  logStream?: { write(line: string): void };
  /** A built SPA to serve; none by default. */
  distDir?: string;
  /** The Ozon cabinet; none by default. */
  ozon?: OzonConnection;
  /** The sync engine's timings (short polls by default, so tests do not wait). */
  jobs?: JobEngineOptions;
  ozonRetry?: Partial<RetryPolicy>;
  /** An existing database (e.g. one a killed server left behind); a fresh one by default. */
  database?: Database;
  searchTermExportLimit?: number;
  /** The search-term update's keyword source; the sandbox's in demo mode, none otherwise. */
  keywordSource?: KeywordSource;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-test-'));
  const database = options.database ?? (await openTestDatabase());
  // No wall-clock schedules unless a test asks: a family due at the minute a test runs would start a job of its own.
  // Nor notifications sent on the wall clock: the tests that send them give their own.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SYNC_SCHEDULES: 'off',
    NOTIFICATIONS_SEND: 'off',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { ...loggerOptions('info'), stream: options.logStream } : false,
    distDir: options.distDir ?? path.join(dataDir, 'no-spa'),
    ozon: options.ozon,
    jobs: { pollMs: 50, heartbeatMs: 100, ...options.jobs },
    ozonRetry: options.ozonRetry,
    searchTermExportLimit: options.searchTermExportLimit,
    keywordSource: options.keywordSource,
    loginLimits: options.loginLimits ?? {
      perAddress: { points: 1000, windowSeconds: 60 },
      perLoginAndAddress: { freeFailures: 1000, firstDelaySeconds: 1, maxDelaySeconds: 1, windowSeconds: 60 },
    },
  });
  await app.ready();
  // A database copied from another test app already has its seller.
  if (!(await findUserByLogin(database.db, SELLER.Login)))
    await userAccounts(database.db).add(SELLER.Login, SELLER.Password);

  let accessToken: string | undefined;
  const token = async () => {
    if (!accessToken) {
      const response = await app.inject({ method: 'POST', url: '/Token/Login', payload: SELLER });
      accessToken = response.json<{ AccessToken: string }>().AccessToken;
    }
    return accessToken;
  };
  return {
    app,
    database,
    token,
    call: async (request) =>
      app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${await token()}` } }),
    statusWithToken: async (accessToken) =>
      (
        await app.inject({
          method: 'GET',
          url: '/v1/Product/GetProductCategories',
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).statusCode,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The whole server with the in-process Ozon sandbox as its cabinet (demo mode at a fixed "now"). */
export async function buildDemoTestApp(
  sandboxEnv: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp & { ozon: OzonConnection }> {
  const { connectOzon } = await import('../ozon/connection.js');
  const ozon = await connectOzon(loadConfig({ LOG_LEVEL: 'silent' }), {
    SANDBOX_NOW: '2026-11-01T00:00:00Z',
    ...sandboxEnv,
  });
  // A cabinet connected in the web app is called at OZON_API_URL: here, the same sandbox.
  const t = await buildTestApp({ ...options, ozon, env: { OZON_API_URL: ozon.credentials.baseUrl, ...options.env } });
  return {
    ...t,
    ozon,
    async close() {
      await t.close();
      await ozon.close();
    },
  };
}

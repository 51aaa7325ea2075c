import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Job } from '../../contracts/jobs.js';
import { stopServerLeftIn } from '../db/embedded/embeddedServer.js';
import { freePort } from './freePort.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** Names the server's JavaScript the global setup built (globalSetup.ts); without it, tsx runs main.ts. */
export const BUILT_SERVER_ENV = 'TEST_BUILT_SERVER_MAIN';
const ADMIN = { Login: 'real-admin', Password: 'real-password-2026' };

export interface RealServer {
  child: ChildProcess;
  call<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** kill -9, and waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), and waits for it. */
  stop(): Promise<void>;
}

/** The real server (as `npm start` runs it) in demo mode on a data directory, as a seller starts it. */
export async function startRealServer(dataDir: string, env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const built = process.env[BUILT_SERVER_ENV];
  const child = spawn(process.execPath, built ? [built] : ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SELLER_ADMIN_LOGIN: ADMIN.Login,
      SELLER_ADMIN_PASSWORD: ADMIN.Password,
      LOG_LEVEL: 'warn',
      SANDBOX_NOW: '2026-11-01T00:00:00Z',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 1200) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await fetch(`${base}/Token/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { AccessToken } = (await login.json()) as { AccessToken: string };
  return {
    child,
    async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${AccessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls a job until `done` says so (a minute and a half at most). */
export async function waitForJob(server: RealServer, id: string, done: (job: Job) => boolean): Promise<Job> {
  for (let tries = 0; tries < 1800; tries++) {
    const job = await server.call<Job>('GET', `/v1/Job/GetJob?id=${id}`);
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not get there`);
}

/** The running or queued job of a kind, once there is one. */
export async function currentJobOf(server: RealServer, kind: string): Promise<Job> {
  for (let tries = 0; tries < 1800; tries++) {
    const jobs = await server.call<Job[]>('GET', '/v1/Job/GetJobs');
    const job = jobs.find((entry) => entry.Kind === kind && ['Queued', 'Running'].includes(entry.Status));
    if (job) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} job came`);
}

/** A new, empty data directory for a real server, as a seller's first start finds it. */
export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Removes a real server's data directory, first stopping the embedded PostgreSQL that a server killed
 * with -9 left running in it.
 */
export async function removeDataDir(dir: string): Promise<void> {
  await stopServerLeftIn(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../contracts/jobs.js';
import { onPostgres } from '../test/testDatabase.js';
import { freePort } from '../test/freePort.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ADMIN = { Login: 'crash-admin', Password: 'crash-password-2026' };

interface Server {
  child: ChildProcess;
  call<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real server (`npm run serve`) in demo mode on a data directory, as a seller starts it. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SELLER_ADMIN_LOGIN: ADMIN.Login,
      SELLER_ADMIN_PASSWORD: ADMIN.Password,
      LOG_LEVEL: 'warn',
      SANDBOX_NOW: '2026-11-01T00:00:00Z',
      HISTORY_MONTHS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the server did not start');
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
  };
}

async function waitForJob(server: Server, id: string, done: (job: Job) => boolean): Promise<Job> {
  for (let tries = 0; tries < 1200; tries++) {
    const job = await server.call<Job>('GET', `/v1/Job/GetJob?id=${id}`);
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not get there`);
}

/** Every stored card, without the time it was synced. */
async function storedProducts(server: Server): Promise<unknown[]> {
  const items: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await server.call<{ TotalCount: number; Items: Record<string, unknown>[] }>(
      'POST',
      '/v1/OzonProduct/FindOzonProducts',
      { Offset: offset, Count: 100 },
    );
    items.push(...page.Items);
    if (items.length >= page.TotalCount) break;
  }
  return items.map((item) => ({ ...item, SyncedAt: undefined }));
}

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-crash-'));
  dirs.push(dir);
  return dir;
};

// The embedded database (one server process per data directory) is what a crash on a seller's machine hits.
describe.skipIf(onPostgres)('a job cut off by a crash', () => {
  it('is retried after kill -9 and a restart, and ends with the data of a clean run', async () => {
    const dataDir = tempDir();
    // Slow answers from the sandbox, so the kill lands in the middle of the import.
    const first = await startServer(dataDir, { SANDBOX_LATENCY_MS: '250' });
    const started = await first.call<Job>('POST', '/v1/OzonProduct/ImportOzonProducts', undefined, {
      prefer: 'respond-async',
    });
    await waitForJob(first, started.ID, (job) => job.Status === 'Running' && job.Done > 0);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServer(dataDir);
    const job = await waitForJob(second, started.ID, (entry) => !['Queued', 'Running'].includes(entry.Status));
    expect(job.Status).toBe('Completed');
    expect(job.Attempt).toBe(2);
    const recovered = await storedProducts(second);
    second.child.kill('SIGTERM');

    const clean = await startServer(tempDir());
    await clean.call('POST', '/v1/OzonProduct/ImportOzonProducts');
    expect(recovered.length).toBeGreaterThan(0);
    expect(recovered).toEqual(await storedProducts(clean));
  }, 120_000);
});

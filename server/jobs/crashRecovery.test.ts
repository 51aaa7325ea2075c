import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../contracts/jobs.js';
import { removeDataDir, startRealServer, tempDataDir, waitForJob, type RealServer } from '../test/realServer.js';

const servers: RealServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await removeDataDir(dir);
});

/** The real server in demo mode on a data directory; no history on its first start (this test counts one import). */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RealServer> {
  const server = await startRealServer(dataDir, { HISTORY_MONTHS: '0', ...env });
  servers.push(server);
  return server;
}

/** Every stored card, without the time it was synced. */
async function storedProducts(server: RealServer): Promise<unknown[]> {
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
  const dir = tempDataDir('seller-crash-');
  dirs.push(dir);
  return dir;
};

// The embedded database (one server process per data directory) is what a crash on a seller's machine hits.
describe('a job cut off by a crash', () => {
  it('is retried after kill -9 and a restart, and ends with the data of a clean run', async () => {
    const dataDir = tempDir();
    // Slow answers from the sandbox, so the kill lands in the middle of the import.
    const first = await startServer(dataDir, { SANDBOX_LATENCY_MS: '250' });
    const started = await first.call<Job>('POST', '/v1/OzonProduct/ImportOzonProducts', undefined, {
      prefer: 'respond-async',
    });
    await waitForJob(first, started.ID, (job) => job.Status === 'Running' && job.Done > 0);
    await first.kill();

    const second = await startServer(dataDir);
    const job = await waitForJob(second, started.ID, (entry) => !['Queued', 'Running'].includes(entry.Status));
    expect(job.Status).toBe('Completed');
    expect(job.Attempt).toBe(2);
    const recovered = await storedProducts(second);
    await second.stop();

    const clean = await startServer(tempDir());
    await clean.call('POST', '/v1/OzonProduct/ImportOzonProducts');
    expect(recovered.length).toBeGreaterThan(0);
    expect(recovered).toEqual(await storedProducts(clean));
  }, 120_000);
});

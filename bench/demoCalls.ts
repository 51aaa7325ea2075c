import type { ChildProcess } from 'node:child_process';
import type { Job } from '../contracts/jobs.js';
import { startApp, stopApp } from './appProcess.js';

// The calls the demo benches (`team`, `check:upgrade`) make to an app they started: any route, as JSON,
// the wait for its jobs (a first start's history, a sync of everything) to end, and the demo started so.

/** GET without a body, POST with one; an answer other than 2xx throws with its problem text. */
export async function demoCall<T>(port: number, url: string, token: string | null, body?: object): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until no job of the kinds given (all by default) is queued or running; throws when one of them failed. */
export async function jobsSettled(
  port: number,
  token: string,
  kinds: (kind: string) => boolean = () => true,
): Promise<void> {
  for (;;) {
    const jobs = (await demoCall<Job[]>(port, '/v1/Job/GetJobs', token)).filter((job) => kinds(job.Kind));
    const failed = jobs.find((job) => job.Status === 'Failed');
    if (failed) throw new Error(`${failed.Kind} failed: ${failed.Error?.detail}`);
    if (jobs.length && jobs.every((job) => !['Queued', 'Running'].includes(job.Status))) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The demo of a checkout (`root`) as a new seller starts it, on DATA_DIR `dataDir` with `seller` as its
 * first user: once its first start has loaded the year of history and a sync of everything has ended.
 */
export async function startSyncedDemo(
  port: number,
  root: string,
  dataDir: string,
  seller: { Login: string; Password: string },
): Promise<{ server: ChildProcess; token: string }> {
  const server = await startApp(
    port,
    { DATA_DIR: dataDir, SELLER_ADMIN_LOGIN: seller.Login, SELLER_ADMIN_PASSWORD: seller.Password, LOG_LEVEL: 'info' },
    root,
  );
  try {
    const { AccessToken: token } = await demoCall<{ AccessToken: string }>(port, '/Token/Login', null, seller);
    await jobsSettled(port, token, (kind) => kind === 'LoadOzonHistory');
    await demoCall(port, '/v1/Sync/SyncEverything', token, {});
    await jobsSettled(port, token);
    return { server, token };
  } catch (error) {
    await stopApp(server);
    throw error;
  }
}

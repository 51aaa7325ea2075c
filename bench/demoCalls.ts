import type { Job } from '../contracts/jobs.js';

// The calls the demo benches (`team`, `check:upgrade`) make to an app they started: any route, as JSON,
// and the wait for its jobs (a first start's history, a sync of everything) to end.

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

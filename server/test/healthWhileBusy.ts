import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './testApp.js';

/** The test app on a port of its own: called over HTTP as a browser calls it, several calls at once. */
export async function listeningTestApp(): Promise<{ t: TestApp; base: string }> {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/**
 * One /health at a time, 10 ms apart, until `done()`: how long each took that was answered while the
 * server was busy. A test holds the longest against the busy time (relative, so a slow machine passes).
 */
export async function healthLatenciesUntil(base: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const sent = performance.now();
    expect((await fetch(`${base}/health`)).status).toBe(200);
    if (!done()) latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

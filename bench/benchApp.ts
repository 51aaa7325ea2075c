import autocannon from 'autocannon';
import { startApp } from './appProcess.js';

// The app as the HTTP benches (`load`, `postings-10m`) call it: started as `npm start` runs it, signed in,
// called over HTTP as a browser calls it, and timed against its floor call by call.

const SELLER = { Login: 'bench', Password: 'bench-password-2026' };

/** A read call of a screen, as the browser sends it. */
export interface AppCall {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
}

export interface Latency {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

/** The app as `npm start` runs it, with a cabinet whose Ozon cannot be reached (its syncs fail fast). */
export const startBenchApp = (port: number, env: Record<string, string>) =>
  startApp(port, {
    ...env,
    LOG_LEVEL: 'info',
    SELLER_ADMIN_LOGIN: SELLER.Login,
    SELLER_ADMIN_PASSWORD: SELLER.Password,
    OZON_CLIENT_ID: '100000',
    OZON_API_KEY: 'bench-key-that-reaches-no-ozon',
    OZON_API_URL: 'http://127.0.0.1:9',
    HISTORY_MONTHS: '0',
  });

export async function login(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/Token/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  if (!response.ok) throw new Error(`Login answered ${response.status}`);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

export const headersOf = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br',
});

export async function callApp(port: number, token: string, one: AppCall): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}${one.url}`, {
    method: one.method,
    headers: headersOf(token),
    body: one.body ? JSON.stringify(one.body) : undefined,
  });
  if (!response.ok) throw new Error(`${one.name}: ${response.status} ${await response.text()}`);
  return response.json();
}

export function latencyOf(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
  return { p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1)!) };
}
export const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The app and its floor alternately, one call at a time after ten of each to warm up, so that a busy
 * moment of the machine falls on both alike. Without a floor, the app alone.
 */
export async function alternately(
  app: () => Promise<unknown>,
  floor: (() => Promise<unknown>) | null,
  calls: number,
): Promise<{ app: Latency; floor: Latency | null }> {
  const samples = { app: [] as number[], floor: [] as number[] };
  const timed = async (side: 'app' | 'floor', run: () => Promise<unknown>, keep: boolean) => {
    const started = performance.now();
    await run();
    if (keep) samples[side].push(performance.now() - started);
  };
  for (let call = -10; call < calls; call++) {
    await timed('app', app, call >= 0);
    if (floor) await timed('floor', floor, call >= 0);
  }
  return { app: latencyOf(samples.app), floor: floor ? latencyOf(samples.floor) : null };
}

export type AppUnderLoad = Omit<Latency, 'p95'> & {
  requests: number;
  perSecond: number;
  errors: number;
  non2xx: number;
  timeouts: number;
};

/** `users` keep-alive connections calling the app over HTTP at once for `seconds` (autocannon). */
export async function loadApp(
  port: number,
  token: string,
  one: AppCall,
  users: number,
  seconds: number,
): Promise<AppUnderLoad> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${one.url}`,
    method: one.method,
    headers: headersOf(token),
    body: one.body ? JSON.stringify(one.body) : undefined,
    connections: users,
    duration: seconds,
    timeout: 10,
  });
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    perSecond: round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

export type FloorUnderLoad = Latency & { calls: number; perSecond: number };

/** The floor run by `users` callers at once for the same time, through a pool of the app's size. */
export async function loadFloor(run: () => Promise<unknown>, users: number, seconds: number): Promise<FloorUnderLoad> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
    }),
  );
  return { ...latencyOf(samples), calls: samples.length, perSecond: round(samples.length / seconds) };
}

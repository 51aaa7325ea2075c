// The client's own pacing, so that Ozon's limits are kept instead of discovered through 429s: 50
// requests a second per Client-Id over all methods, and the per-method limits Ozon documents.
import { abortReason, type Clock } from './retry.js';

/** At most `count` requests in any window of `windowMs` (a sliding log: conforms to Ozon's counters). */
export interface Window {
  count: number;
  windowMs: number;
}

export const perSecond = (count: number): Window => ({ count, windowMs: 1000 });
export const perMinute = (count: number): Window => ({ count, windowMs: 60_000 });
export const perHour = (count: number): Window => ({ count, windowMs: 3_600_000 });
export const perDay = (count: number): Window => ({ count, windowMs: 86_400_000 });

/** Ozon: "не больше 50 запросов в секунду на все методы с одного Client ID" (overview). */
export const OZON_REQUESTS_PER_SECOND = 50;

/**
 * The cabinet's overall windows: N a second, and at most a fifth of that in any 200 ms. The second
 * window keeps bursts small: Ozon's counter sees our requests with network jitter, and a burst of 50
 * right at the edge of a second would partly land in the previous one and come back as 429s.
 */
export function cabinetWindows(requestsPerSecond: number): Window[] {
  if (requestsPerSecond <= 0) return [];
  return [perSecond(requestsPerSecond), { count: Math.max(1, Math.ceil(requestsPerSecond / 5)), windowMs: 200 }];
}

export interface MethodLimit {
  /** Methods that share one counter at Ozon (all draft-creating methods count as "drafts"). */
  paths: string[];
  windows: Window[];
}

/**
 * The per-method limits of Ozon's 2026 documentation for the methods the product uses. The draft info
 * page repeats the draft-creation limit in its text; it limits creating drafts, not reading their
 * status, so polling `/v2/draft/create/info` is not limited here.
 */
export const OZON_METHOD_LIMITS: Record<string, MethodLimit> = {
  // 17-fbosupplyrequest.md: "2 раза в минуту; 50 раз в час; 500 раз в день. Если превысите лимит, вернётся ошибка 429."
  'supply-drafts': {
    paths: ['/v1/draft/crossdock/create', '/v1/draft/direct/create', '/v1/draft/multi-cluster/create'],
    windows: [perMinute(2), perHour(50), perDay(500)],
  },
  'supply-orders-from-drafts': {
    paths: ['/v2/draft/supply/create'],
    windows: [perMinute(2), perHour(50), perDay(500)],
  },
  // 30-analyticsapi.md: "не больше 1 запроса в минуту по одному кабинету Client-Id".
  'stock-turnover': { paths: ['/v1/analytics/turnover/stocks'], windows: [perMinute(1)] },
};

/** Thrown by `acquire` when the next free slot is further away than the caller agreed to wait. */
export class RateWaitTooLong extends Error {
  constructor(readonly waitMs: number) {
    super(`the next free request slot is ${Math.ceil(waitMs / 1000)} s away`);
    this.name = 'RateWaitTooLong';
  }
}

/**
 * Reserves request slots in first-come order. A slot is a moment when every window still has room;
 * reservations lie in the future while their callers sleep, so concurrent callers queue up fairly.
 */
export class RateBudget {
  /** Per window, the times of its recent and queued reservations, ascending. */
  private readonly logs: number[][];

  constructor(
    readonly windows: Window[],
    private readonly clock: Clock,
  ) {
    this.logs = windows.map(() => []);
  }

  /** When the next request could go, without reserving it. */
  nextSlot(now = this.clock.now()): number {
    let at = now;
    this.windows.forEach((window, index) => {
      const log = this.logs[index];
      if (log.length) at = Math.max(at, log[log.length - 1]); // first come, first served
      if (log.length >= window.count) at = Math.max(at, log[log.length - window.count] + window.windowMs);
    });
    return at;
  }

  /** Waits for a slot and takes it; gives it back when cancelled while waiting. */
  async acquire(signal?: AbortSignal, maxWaitMs = Infinity): Promise<void> {
    if (signal?.aborted) throw abortReason(signal);
    const now = this.clock.now();
    const at = this.nextSlot(now);
    if (at - now > maxWaitMs) throw new RateWaitTooLong(at - now);
    this.logs.forEach((log, index) => {
      log.push(at);
      // Entries that left the window before now no longer matter; the rest may be needed by `release`.
      const { count, windowMs } = this.windows[index];
      while (log.length > count && log[0] <= now - windowMs) log.shift();
    });
    if (at <= now) return;
    try {
      await this.clock.sleep(at - now, signal);
    } catch (error) {
      this.release(at);
      throw error;
    }
  }

  private release(at: number) {
    for (const log of this.logs) {
      const index = log.lastIndexOf(at);
      if (index >= 0) log.splice(index, 1);
    }
  }
}

/**
 * Budgets live per cabinet in the process, so every transport of one Client-Id (importers running
 * side by side) draws from the same 50 a second. The key includes the API's address: two sandboxes
 * on different ports are different cabinets, the real Ozon is one address. Transports with a clock of
 * their own (tests) get budgets of their own.
 */
const registries = new WeakMap<Clock, Map<string, RateBudget>>();

export function sharedBudget(key: string, windows: Window[], clock: Clock): RateBudget {
  let budgets = registries.get(clock);
  if (!budgets) registries.set(clock, (budgets = new Map()));
  const fullKey = `${key} ${windows.map((window) => `${window.count}/${window.windowMs}`).join(',')}`;
  let budget = budgets.get(fullKey);
  if (!budget) budgets.set(fullKey, (budget = new RateBudget(windows, clock)));
  return budget;
}

/** The cabinet's budgets a request to `path` must pass: its method's limits (if any) and the overall one. */
export function budgetsFor(
  cabinetKey: string,
  path: string,
  overall: Window[],
  methodLimits: Record<string, MethodLimit>,
  clock: Clock,
): { method: RateBudget[]; overall?: RateBudget } {
  const method = Object.entries(methodLimits)
    .filter(([, limit]) => limit.paths.includes(path))
    .map(([name, limit]) => sharedBudget(`${cabinetKey} ${name}`, limit.windows, clock));
  return { method, overall: overall.length ? sharedBudget(`${cabinetKey} *`, overall, clock) : undefined };
}

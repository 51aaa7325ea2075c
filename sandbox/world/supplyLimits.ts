/**
 * Ozon's per-cabinet limits on supply drafts (and on supplies created from them): 2 a minute,
 * 50 an hour, 500 a day. Sliding windows over the instants of the calls that were let through:
 * a refused call does not count, so a client that waits for Retry-After gets in.
 */
export const DRAFT_LIMITS = [
  { windowMs: 60_000, max: 2 },
  { windowMs: 3_600_000, max: 50 },
  { windowMs: 86_400_000, max: 500 },
] as const;

export class SlidingLimit {
  private readonly calls: number[] = [];

  constructor(private readonly limits: readonly { windowMs: number; max: number }[] = DRAFT_LIMITS) {}

  /** Records a call at `now` when every window allows it; otherwise the seconds until one would. */
  take(now: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const longest = Math.max(...this.limits.map((limit) => limit.windowMs));
    while (this.calls.length && this.calls[0] <= now - longest) this.calls.shift();
    let waitMs = 0;
    for (const { windowMs, max } of this.limits) {
      const inWindow = this.calls.filter((at) => at > now - windowMs);
      // The window frees a place when its oldest call among the last `max` ones leaves it.
      if (inWindow.length >= max) waitMs = Math.max(waitMs, inWindow[inWindow.length - max] + windowMs - now);
    }
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    this.calls.push(now);
    return { ok: true };
  }
}

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../domain/errors.js';

export interface LoginLimits {
  /** Attempts from one address per window, right or wrong (password spraying across logins). */
  perAddress: { points: number; windowSeconds: number };
  /**
   * Wrong passwords for one login from one address: after the free ones, each failure holds that pair
   * back for a delay that doubles, up to the maximum. Failures are remembered for the window (from the
   * first one) and forgotten on a right password. Keyed by address too, so nobody can lock the rightful
   * user out from elsewhere by guessing wrong on purpose.
   */
  perLoginAndAddress: {
    freeFailures: number;
    firstDelaySeconds: number;
    maxDelaySeconds: number;
    windowSeconds: number;
  };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: { points: 30, windowSeconds: 60 },
  perLoginAndAddress: { freeFailures: 3, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 60 * 60 },
};

export interface LoginLimiter {
  /** Counts an attempt; throws 429 when the address, or this login from it, has to wait. */
  beforeAttempt(login: string, address: string): Promise<void>;
  afterFailure(login: string, address: string): Promise<void>;
  afterSuccess(login: string, address: string): Promise<void>;
}

function tooMany(msBeforeNext: number): TooManyAttemptsError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new TooManyAttemptsError(`Too many login attempts. Try again in ${seconds} seconds.`, seconds);
}

export function loginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const { perAddress, perLoginAndAddress: pair } = limits;
  const byAddress = new RateLimiterMemory({ points: perAddress.points, duration: perAddress.windowSeconds });
  const failures = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: pair.windowSeconds });
  const delays = new RateLimiterMemory({ points: 1, duration: pair.maxDelaySeconds });
  const pairKey = (login: string, address: string) => JSON.stringify([login.trim().toLowerCase(), address]);
  const delayAfter = (failureCount: number) =>
    Math.min(pair.maxDelaySeconds, pair.firstDelaySeconds * 2 ** (failureCount - pair.freeFailures - 1));

  return {
    async beforeAttempt(login, address) {
      const delayed = await delays.get(pairKey(login, address));
      if (delayed && delayed.remainingPoints <= 0 && delayed.msBeforeNext > 0) throw tooMany(delayed.msBeforeNext);
      try {
        await byAddress.consume(address);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
        throw error;
      }
    },
    async afterFailure(login, address) {
      const key = pairKey(login, address);
      const { consumedPoints } = await failures.penalty(key);
      if (consumedPoints > pair.freeFailures) await delays.block(key, delayAfter(consumedPoints));
    },
    async afterSuccess(login, address) {
      const key = pairKey(login, address);
      await Promise.all([failures.delete(key), delays.delete(key)]);
    },
  };
}

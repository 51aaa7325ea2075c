import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../http/problems.js';

export interface LoginLimits {
  /** Attempts from one address per window, right or wrong (password spraying across logins). */
  perAddress: { points: number; windowSeconds: number };
  /** Wrong passwords for one login per window (guessing one account from many addresses). */
  perLogin: { points: number; windowSeconds: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: { points: 30, windowSeconds: 60 },
  perLogin: { points: 5, windowSeconds: 15 * 60 },
};

export interface LoginLimiter {
  /** Counts an attempt; throws 429 when the address or the login has no attempts left. */
  beforeAttempt(login: string, address: string): Promise<void>;
  afterFailure(login: string): Promise<void>;
  afterSuccess(login: string): Promise<void>;
}

function tooMany(res: RateLimiterRes): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new TooManyRequestsError(`Too many login attempts. Try again in ${seconds} seconds.`, seconds);
}

export function loginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const byAddress = new RateLimiterMemory({
    points: limits.perAddress.points,
    duration: limits.perAddress.windowSeconds,
  });
  const byLogin = new RateLimiterMemory({ points: limits.perLogin.points, duration: limits.perLogin.windowSeconds });
  const loginKey = (login: string) => login.trim().toLowerCase();
  return {
    async beforeAttempt(login, address) {
      const blockedLogin = await byLogin.get(loginKey(login));
      if (blockedLogin && blockedLogin.remainingPoints <= 0) throw tooMany(blockedLogin);
      try {
        await byAddress.consume(address);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error);
        throw error;
      }
    },
    async afterFailure(login) {
      await byLogin.penalty(loginKey(login));
    },
    async afterSuccess(login) {
      await byLogin.delete(loginKey(login));
    },
  };
}

import type { JwtToken } from '../../contracts/auth.js';

/** The session lives in local storage, as SPEC.md section 3 says: access token, refresh token, user. */
const KEYS = { access: 'accessToken', refresh: 'refreshToken', user: 'user' } as const;

export interface SessionUser {
  login: string;
}

export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  user(): SessionUser | null;
  save(tokens: JwtToken, user?: SessionUser): void;
  clear(): void;
}

export function localSession(storage: Storage = localStorage): SessionStore {
  return {
    accessToken: () => storage.getItem(KEYS.access),
    refreshToken: () => storage.getItem(KEYS.refresh),
    user() {
      if (!storage.getItem(KEYS.access)) return null;
      try {
        return JSON.parse(storage.getItem(KEYS.user) ?? 'null') as SessionUser | null;
      } catch {
        return null;
      }
    },
    save(tokens, user) {
      storage.setItem(KEYS.access, tokens.AccessToken);
      storage.setItem(KEYS.refresh, tokens.RefreshToken);
      if (user) storage.setItem(KEYS.user, JSON.stringify(user));
    },
    clear() {
      Object.values(KEYS).forEach((key) => storage.removeItem(key));
    },
  };
}

import type { JwtToken } from '../contracts/auth.js';

/** The session lives in local storage, as SPEC.md section 3 says: access token, refresh token, user. */
const KEYS = { access: 'accessToken', refresh: 'refreshToken', user: 'user' } as const;

export function saveSession(login: string, tokens: JwtToken): void {
  localStorage.setItem(KEYS.access, tokens.AccessToken);
  localStorage.setItem(KEYS.refresh, tokens.RefreshToken);
  localStorage.setItem(KEYS.user, JSON.stringify({ login }));
}

export function sessionUser(): { login: string } | null {
  if (!localStorage.getItem(KEYS.access)) return null;
  try {
    return JSON.parse(localStorage.getItem(KEYS.user) ?? 'null') as { login: string } | null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
}

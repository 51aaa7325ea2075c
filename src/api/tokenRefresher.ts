import type { SessionStore } from './session.js';

/** Serialises refreshes across browser tabs where the Web Locks API exists; the tabs share local storage. */
async function withTabLock(work: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return await locks.request('seller-backoffice-token-refresh', work);
}

/**
 * Refreshes the token pair once at a time: every caller that asks while a refresh runs waits for the
 * same one (SPEC.md section 4). A failed refresh signs the user out and passes the error on.
 *
 * A refresh token works once (the server treats a second use as theft), so a call whose stale token has
 * already been replaced, by this tab or another, takes the current token instead of refreshing again.
 */
export function tokenRefresher(
  session: SessionStore,
  refresh: (refreshToken: string) => Promise<{ accessToken: string; refreshToken: string }>,
  onSignedOut: () => void,
) {
  let running: Promise<string> | null = null;

  const replaced = (staleToken: string | undefined) => {
    const current = session.accessToken();
    return staleToken && current && current !== staleToken ? current : null;
  };

  async function run(staleToken: string | undefined): Promise<string> {
    const current = replaced(staleToken);
    if (current) return current;
    const refreshToken = session.refreshToken();
    if (!refreshToken) throw new Error('There is no refresh token: sign in again.');
    const pair = await refresh(refreshToken);
    session.save({ AccessToken: pair.accessToken, RefreshToken: pair.refreshToken });
    return pair.accessToken;
  }

  return {
    /** A fresh access token for a call that failed with `staleToken`; concurrent calls share one refresh. */
    accessToken(staleToken?: string): Promise<string> {
      const current = replaced(staleToken);
      if (current) return Promise.resolve(current);
      running ??= withTabLock(() => run(staleToken))
        .catch((error: unknown) => {
          session.clear();
          onSignedOut();
          throw error;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
export type TokenRefresher = ReturnType<typeof tokenRefresher>;

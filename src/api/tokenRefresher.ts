import type { SessionStore } from './session.js';

/**
 * Refreshes the token pair once at a time: every caller that asks while a refresh runs waits for the
 * same one (SPEC.md section 4). A failed refresh signs the user out and passes the error on.
 */
export function tokenRefresher(
  session: SessionStore,
  refresh: (refreshToken: string) => Promise<{ accessToken: string; refreshToken: string }>,
  onSignedOut: () => void,
) {
  let running: Promise<string> | null = null;

  async function run(): Promise<string> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) throw new Error('There is no refresh token: sign in again.');
    const pair = await refresh(refreshToken);
    session.save({ AccessToken: pair.accessToken, RefreshToken: pair.refreshToken });
    return pair.accessToken;
  }

  return {
    /** A fresh access token; concurrent calls share one refresh. */
    accessToken(): Promise<string> {
      running ??= run()
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

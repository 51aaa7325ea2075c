import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { sameOriginConfig } from '../test/sameOriginConfig.js';
import { localSession } from './session.js';
import { memoryStorage } from '../test/memoryStorage.js';

const config = sameOriginConfig;

/** A client over a fake fetch that answers with `answer`, recording what was sent and what was stored then. */
function setup(answer: () => Promise<Response>) {
  const session = localSession(memoryStorage());
  session.save({ AccessToken: 'access', RefreshToken: 'refresh' }, { login: 'seller' });
  const sent: { path: string; method: string; body: string; refreshStored: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      path: new URL(request.url).pathname,
      method: request.method,
      body: await request.text(),
      refreshStored: session.refreshToken(),
    });
    return answer();
  };
  const api = createApiClient({ config, session, onSignedOut: () => {}, origin: 'http://app.test', fetch });
  return { api, session, sent };
}

describe('logout', () => {
  it('ends the session on the server first, then forgets it here', async () => {
    const { api, session, sent } = setup(async () => new Response(null, { status: 204 }));
    await api.logout();
    expect(sent).toEqual([
      {
        path: '/Token/Logout',
        method: 'POST',
        body: JSON.stringify({ RefreshToken: 'refresh' }),
        refreshStored: 'refresh',
      },
    ]);
    expect(session.accessToken()).toBeNull();
    expect(session.refreshToken()).toBeNull();
    expect(session.user()).toBeNull();
  });

  it('logs out here even when the server cannot be reached or fails', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('{}', { status: 500 }),
    ]) {
      const { api, session, sent } = setup(answer);
      await expect(api.logout()).resolves.toBeUndefined();
      expect(sent).toHaveLength(1);
      expect(session.refreshToken()).toBeNull();
    }
  });

  it('calls nothing when there is no session', async () => {
    const { api, session, sent } = setup(async () => new Response(null, { status: 204 }));
    session.clear();
    await api.logout();
    expect(sent).toEqual([]);
  });
});

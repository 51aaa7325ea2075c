import { describe, expect, it, vi } from 'vitest';
import { localSession } from './session.js';
import { tokenRefresher } from './tokenRefresher.js';
import { memoryStorage } from '../test/memoryStorage.js';

interface Pair {
  accessToken: string;
  refreshToken: string;
}

/** A refresh call the test answers by hand. */
function manualRefresh() {
  const pending: { resolve: (pair: Pair) => void; reject: (error: unknown) => void }[] = [];
  const refresh = vi.fn(
    (_refreshToken: string) => new Promise<Pair>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return { refresh, pending };
}

function setup() {
  const session = localSession(memoryStorage());
  session.save({ AccessToken: 'a1', RefreshToken: 'r1' }, { login: 'seller' });
  const { refresh, pending } = manualRefresh();
  const onSignedOut = vi.fn();
  return { session, refresh, pending, onSignedOut, refresher: tokenRefresher(session, refresh, onSignedOut) };
}

describe('tokenRefresher', () => {
  it('shares one refresh between concurrent callers and stores the new pair', async () => {
    const { session, refresh, pending, onSignedOut, refresher } = setup();
    const waiting = Array.from({ length: 10 }, () => refresher.accessToken());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r1');

    pending[0].resolve({ accessToken: 'a2', refreshToken: 'r2' });
    await expect(Promise.all(waiting)).resolves.toEqual(Array(10).fill('a2'));
    expect(session.accessToken()).toBe('a2');
    expect(session.refreshToken()).toBe('r2');
    expect(session.user()).toEqual({ login: 'seller' });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('refreshes again, with the newest refresh token, once the previous refresh has settled', async () => {
    const { refresh, pending, refresher } = setup();
    const first = refresher.accessToken();
    pending[0].resolve({ accessToken: 'a2', refreshToken: 'r2' });
    await expect(first).resolves.toBe('a2');

    const second = refresher.accessToken();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith('r2');
    pending[1].resolve({ accessToken: 'a3', refreshToken: 'r3' });
    await expect(second).resolves.toBe('a3');
  });

  it('on failure clears the session, signs out once and passes the error to every waiting caller', async () => {
    const { session, refresh, pending, onSignedOut, refresher } = setup();
    const waiting = [refresher.accessToken(), refresher.accessToken(), refresher.accessToken()];
    const refused = new Error('refresh token expired');
    pending[0].reject(refused);

    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes).toEqual(Array(3).fill({ status: 'rejected', reason: refused }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(session.accessToken()).toBeNull();
    expect(session.refreshToken()).toBeNull();
    expect(session.user()).toBeNull();
  });

  it('signs out without calling the server when there is no refresh token', async () => {
    const { session, refresh, onSignedOut, refresher } = setup();
    session.clear();
    await expect(refresher.accessToken()).rejects.toThrow(/no refresh token/);
    expect(refresh).not.toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh after a failed one has settled', async () => {
    const { session, refresh, pending, refresher } = setup();
    const failed = refresher.accessToken();
    pending[0].reject(new Error('network down'));
    await expect(failed).rejects.toThrow('network down');

    session.save({ AccessToken: 'a9', RefreshToken: 'r9' }); // signed in again
    const next = refresher.accessToken();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith('r9');
    pending[1].resolve({ accessToken: 'a10', refreshToken: 'r10' });
    await expect(next).resolves.toBe('a10');
  });

  it('hands a call whose token was already replaced (by this tab or another) the current one, without refreshing', async () => {
    const { session, refresh, refresher } = setup();
    session.save({ AccessToken: 'a2', RefreshToken: 'r2' }); // another tab refreshed meanwhile
    await expect(refresher.accessToken('a1')).resolves.toBe('a2');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes when the failed token is still the current one', async () => {
    const { refresh, pending, refresher } = setup();
    const next = refresher.accessToken('a1');
    expect(refresh).toHaveBeenCalledTimes(1);
    pending[0].resolve({ accessToken: 'a2', refreshToken: 'r2' });
    await expect(next).resolves.toBe('a2');
  });
});

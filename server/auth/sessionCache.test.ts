import { describe, expect, it } from 'vitest';
import { SessionCache } from './sessionCache.js';

/** A lookup that answers `active` and counts how often the database would have been asked. */
function database(active = true) {
  const calls = { count: 0 };
  return { calls, lookUp: async () => (calls.count++, active) };
}

describe('the sessions a server remembers', () => {
  it('asks the database once for an active session, then answers from memory', async () => {
    const cache = new SessionCache({ trusted: true });
    const { calls, lookUp } = database();
    for (let i = 0; i < 3; i++) expect(await cache.isActive('s1', 7, lookUp)).toBe(true);
    expect(calls.count).toBe(1);
  });

  it('never remembers an ended session, nor a session under another user', async () => {
    const cache = new SessionCache({ trusted: true });
    const ended = database(false);
    expect(await cache.isActive('s1', 7, ended.lookUp)).toBe(false);
    expect(await cache.isActive('s1', 7, ended.lookUp)).toBe(false);
    expect(ended.calls.count).toBe(2);
    const active = database();
    await cache.isActive('s2', 7, active.lookUp);
    expect(await cache.isActive('s2', 8, ended.lookUp)).toBe(false);
  });

  it('asks again after the session ended, or all sessions of its user', async () => {
    const cache = new SessionCache({ trusted: true });
    const { calls, lookUp } = database();
    await cache.isActive('s1', 7, lookUp);
    await cache.isActive('s2', 7, lookUp);
    await cache.isActive('s3', 8, lookUp);
    cache.ended({ sessionId: 's1' });
    expect(await cache.isActive('s1', 7, database(false).lookUp)).toBe(false);
    cache.ended({ userId: 7 });
    expect(await cache.isActive('s2', 7, database(false).lookUp)).toBe(false);
    await cache.isActive('s3', 8, lookUp);
    expect(calls.count).toBe(3);
  });

  it('does not remember an answer read before a session ended while it was being read', async () => {
    const cache = new SessionCache({ trusted: true });
    let answer!: (active: boolean) => void;
    const reading = cache.isActive('s1', 7, () => new Promise<boolean>((resolve) => (answer = resolve)));
    cache.ended({ sessionId: 's1' });
    answer(true);
    expect(await reading).toBe(true);
    const { calls, lookUp } = database(false);
    expect(await cache.isActive('s1', 7, lookUp)).toBe(false);
    expect(calls.count).toBe(1);
  });

  it('remembers nothing while it cannot hear of sessions ended elsewhere', async () => {
    const cache = new SessionCache({ trusted: false });
    const { calls, lookUp } = database();
    await cache.isActive('s1', 7, lookUp);
    await cache.isActive('s1', 7, lookUp);
    expect(calls.count).toBe(2);
  });
});

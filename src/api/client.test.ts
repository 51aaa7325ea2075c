import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { sameOriginConfig } from '../test/sameOriginConfig.js';
import { ApiError } from './errors.js';
import { localSession } from './session.js';
import { memoryStorage } from '../test/memoryStorage.js';

interface Seen {
  path: string;
  method: string;
  auth: string | null;
  prefer: string | null;
  body: string;
}
type Handler = (call: Seen, seen: Seen[]) => Response | Promise<Response>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A same-origin server behind a fake fetch, recording every request it receives. */
function setup(handler: Handler, tokens = { AccessToken: 'old-access', RefreshToken: 'old-refresh' }) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    expect(url.origin).toBe('http://app.test');
    const call = {
      path: url.pathname,
      method: request.method,
      auth: request.headers.get('authorization'),
      prefer: request.headers.get('prefer'),
      body: '',
    };
    call.body = await request.text();
    seen.push(call);
    return handler(call, seen);
  };
  const storage = memoryStorage();
  const session = localSession(storage);
  session.save(tokens, { login: 'seller' });
  const onSignedOut = vi.fn();
  const config = sameOriginConfig;
  const api = createApiClient({ config, session, onSignedOut, origin: 'http://app.test', fetch });
  const refreshes = () => seen.filter((call) => call.path === '/Token/Refresh');
  return { api, seen, session, storage, onSignedOut, refreshes };
}

const FIND = 'v1/Product/FindProducts';
const NEW_PAIR = { accessToken: 'new-access', refreshToken: 'new-refresh' };

describe('token refresh on 401', () => {
  it('refreshes once for 50 parallel calls and retries each once with the new token and its own body', async () => {
    let releaseRefresh!: () => void;
    const allRejected = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { api, seen, session, refreshes } = setup(async (call, all) => {
      if (call.path === '/Token/Refresh') {
        await allRejected; // the refresh is slower than the 50 first answers
        return json(NEW_PAIR);
      }
      if (call.auth === 'Bearer old-access') {
        if (all.filter((c) => c.auth === 'Bearer old-access').length === 50) releaseRefresh();
        return json({ title: 'Unauthorized' }, 401);
      }
      return json({ TotalCount: 1, Items: [{ echo: JSON.parse(call.body) }] });
    });

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api.json<{ Items: { echo: unknown }[] }>('reader', FIND, { json: { Offset: index, Count: 25 } }),
      ),
    );

    expect(refreshes()).toHaveLength(1);
    expect(JSON.parse(refreshes()[0].body)).toEqual({ RefreshToken: 'old-refresh', AccessToken: 'old-access' });
    const retries = seen.filter(
      (call) => call.path === '/v1/Product/FindProducts' && call.auth !== 'Bearer old-access',
    );
    expect(retries).toHaveLength(50);
    expect(retries.every((call) => call.auth === 'Bearer new-access' && call.method === 'POST')).toBe(true);
    expect(retries.map((call) => JSON.parse(call.body).Offset).sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    results.forEach((result, index) => expect(result.Items[0].echo).toEqual({ Offset: index, Count: 25 }));
    expect(session.accessToken()).toBe('new-access');
    expect(session.refreshToken()).toBe('new-refresh');
  });

  it('does not retry a second 401: the call fails with ApiError 401 after one refresh', async () => {
    const { api, seen, refreshes, onSignedOut } = setup((call) =>
      call.path === '/Token/Refresh' ? json(NEW_PAIR) : json({}, 401),
    );
    const error = await api.json('reader', FIND, { json: { Offset: 0 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'unexpected' });
    expect(refreshes()).toHaveLength(1);
    expect(seen.filter((call) => call.path === '/v1/Product/FindProducts')).toHaveLength(2);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs out once and fails the waiting calls when the refresh itself answers 401', async () => {
    let release!: () => void;
    const allRejected = new Promise<void>((resolve) => (release = resolve));
    const { api, session, storage, refreshes, onSignedOut } = setup(async (call, all) => {
      if (call.path === '/Token/Refresh') {
        await allRejected;
        return json({ title: 'refresh token expired' }, 401);
      }
      if (all.filter((c) => c.path !== '/Token/Refresh').length === 3) release();
      return json({}, 401);
    });

    const calls = [1, 2, 3].map((n) => api.json('reader', `v1/Product/id/${n}`));
    const outcomes = await Promise.allSettled(calls);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    expect(refreshes()).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(session.accessToken()).toBeNull();
    expect(session.refreshToken()).toBeNull();
    expect(session.user()).toBeNull();
    expect(storage.length).toBe(0);
  });
});

describe('bearer and login', () => {
  it('sends the stored access token as a bearer header, and none when signed out', async () => {
    const { api, seen, session } = setup(() => json({ ID: 5 }));
    await expect(api.json('reader', 'v1/Product/id/5')).resolves.toEqual({ ID: 5 });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/Product/id/5', auth: 'Bearer old-access' });
    session.clear();
    await api.json('command', 'v1/Product/RemoveProduct', { method: 'delete', searchParams: { productID: 5 } });
    expect(seen[1]).toMatchObject({ method: 'DELETE', path: '/v1/Product/RemoveProduct', auth: null });
  });

  it('posts the credentials to /Token/Login and returns the pair', async () => {
    const { api, seen } = setup(() => json({ AccessToken: 'a1', RefreshToken: 'r1' }));
    await expect(api.login({ Login: 'seller', Password: 'secret' })).resolves.toEqual({
      AccessToken: 'a1',
      RefreshToken: 'r1',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/Token/Login' });
    expect(JSON.parse(seen[0].body)).toEqual({ Login: 'seller', Password: 'secret' });
  });

  it('rejects a 401 on login with ApiError 401 and never refreshes', async () => {
    const { api, seen, refreshes, onSignedOut } = setup(() => json({ title: 'wrong credentials' }, 401));
    const error = await api.login({ Login: 'seller', Password: 'bad' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshes()).toHaveLength(0);
    expect(seen).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('statuses and downloads', () => {
  it('resolves a 204 to null', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.json('command', 'v1/Product/UpdateProduct', { json: { ID: 1 } })).resolves.toBeNull();
  });

  it('accepts 206 for an export download but not for a JSON call', async () => {
    const csv = () => new Response('ID;Term\n1;стол\n', { status: 206 });
    const { api } = setup(csv);
    const file = await api.download('searchTerm', 'v1/SearchTerm/ExportSearchTerms', { json: {} }, 'terms.csv');
    expect(await file.blob.text()).toBe('ID;Term\n1;стол\n');
    expect(file.fileName).toBe('terms.csv');
    expect(file.partial).toBe(true);
    const error = await api.json('searchTerm', 'v1/SearchTerm/FindSearchTerms', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 206, message: 'An unexpected server error occurred.' });
  });

  it('starts a job with Prefer: respond-async and resolves to the job 202 carries', async () => {
    const job = { ID: 'a1', Status: 'Queued' };
    const { api, seen } = setup(() => json(job, 202, { Location: '/v1/Job/GetJob?id=a1' }));
    await expect(
      api.startJob('command', 'v1/Sync/RunSync', { searchParams: { kind: 'ImportOzonProducts' } }),
    ).resolves.toEqual(job);
    expect(seen[0]).toMatchObject({ path: '/v1/Sync/RunSync', method: 'POST', prefer: 'respond-async' });
    // The same 202 from an ordinary call is still an error (SPEC.md section 8).
    await expect(api.json('command', 'v1/Sync/RunSync', { method: 'post' })).rejects.toMatchObject({ status: 202 });
  });

  it.each([
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'%D0%9E%D1%82%D1%87%D1%91%D1%82.xlsx', 'Отчёт.xlsx'],
    ['attachment; filename="price-analysis.xlsx"', 'price-analysis.xlsx'],
  ])('names the downloaded file from content-disposition %s', async (disposition, expected) => {
    const { api } = setup(() => new Response('data', { status: 200, headers: { 'content-disposition': disposition } }));
    const file = await api.download('reader', 'v1/PriceAnalyzer/AnalyzePrice', { json: {} }, 'fallback.xlsx');
    expect(file.fileName).toBe(expected);
  });
});

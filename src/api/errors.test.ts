import { describe, expect, it } from 'vitest';
import { ApiError, fileNameFrom, isSuccess, readJson, toApiError, type CallKind } from './errors.js';

const UNEXPECTED = 'An unexpected server error occurred.';
const SERVER_SIDE = 'A server side error occurred.';

const problem = (body: unknown) => new ApiError('unexpected', 400, JSON.stringify(body), new Headers());

describe('isSuccess', () => {
  it.each<[number, CallKind, boolean]>([
    [200, 'data', true],
    [204, 'data', true],
    [206, 'data', false],
    [206, 'export', true],
    [206, 'priceAnalysis', false],
    [206, 'token', false],
    [200, 'export', true],
    [400, 'data', false],
    [401, 'data', false],
    [404, 'export', false],
    [500, 'token', false],
    [302, 'data', false],
  ])('status %i on a %s call → %s', (status, kind, expected) => {
    expect(isSuccess(status, kind)).toBe(expected);
  });

  // Spec deviation (SPEC.md §8: only 200 and 204 succeed; "any other status" is an error):
  // src/api/errors.ts line 56 accepts the whole 2xx range, so 201/202 from a data client count as success.
  it('treats 201 and 202 from a data client as errors (SPEC §8: only 200 and 204)', () => {
    expect(isSuccess(201, 'data')).toBe(false);
    expect(isSuccess(202, 'data')).toBe(false);
  });

  it('accepts 202 only from a call that starts a job (Prefer: respond-async)', () => {
    expect(isSuccess(202, 'job')).toBe(true);
    expect(isSuccess(200, 'job')).toBe(true);
    expect(isSuccess(201, 'job')).toBe(false);
    expect(isSuccess(409, 'job')).toBe(false);
  });
});

describe('toApiError', () => {
  it('turns any failed data call into the unexpected error with status, response text and headers', async () => {
    const response = new Response('database is down', { status: 500, headers: { 'x-request-id': 'req-7' } });
    const error = await toApiError(response, 'data');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.kind).toBe('unexpected');
    expect(error.message).toBe(UNEXPECTED);
    expect(error.messageId).toBe('errors.unexpected');
    expect(error.status).toBe(500);
    expect(error.responseText).toBe('database is down');
    expect(error.headers.get('x-request-id')).toBe('req-7');
  });

  it.each<[number, CallKind, string]>([
    [400, 'priceAnalysis', SERVER_SIDE],
    [503, 'token', SERVER_SIDE],
    [400, 'data', UNEXPECTED],
    [503, 'data', UNEXPECTED],
    [500, 'priceAnalysis', UNEXPECTED],
    [500, 'token', UNEXPECTED],
    [401, 'token', UNEXPECTED],
    [206, 'data', UNEXPECTED],
  ])('status %i on a %s call → "%s"', async (status, kind, message) => {
    const error = await toApiError(new Response('server text', { status }), kind);
    expect(error.message).toBe(message);
    expect(error.messageId).toBe(message === SERVER_SIDE ? 'errors.serverSide' : 'errors.unexpected');
    expect(error.status).toBe(status);
    expect(error.responseText).toBe('server text');
  });
});

describe('ApiError detail and fieldErrors', () => {
  const body = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'The product is not valid.',
    errors: { Name: ['must not be blank', 'is too long'], StockAmount: ['must be at least 0'] },
  };

  it('joins the RFC 9457 detail with every field error', () => {
    expect(problem(body).detail).toBe(
      'The product is not valid.\nName: must not be blank, is too long\nStockAmount: must be at least 0',
    );
  });

  it('gives the first message of each field', () => {
    expect(problem(body).fieldErrors).toEqual({ Name: 'must not be blank', StockAmount: 'must be at least 0' });
  });

  it('uses the detail alone, or nothing, when the problem has no field errors', () => {
    expect(problem({ title: 'Conflict', detail: 'The article is taken.' }).detail).toBe('The article is taken.');
    expect(problem({ title: 'Not Found', status: 404 }).detail).toBeUndefined();
    expect(problem({ title: 'Not Found' }).fieldErrors).toEqual({});
  });

  it('falls back to the raw response text when the body is not JSON', () => {
    const error = new ApiError('serverSide', 400, 'Price list has no rows', new Headers());
    expect(error.detail).toBe('Price list has no rows');
    expect(error.fieldErrors).toEqual({});
    expect(new ApiError('unexpected', 502, '', new Headers()).detail).toBeUndefined();
  });

  it('gives the problem details with their extensions, and Retry-After in seconds', () => {
    const error = new ApiError(
      'unexpected',
      503,
      JSON.stringify({ type: '/problems/ozon-rate-limited', status: 503, OzonMethod: 'POST /v1/x' }),
      new Headers({ 'Retry-After': '30' }),
    );
    expect(error.problem).toEqual({ type: '/problems/ozon-rate-limited', status: 503, OzonMethod: 'POST /v1/x' });
    expect(error.retryAfterSeconds).toBe(30);
    expect(new ApiError('unexpected', 500, 'oops', new Headers()).problem).toBeUndefined();
    expect(problem({ title: 'x' }).retryAfterSeconds).toBeUndefined();
  });

  it('shows a JSON string body as the detail', () => {
    expect(problem('Price list has no rows').detail).toBe('Price list has no rows');
  });
});

describe('fileNameFrom', () => {
  const named = (disposition: string | null) =>
    fileNameFrom(new Headers(disposition === null ? {} : { 'content-disposition': disposition }), 'fallback.xlsx');

  it('decodes the percent-encoded UTF-8 form, preferring it over the plain one', () => {
    expect(named("attachment; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%202024.xlsx")).toBe('Отчёт 2024.xlsx');
    expect(named('attachment; filename="report.xlsx"; filename*=utf-8\'\'%D0%A6%D0%B5%D0%BD%D1%8B.csv')).toBe(
      'Цены.csv',
    );
  });

  it('reads the plain form, quoted or not', () => {
    expect(named('attachment; filename="search-terms.csv"')).toBe('search-terms.csv');
    expect(named('attachment; filename=search-terms.csv; size=10')).toBe('search-terms.csv');
  });

  it('falls back when the header is missing, has no name, or the UTF-8 form is malformed', () => {
    expect(named(null)).toBe('fallback.xlsx');
    expect(named('inline')).toBe('fallback.xlsx');
    expect(named('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.xlsx"')).toBe('plain.xlsx');
  });

  it('accepts a language tag in the UTF-8 form', () => {
    expect(named("attachment; filename*=UTF-8'ru'%D0%9E%D1%82%D1%87%D1%91%D1%82.xlsx")).toBe('Отчёт.xlsx');
  });
});

describe('readJson', () => {
  it('reads 204 and an empty body as null, and parses JSON otherwise', async () => {
    await expect(readJson(new Response(null, { status: 204 }))).resolves.toBeNull();
    await expect(readJson(new Response('', { status: 200 }))).resolves.toBeNull();
    await expect(readJson(new Response('{"TotalCount":2,"Items":[1,2]}'))).resolves.toEqual({
      TotalCount: 2,
      Items: [1, 2],
    });
  });
});

import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { compressionPlugin } from './compression.js';
import { errorHandlerPlugin, sendProblem } from './errorHandler.js';

/** The body as the client reads it once it has undone the answer's Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

const findProducts = { method: 'POST' as const, url: '/v1/Product/FindProducts', payload: { Count: 100 } };

describe('compressed answers of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await sql`INSERT INTO products (name, width_mm, height_mm, depth_mm, weight_g)
      SELECT 'Кружка керамическая ' || n, 90, 100, 90, 320 FROM generate_series(1, 60) n`.execute(t.database.db);
  });
  afterAll(() => t.close());

  it('sends a large JSON answer as brotli or gzip, whichever the client prefers, and the same JSON', async () => {
    const plain = await t.call(findProducts);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
    ]) {
      const response = await t.call({ ...findProducts, headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(response.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decoded(response)), accept).toEqual(plain.json());
    }
  });

  it('sends it as it is to a client that accepts no encoding it knows', async () => {
    for (const accept of ['identity', 'gzip;q=0, br;q=0', 'deflate', 'compress']) {
      const response = await t.call({ ...findProducts, headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.json().TotalCount, accept).toBe(60);
    }
  });

  it('leaves small answers, /health and problem details as they are', async () => {
    const headers = { 'accept-encoding': 'gzip, br' };
    const health = await t.app.inject({ method: 'GET', url: '/health', headers });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');

    const problem = await t.call({ method: 'GET', url: '/v1/Nothing', headers });
    expect(problem.statusCode).toBe(404);
    expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem.headers['content-encoding']).toBeUndefined();
    expect(problem.json()).toMatchObject({ status: 404 });
  });

  it('does not take compressed request bodies', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Product/FindProducts',
      payload: zlib.gzipSync(JSON.stringify({ Count: 10 })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('compressed streams and problems', () => {
  const app = Fastify();
  const rows = Array.from({ length: 5000 }, (_, index) => `${index};Кружка ${index};320\n`);
  const conflicts = Array.from({ length: 100 }, (_, index) => `Упаковка ${index} уже есть у товара.`);
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    await app.register(compressionPlugin);
    app.get('/conflict', (_request, reply) =>
      sendProblem(reply, { status: 409, title: 'Conflict', detail: 'Some packages exist.', conflicts }),
    );
    app.get('/export.csv', (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="export.csv"')
        .send(Readable.from(rows)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('streams a text download compressed, whole, with its headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/export.csv',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(response.headers['content-length']).toBeUndefined();
    expect(decoded(response)).toBe(rows.join(''));

    const plain = await app.inject({ method: 'GET', url: '/export.csv' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(rows.join(''));
  });

  it('sends a large problem details answer compressed, still a problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(response))).toMatchObject({ status: 409, title: 'Conflict', conflicts });
  });
});

import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { securityHeadersPlugin } from './securityHeaders.js';

/** Every "$ref" in a JSON value, walked with a stack of its own. */
function refsIn(value: unknown): string[] {
  const refs: string[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      if (key === '$ref' && typeof child === 'string') refs.push(child);
      else stack.push(child);
    }
  }
  return refs;
}

/** What a local reference ('#/components/schemas/X') points at in the document, if anything. */
function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      document,
    );
}

describe('the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const refs = refsIn(document);
    expect(refs).toContain('#/components/schemas/CityHierarchyItemInput');
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('marks exactly the operations that refuse a call without a token as needing the bearer token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const wrong: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = template.replace(/\{[^}]+\}/g, '1');
        const answer = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
        const refused = answer.statusCode === 401;
        const marked = (operation.security ?? []).length > 0;
        if (refused !== marked)
          wrong.push(`${method.toUpperCase()} ${template}: ${answer.statusCode}, marked ${marked}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never asks the browser to upgrade to HTTPS, /docs included', async () => {
    for (const url of ['/health', '/docs', '/docs/', '/docs/static/index.html', '/openapi.json', '/v1/Nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy'] ?? '');
      expect(policy, url).not.toContain('upgrade-insecure-requests');
      // A page keeps helmet's policy; a JSON answer the strictest one, or none (securityHeaders.ts).
      if (String(response.headers['content-type']).startsWith('text/html'))
        expect(policy, url).toContain("default-src 'self'");
    }
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const overHttp = await t.app.inject({ method: 'GET', url: '/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).headers['strict-transport-security']).toBeUndefined();

    // HTTPS as a TLS-terminating proxy reports it to a server that trusts it.
    const behindProxy = Fastify({ trustProxy: true });
    await behindProxy.register(securityHeadersPlugin, { connectTo: [] });
    behindProxy.get('/', async () => 'ok');
    try {
      const overHttps = await behindProxy.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const plain = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});

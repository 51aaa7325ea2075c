import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGoneSignal } from './clientGone.js';

describe('clientGoneSignal over real HTTP', () => {
  const app = Fastify();
  const seen: boolean[] = [];
  let url = '';
  beforeAll(async () => {
    app.post('/work', async (_request, reply) => {
      const signal = clientGoneSignal(reply);
      await new Promise((resolve) => setTimeout(resolve, 300));
      seen.push(signal.aborted);
      return { aborted: signal.aborted };
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('stays quiet while the caller waits, although the request body has been read', async () => {
    const response = await fetch(`${url}/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ some: 'body' }),
    });
    expect(await response.json()).toEqual({ aborted: false });
  });

  it('fires when the caller goes away before the answer', async () => {
    seen.length = 0;
    const controller = new AbortController();
    const call = fetch(`${url}/work`, { method: 'POST', body: '{}', signal: controller.signal }).catch(() => null);
    setTimeout(() => controller.abort(), 50);
    await call;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toEqual([true]);
  });
});

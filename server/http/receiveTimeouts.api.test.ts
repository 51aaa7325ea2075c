import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

interface RawExchange {
  /** Everything the server sent back before it closed the connection. */
  answer: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/** A client that sends `head`, then `drip` every `everyMs` until the server closes the connection. */
function slowClient(port: number, head: string, drip: string | null, everyMs: number, giveUpMs = 10_000) {
  return new Promise<RawExchange>((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    const dripping = drip === null ? undefined : setInterval(() => socket.write(drip), everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; got ${JSON.stringify(answer)}`));
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a reset after the answer is how some closes look
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
  });
}

const POST_HEAD = (length: number) =>
  `POST /Token/Login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '1500', BODY_IDLE_TIMEOUT_MS: '400' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('has sane defaults: two minutes for a request, 30 s of silence', () => {
    const config = loadConfig({});
    expect(config.REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(config.BODY_IDLE_TIMEOUT_MS).toBe(30_000);
  });

  it('ends a body sent a byte at a time when the request time is up', async () => {
    const { answer, closedAfterMs } = await slowClient(port, `${POST_HEAD(10_000)}{`, ' ', 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"status":408');
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('answers a body that stops arriving with a 408 problem', async () => {
    const { answer, closedAfterMs } = await slowClient(port, `${POST_HEAD(100)}{"Login":`, null, 0);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"status":408');
    expect(closedAfterMs).toBeGreaterThanOrEqual(350);
    expect(closedAfterMs).toBeLessThan(1_400);
  });

  it('closes a connection whose headers never end', async () => {
    const { answer, closedAfterMs } = await slowClient(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\n', null, 0);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('application/problem+json');
    expect(JSON.parse(answer.slice(answer.indexOf('{')))).toMatchObject({ status: 408, title: 'Request Timeout' });
    expect(closedAfterMs).toBeLessThan(1_400);
  });

  it('answers a request that is not HTTP with a 400 problem', async () => {
    const { answer } = await slowClient(port, 'HELLO there\r\n\r\n', null, 0);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('"status":400');
  });

  it('still serves a client that sends at a normal pace', async () => {
    const body = JSON.stringify({ Login: 'seller', Password: 'correct horse battery staple' });
    const response = await fetch(`http://127.0.0.1:${port}/Token/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
  });
});

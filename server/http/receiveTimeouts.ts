import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './problems.js';

export interface ReceiveTimeouts {
  /** The whole request, headers and body, must arrive within this (Node answers 408 and closes). */
  REQUEST_TIMEOUT_MS: number;
  /** The longest silence while a body arrives (a 408 problem); also the limit for the headers. */
  BODY_IDLE_TIMEOUT_MS: number;
}

/**
 * Fastify's server options for a client that sends slowly. Fastify's own default (0) switches Node's
 * request timeout off, so a body sent a byte at a time held its connection forever. Only receiving is
 * limited: a handler that takes long to answer is not cut off.
 */
export function receiveTimeoutOptions(timeouts: ReceiveTimeouts): { requestTimeout: number; http: ServerOptions } {
  const requestTimeout = timeouts.REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(timeouts.BODY_IDLE_TIMEOUT_MS, requestTimeout);
  // Node looks for overdue requests this often (30 s by default, coarse for short limits).
  const connectionsCheckingInterval = Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 4)));
  return { requestTimeout, http: { requestTimeout, headersTimeout, connectionsCheckingInterval } };
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * What Node finds wrong before a request reaches Fastify (its time up while it arrives, headers too
 * big or malformed) answered as problem details like every other error (RFC 9457), in place of
 * Fastify's own JSON; the connection closes after it, as Node's and Fastify's do.
 */
export function clientErrorProblem(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not well-formed HTTP.'];
  const title = STATUS_CODES[status]!;
  const body = JSON.stringify({ type: 'about:blank', title, status, detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A request whose body stops arriving for `idleMs` is answered 408 and its connection closed. */
export const bodyIdleTimeoutPlugin = fp<{ idleMs: number }>(async (app: FastifyInstance, { idleMs }) => {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    const timer = setTimeout(() => {
      const seconds = Math.round(idleMs / 100) / 10;
      guarded.destroy(
        new HttpProblem(408, 'Request Timeout', `The request body stopped arriving for ${seconds} s.`, undefined, {
          Connection: 'close',
        }),
      );
    }, idleMs);
    const guarded = new Transform({
      transform(chunk, _encoding, done) {
        timer.refresh();
        done(null, chunk);
      },
    });
    const stop = () => clearTimeout(timer);
    guarded.once('end', stop).once('close', stop);
    reply.raw.once('close', stop);
    // Not pipeline(): it would destroy the request, and its socket with it, before the 408 is written.
    payload.on('error', (error) => guarded.destroy(error));
    return payload.pipe(guarded);
  });
});

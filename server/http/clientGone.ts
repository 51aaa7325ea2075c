import type { FastifyReply } from 'fastify';

/**
 * A signal that fires when the caller goes away before the answer is sent, so long work (an import,
 * an API check) stops instead of running for nobody. The request's own 'close' fires as soon as its
 * body is read, so the answer's stream is watched instead.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

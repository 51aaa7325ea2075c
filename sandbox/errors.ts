import type { FastifyReply } from 'fastify';

/** gRPC status codes Ozon puts in `code` of its error body (rpcStatus). */
export const GRPC = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  PERMISSION_DENIED: 7,
  FAILED_PRECONDITION: 9,
  RESOURCE_EXHAUSTED: 8,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
} as const;

const HTTP_STATUS: Record<number, number> = {
  [GRPC.INVALID_ARGUMENT]: 400,
  [GRPC.NOT_FOUND]: 404,
  [GRPC.PERMISSION_DENIED]: 403,
  [GRPC.FAILED_PRECONDITION]: 400,
  [GRPC.RESOURCE_EXHAUSTED]: 429,
  [GRPC.UNIMPLEMENTED]: 501,
  [GRPC.INTERNAL]: 500,
  [GRPC.UNAVAILABLE]: 503,
};

/** Ozon's error body: `{ code, message, details }`. */
export function ozonError(reply: FastifyReply, code: number, message: string, status = HTTP_STATUS[code] ?? 400) {
  return reply.code(status).send({ code, message, details: [] });
}

/** Thrown by a handler to answer with an Ozon error body. */
export class OzonError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = HTTP_STATUS[code] ?? 400,
  ) {
    super(message);
  }
}

export const invalidArgument = (message: string) => new OzonError(GRPC.INVALID_ARGUMENT, message);
export const notFound = (message: string) => new OzonError(GRPC.NOT_FOUND, message);

import type { FastifyReply } from 'fastify';
import { GRPC, invalidArgument, OzonError } from '../errors.js';
import type { SlidingLimit } from '../world/supplyLimits.js';

/**
 * Request checks of the supply and draft methods. Ozon's gateway takes int64 values both as JSON
 * numbers and as strings, so both are read; anything else is Ozon's 400 with the field named.
 */
export function int64(value: unknown, field: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw invalidArgument(`invalid ${field}: expected an int64 number`);
  }
  return number;
}

export function intIn(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidArgument(`invalid ${field}: expected an integer from ${min} to ${max}`);
  }
  return value;
}

export function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[], fallback?: T): T {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidArgument(`invalid ${field}: expected one of ${allowed.join(', ')}`);
  }
  return value as T;
}

export function arrayOf(value: unknown, field: string, min: number, max: number): unknown[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) {
    throw invalidArgument(`invalid ${field}: expected an array of ${min} to ${max} items`);
  }
  return value;
}

export function objectAt(value: unknown, field: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidArgument(`${field} is required`);
  return value as Record<string, unknown>;
}

export const optionalString = (value: unknown, field: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalidArgument(`invalid ${field}: expected a string`);
  return value;
};

/** Ozon's 429 for a per-method limit, with Retry-After so that a polite client waits just enough. */
export function enforceLimit(limit: SlidingLimit, now: number, reply: FastifyReply, what: string): void {
  const taken = limit.take(now);
  if (taken.ok) return;
  reply.header('Retry-After', String(taken.retryAfterSeconds));
  throw new OzonError(
    GRPC.RESOURCE_EXHAUSTED,
    `You have reached the limit of ${what}: 2 a minute, 50 an hour and 500 a day per Client-Id`,
  );
}

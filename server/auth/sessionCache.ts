import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database.js';
import type { Listener } from '../db/notifications.js';

/** Sessions remembered at most; the oldest remembered is forgotten first (a team has a few dozen). */
const CAPACITY = 10_000;
/** The channel the sessions table's trigger announces ended sessions on (migration 0018). */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/**
 * The active sessions this process has seen, so that the bearer check of a call is answered from memory
 * instead of a query of its own (the cheapest part of a call, when it is not made).
 *
 * Only "active" is remembered. A session ended in this process is forgotten once its transaction has
 * committed (`sessionsEnded`, called by every writer that ends sessions); one ended by another process
 * on the database (another server, `npm run user`) arrives by LISTEN (`watch`), and until that
 * connection listens, or while it is down, nothing is remembered. A lookup that began before any forgetting is not
 * remembered after it (the epoch), so an answer read before a commit cannot outlive it.
 */
export class SessionCache {
  private readonly active = new Map<string, number>();
  private epoch = 0;
  private trusted: boolean;
  private listener: Listener | undefined;

  constructor(options: { trusted: boolean }) {
    this.trusted = options.trusted;
  }

  async isActive(sessionId: string, userId: number, lookUp: () => Promise<boolean>): Promise<boolean> {
    if (this.active.get(sessionId) === userId) return true;
    const epoch = this.epoch;
    const active = await lookUp();
    if (active && this.trusted && epoch === this.epoch) this.remember(sessionId, userId);
    return active;
  }

  /** A session (or all of a user's) has ended and its transaction has committed. */
  ended(which: { sessionId: string } | { userId: number }): void {
    this.epoch++;
    if ('sessionId' in which) {
      this.active.delete(which.sessionId);
      return;
    }
    for (const [sessionId, userId] of this.active) if (userId === which.userId) this.active.delete(sessionId);
  }

  /** Other processes' ended sessions, announced by the database. */
  watch(database: Database, log: FastifyBaseLogger): void {
    this.listener = database.listen(SESSION_ENDED_CHANNEL, {
      message: (sessionId) => this.ended({ sessionId }),
      listening: () => {
        this.trusted = true;
      },
      lost: () => {
        this.trusted = false;
        this.forgetAll();
        log.warn(
          'Lost the PostgreSQL connection that hears of ended sessions: every call checks its session until it is back',
        );
      },
    });
  }

  async close(): Promise<void> {
    await this.listener?.close();
  }

  private forgetAll(): void {
    this.epoch++;
    this.active.clear();
  }

  private remember(sessionId: string, userId: number): void {
    if (this.active.size >= CAPACITY) this.active.delete(this.active.keys().next().value!);
    this.active.set(sessionId, userId);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of the server on this database, trusted once it listens. */
export function sessionCacheFor(database: Database, log: FastifyBaseLogger): SessionCache {
  const cache = new SessionCache({ trusted: false });
  cache.watch(database, log);
  caches.set(database.db, cache);
  return cache;
}

/** Sessions ended on this database have committed: the server's cache of it (if one runs here) forgets them. */
export function sessionsEnded(db: Db, which: { sessionId: string } | { userId: number }): void {
  caches.get(db)?.ended(which);
}

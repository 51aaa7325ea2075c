// One at a time for a rare change that is slow before it writes (connecting an Ozon cabinet asks Ozon
// for seconds first). Queued in this process, and behind a transaction-scoped advisory lock, so
// processes sharing the database wait for each other too.
import { sql } from 'kysely';
import type { Database, DbOrTrx } from './database.js';

/** Runs `work` when no other work of the same section runs; it writes through the `db` it is given. */
export type ExclusiveSection = <T>(work: (db: DbOrTrx) => Promise<T>) => Promise<T>;

export function exclusiveSection(database: Pick<Database, 'db'>, lockKey: number): ExclusiveSection {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: (db: DbOrTrx) => Promise<T>): Promise<T> => {
    const run = queue.then(() =>
      database.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${lockKey})`.execute(trx);
        return work(trx);
      }),
    );
    // A failed run (a refused key) must not block the ones queued behind it.
    queue = run.catch(() => undefined);
    return run;
  };
}

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { createScratchPostgres } from '../test/testDatabase.js';

describe('PostgreSQL connections', () => {
  it('survives an idle connection cut by the server, and the next query reconnects', async () => {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await sql`SELECT 1`.execute(database.db);
      // What a PostgreSQL restart or an admin does: end every other session of this database.
      const admin = await openDatabase({ kind: 'postgres', url: scratch.url });
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(admin.db);
      await admin.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(database.db);
      expect(rows.rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });

  it('turns JIT off on both pools: LLVM compiling a short statement cost 200-300 ms on a growing table', async () => {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      for (const db of [database.db, database.jobsDb]) {
        const setting = await sql<{ jit: string }>`SHOW jit`.execute(db);
        expect(setting.rows).toEqual([{ jit: 'off' }]);
      }
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

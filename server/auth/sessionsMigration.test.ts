import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openEmptyTestDatabase } from '../test/testDatabase.js';
import { migrate, readMigrations } from '../db/migrate.js';

/** Sessions signed in before 0008 keep working, and ones revoked before it stay revoked. */
describe('migration 0008: refresh-token families become sessions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
  });
  afterAll(() => database.close());

  it('makes a session of every family, revoked when the family was', async () => {
    const all = readMigrations();
    const at = all.findIndex((migration) => migration.name.startsWith('0008_'));
    await migrate(database, all.slice(0, at));
    await database.withRawTransaction(async (trx) => {
      await trx.exec(`INSERT INTO users (login, password_hash) VALUES ('seller', 'x')`);
      await trx.exec(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, revoked_at) VALUES
        (1, '00000000-0000-4000-8000-000000000001', 'a1', now() + interval '1 day', now(), NULL),
        (1, '00000000-0000-4000-8000-000000000001', 'a2', now() + interval '1 day', NULL, NULL),
        (1, '00000000-0000-4000-8000-000000000002', 'b1', now() + interval '1 day', now(), now()),
        (1, '00000000-0000-4000-8000-000000000002', 'b2', now() + interval '1 day', NULL, now())`);
    });
    await migrate(database);

    const sessions = await sql<{ id: string; user_id: number; revoked: boolean }>`
      SELECT id, user_id, revoked_at IS NOT NULL AS revoked FROM sessions ORDER BY id`.execute(database.db);
    expect(sessions.rows).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', user_id: 1, revoked: false },
      { id: '00000000-0000-4000-8000-000000000002', user_id: 1, revoked: true },
    ]);
    // A session's tokens go with it.
    await sql`DELETE FROM sessions WHERE id = '00000000-0000-4000-8000-000000000002'`.execute(database.db);
    const left = await sql<{ token_hash: string }>`SELECT token_hash FROM refresh_tokens ORDER BY token_hash`.execute(
      database.db,
    );
    expect(left.rows.map((row) => row.token_hash)).toEqual(['a1', 'a2']);
  });
});

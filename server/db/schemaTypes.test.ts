import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.js';
import type { Database } from './database.js';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from './schemaTypes.js';

describe('The database types', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('checked in are those of the migrated schema', async () => {
    const checkedIn = fs.readFileSync(GENERATED_SCHEMA_FILE, 'utf8');
    expect(await generateSchemaTypes(database), 'schema.generated.ts is out of date: run `npm run db:types`').toBe(
      checkedIn,
    );
  });

  it('are what the driver hands over: numbers for numeric, int8 and int8[], text for date', async () => {
    const { rows } = await sql`SELECT 1.25::numeric AS numeric, 9007199254740991::bigint AS int8,
      ARRAY[1, NULL, 3]::bigint[] AS int8s, '2026-03-01'::date AS date, now() AS timestamptz,
      '{"a": [1]}'::jsonb AS jsonb`.execute(database.db);
    expect(rows).toEqual([
      {
        numeric: 1.25,
        int8: 9007199254740991,
        int8s: [1, null, 3],
        date: '2026-03-01',
        timestamptz: expect.any(Date),
        jsonb: { a: [1] },
      },
    ]);
  });
});

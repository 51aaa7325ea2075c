import type { RawTransaction } from '../db/database.js';

/** The table the migrator keeps its own record in: a copy gets it from migrating, never from the data. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** What a copy knows of each table: its rows and a checksum of their content, order aside. */
export interface TableSummary {
  name: string;
  rows: number;
  checksum: string;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the app's schema but the migrator's, by name. Rows are read as PostgreSQL's own JSON
 * of the row (`row_to_json`), in UTC, and written back with `json_populate_recordset`: every type
 * round-trips as PostgreSQL prints and parses it, and nothing passes through JavaScript numbers.
 */
export async function appTables(trx: RawTransaction): Promise<string[]> {
  const rows = await trx.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> $1
     ORDER BY table_name`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** Reads see one moment of the database (a backup taken while an import writes sees all of a step or none). */
export async function readOneMoment(trx: RawTransaction): Promise<void> {
  await trx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  await trx.exec("SET LOCAL TIME ZONE 'UTC'");
}

/** Rows and checksum per table: the md5 of the sorted md5s of the rows' JSON, so the order rows come in does not matter. */
export async function summarizeTables(trx: RawTransaction, tables: string[]): Promise<TableSummary[]> {
  const summaries: TableSummary[] = [];
  for (const name of tables) {
    const [row] = await trx.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(row_hash, '' ORDER BY row_hash), '')) AS checksum
       FROM (SELECT md5(row_to_json(t)::text) AS row_hash FROM ${quoted(name)} t) hashed`,
    );
    summaries.push({ name, rows: Number(row.rows), checksum: row.checksum });
  }
  return summaries;
}

/** Reads a table's rows as JSON text, a page at a time, through a cursor of the open transaction. */
export async function* tableRows(trx: RawTransaction, table: string, pageSize = 2000): AsyncGenerator<string[]> {
  const cursor = `copy_${table}`.slice(0, 60);
  await trx.exec(
    `DECLARE ${quoted(cursor)} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${quoted(table)} t`,
  );
  try {
    for (;;) {
      const rows = await trx.query<{ line: string }>(`FETCH ${pageSize} FROM ${quoted(cursor)}`);
      if (rows.length === 0) return;
      yield rows.map((row) => row.line);
    }
  } finally {
    await trx.exec(`CLOSE ${quoted(cursor)}`);
  }
}

/** Writes rows (JSON text of each, as `tableRows` reads them) into a table, keeping their ids. */
export async function insertRows(trx: RawTransaction, table: string, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  await trx.query(
    `INSERT INTO ${quoted(table)} OVERRIDING SYSTEM VALUE
     SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs `load` with the foreign keys set aside and puts them back after, which checks every row against
 * them: tables (and rows of a table that refers to itself) can then come in any order. Inside the
 * caller's transaction, so a row that breaks a key undoes the whole load.
 */
export async function withForeignKeysAfter<T>(trx: RawTransaction, load: () => Promise<T>): Promise<T> {
  const keys = await trx.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  for (const key of keys) await trx.exec(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoted(key.name)}`);
  const result = await load();
  for (const key of keys)
    await trx.exec(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
  return result;
}

/** Empties the tables (for a restore over a database of the same level). */
export async function emptyTables(trx: RawTransaction, tables: string[]): Promise<void> {
  if (tables.length) await trx.exec(`TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
}

/** Moves every id sequence past the ids copied in, so the next record gets a new one. */
export async function resetSequences(trx: RawTransaction): Promise<void> {
  const columns = await trx.query<{ table: string; column: string; sequence: string }>(
    `SELECT table_name AS table, column_name AS column,
            pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
     FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
  );
  for (const { table, column, sequence } of columns) {
    await trx.query(
      `SELECT setval($1, coalesce((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

import type { RawDatabase } from '../db/database.js';
import { BackupRefusedError } from './backupFile.js';
import { appliedMigrations, loadTables, prepareTarget } from './restoreBackup.js';
import { appTables, insertRows, readOneMoment, summarizeTables, tableRows, type TableSummary } from './tableData.js';

/** Told as a table is copied: rows so far of its total. */
export type CopyProgress = (table: string, copied: number, total: number) => void;

/**
 * Copies every table of one database into another that is empty, at the same migration level, with
 * their ids and sequences: the source read at one moment, the target written in one transaction and
 * compared table by table (rows and checksum) before it commits. Answers what was copied.
 */
export async function copyDatabase(
  source: RawDatabase,
  target: RawDatabase,
  progress: CopyProgress = () => undefined,
): Promise<TableSummary[]> {
  const targetTables = await target.withRawTransaction(async (trx) => [
    ...(await appliedMigrations(trx)),
    ...(await appTables(trx)),
  ]);
  if (targetTables.length > 0) {
    throw new BackupRefusedError(
      `The target database is not empty (${targetTables.length} tables or migrations, e.g. ${targetTables[0]}): ` +
        'give an empty PostgreSQL database.',
    );
  }
  return source.withRawTransaction(async (from) => {
    await readOneMoment(from);
    const migrations = await appliedMigrations(from);
    const tables = await appTables(from);
    const summaries = await summarizeTables(from, tables);
    await prepareTarget(target, migrations, 'the source');
    await loadTables(target, summaries, async (to) => {
      for (const [index, table] of tables.entries()) {
        const total = summaries[index].rows;
        let copied = 0;
        for await (const page of tableRows(from, table)) {
          await insertRows(to, table, page);
          progress(table, (copied += page.length), total);
        }
        if (total === 0) progress(table, 0, 0);
      }
    });
    return summaries;
  });
}

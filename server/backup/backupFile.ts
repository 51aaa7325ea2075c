import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Database, RawTransaction } from '../db/database.js';
import { PRIVATE_FILE_MODE, privateDir } from '../db/privateDir.js';
import {
  appTables,
  insertRows,
  MIGRATIONS_TABLE,
  readOneMoment,
  summarizeTables,
  tableRows,
  type TableSummary,
} from './tableData.js';

export const BACKUP_FORMAT = 'seller-backoffice-backup';
const TABLE_MARK = '#table ';
const END_MARK = '#end ';
const FORMAT_VERSION = 1;

/**
 * The first line of a backup: what wrote it, the migrations its schema had, and each table's rows and
 * checksum at the moment it was taken. Then, per table, a `#table name` line and its rows as
 * PostgreSQL's JSON, one a line (a row always starts with `{`); the last line, `#end <sha256>`, holds the
 * SHA-256 of everything before it. All gzipped.
 */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  migrations: string[];
  createdAt: string;
  /** The engine that wrote it: PostgreSQL; `pglite` in backups of the releases before the embedded PostgreSQL. */
  dialect: 'postgres' | 'pglite';
  /** The install the database is (migration 0029); absent in a backup written before it. */
  installId?: string;
  tables: TableSummary[];
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  sha256: string;
  header: BackupHeader;
}

/** Which install a database is; null before migration 0029 (or in a new database). */
export async function installIdOf(trx: RawTransaction): Promise<string | null> {
  const [{ exists }] = await trx.query<{ exists: boolean }>(`SELECT to_regclass('installation') IS NOT NULL AS exists`);
  if (!exists) return null;
  const [row] = await trx.query<{ id: string }>('SELECT id FROM installation');
  return row?.id ?? null;
}

/** A backup that cannot be restored here: why, in the words the seller reads. Nothing was changed. */
export class BackupRefusedError extends Error {}

const migrationNumber = (name: string | undefined) => name?.slice(0, 4) ?? '0000';
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** The name says when, which app and which migration level; the manifest beside it says the rest. */
export function backupFileName(header: Pick<BackupHeader, 'createdAt' | 'appVersion' | 'migrations'>): string {
  return `backup-${stamp(new Date(header.createdAt))}-v${header.appVersion}-m${migrationNumber(header.migrations.at(-1))}.jsonl.gz`;
}

export const isBackupFileName = (name: string) => /^backup-.*\.jsonl\.gz$/.test(name);

/**
 * Writes a backup of the whole database as it is at one moment (one repeatable-read transaction),
 * into `dir`, under a temporary name until it is complete; a manifest `<file>.json` goes beside it.
 */
export async function writeBackup(
  database: Database,
  dir: string,
  appVersion: string,
  onTable: (table: string, done: number, total: number) => void = () => {},
): Promise<WrittenBackup> {
  privateDir(dir);
  return database.withRawTransaction(async (trx) => {
    await readOneMoment(trx);
    const migrations = (await trx.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`)).map(
      (row) => row.name,
    );
    const tables = await appTables(trx);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion,
      migrations,
      createdAt: new Date().toISOString(),
      dialect: 'postgres',
      installId: (await installIdOf(trx)) ?? undefined,
      tables: await summarizeTables(trx, tables),
    };
    const file = path.join(dir, backupFileName(header));
    const partial = `${file}.partial`;
    const content = createHash('sha256');
    async function* lines() {
      const line = (text: string) => {
        content.update(`${text}\n`);
        return `${text}\n`;
      };
      yield line(JSON.stringify(header));
      for (const [index, table] of tables.entries()) {
        onTable(table, index, tables.length);
        yield line(`${TABLE_MARK}${table}`);
        for await (const page of tableRows(trx, table)) yield page.map(line).join('');
      }
      yield `${END_MARK}${content.digest('hex')}\n`;
    }
    try {
      await pipeline(lines, zlib.createGzip(), fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
      await fs.promises.rename(partial, file);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    const bytes = (await fs.promises.stat(file)).size;
    const sha256 = createHash('sha256')
      .update(await fs.promises.readFile(file))
      .digest('hex');
    const manifest = { file: path.basename(file), bytes, sha256, ...header };
    await fs.promises.writeFile(`${file}.json`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
    return { file, bytes, sha256, header };
  });
}

type BackupLine = { kind: 'table'; table: string } | { kind: 'row'; table: string; line: string };

/** The backup's lines after its header, with the header checked and the content hash kept as it reads. */
/**
 * The longest line a backup holds: one row of a table as JSON (the app stores no files in its tables,
 * so a real row is kilobytes). A longer one is a damaged or hostile file: a gzip of a single 1 GB line
 * weighs under 5 MB, and reading it whole would exhaust the memory.
 */
export const MAX_BACKUP_LINE_BYTES = 64 * 1024 * 1024;

/** The lines of a stream of bytes, each at most `maxBytes`: memory stays bounded whatever the input. */
async function* boundedLines(input: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let size = 0;
  const tooLong = () =>
    new BackupRefusedError(
      `The backup has a line longer than ${maxBytes / 1024 / 1024} MB, which no backup of this app writes: it is damaged or not a backup.`,
    );
  for await (const chunk of input) {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      if (size + newline - start > maxBytes) throw tooLong();
      parts.push(chunk.subarray(start, newline));
      yield Buffer.concat(parts).toString('utf8');
      parts = [];
      size = 0;
      start = newline + 1;
    }
    size += chunk.length - start;
    if (size > maxBytes) throw tooLong();
    if (start < chunk.length) parts.push(chunk.subarray(start));
  }
  if (size > 0) yield Buffer.concat(parts).toString('utf8');
}

async function* readLines(file: string, onHeader: (header: BackupHeader) => void): AsyncGenerator<BackupLine> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const reader = boundedLines(input, MAX_BACKUP_LINE_BYTES);
  const content = createHash('sha256');
  let header: BackupHeader | null = null;
  let table: string | null = null;
  let ended = false;
  try {
    for await (const text of reader) {
      if (ended) throw new BackupRefusedError('The backup goes on after its end mark: it was edited.');
      if (!header) {
        header = parseHeader(text);
        onHeader(header);
        content.update(`${text}\n`);
        continue;
      }
      if (text.startsWith(END_MARK)) {
        if (text.slice(END_MARK.length) !== content.digest('hex')) {
          throw new BackupRefusedError('The backup does not match its checksum: it was edited or damaged.');
        }
        ended = true;
        continue;
      }
      content.update(`${text}\n`);
      if (text.startsWith(TABLE_MARK)) {
        table = text.slice(TABLE_MARK.length);
        yield { kind: 'table', table };
      } else if (table && text.startsWith('{')) yield { kind: 'row', table, line: text };
      else throw new BackupRefusedError('The backup has a line that is neither a table nor a row: it was edited.');
    }
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    throw new BackupRefusedError(
      `The backup cannot be read (${(error as Error).message}): it is cut short or not a backup.`,
    );
  }
  if (!header) throw new BackupRefusedError('The file is empty: not a backup.');
  if (!ended) throw new BackupRefusedError('The backup ends before its end mark: it is cut short.');
}

function parseHeader(text: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(text) as Partial<BackupHeader>;
  } catch {
    throw new BackupRefusedError('The file is not a backup of this app.');
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupRefusedError('The file is not a backup of this app.');
  if (header.formatVersion !== FORMAT_VERSION) {
    throw new BackupRefusedError(
      `The backup's format ${header.formatVersion} is not one this app reads (${FORMAT_VERSION}).`,
    );
  }
  return header as BackupHeader;
}

/**
 * Reads the whole backup once without writing anything: its checksum, its tables' row counts, and its
 * migration level against the migrations this app has. Answers the header.
 */
export async function verifyBackup(file: string, knownMigrations: string[]): Promise<BackupHeader> {
  if (!fs.existsSync(file)) throw new BackupRefusedError(`There is no file ${file}.`);
  let header: BackupHeader | null = null;
  const counted = new Map<string, number>();
  for await (const item of readLines(file, (read) => (header = read))) {
    if (item.kind === 'row') counted.set(item.table, (counted.get(item.table) ?? 0) + 1);
  }
  const read = header as unknown as BackupHeader;
  for (const table of read.tables) {
    if ((counted.get(table.name) ?? 0) !== table.rows) {
      throw new BackupRefusedError(
        `The backup's table ${table.name} has ${counted.get(table.name) ?? 0} rows, not ${table.rows}.`,
      );
    }
  }
  const unknown = read.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length) {
    throw new BackupRefusedError(
      `The backup was made by a newer version of the app (v${read.appVersion}, migration ${unknown.at(-1)}); ` +
        `this one knows migrations up to ${knownMigrations.at(-1)}. Update the app first.`,
    );
  }
  if (read.migrations.some((name, index) => knownMigrations[index] !== name)) {
    throw new BackupRefusedError("The backup's migrations are not this app's: it comes from another application.");
  }
  return read;
}

/** Writes the backup's rows into the open transaction's tables (they exist, at the backup's level, and are empty). */
export async function loadBackupRows(trx: RawTransaction, file: string, batch = 500): Promise<void> {
  let pending: string[] = [];
  let table: string | null = null;
  const flush = async () => {
    if (table) await insertRows(trx, table, pending);
    pending = [];
  };
  for await (const item of readLines(file, () => {})) {
    if (item.kind === 'table') {
      await flush();
      table = item.table;
    } else {
      pending.push(item.line);
      if (pending.length >= batch) await flush();
    }
  }
  await flush();
}

// `npm run db:move-to-postgres -- postgres://…`: the embedded database copied into an empty PostgreSQL.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { databaseTargetOf } from '../db/openFromConfig.js';
import { existingDataDir, exitWithFailure } from './cliText.js';
import { copyDatabase } from './moveToPostgres.js';

const USAGE = `Usage: npm run db:move-to-postgres -- postgres://user@host:5432/database

Copies every table of the embedded database in DATA_DIR (the server stopped) into an empty PostgreSQL
database, at the same migration level, keeping ids and sequences; compares the rows and a checksum of
every table on both sides; then says what to set to run on PostgreSQL. A database with tables is refused.
`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const url = positionals[0];
  if (values.help || positionals.length !== 1 || !/^postgres(ql)?:\/\//.test(url)) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  // The embedded database, the server stopped: what it writes after the copy would be left behind.
  const source = await openDatabase(
    databaseTargetOf({ dataDir: existingDataDir(config.dataDir), DATABASE_URL: undefined }),
  );
  try {
    const target = await openDatabase({ kind: 'postgres', url });
    try {
      const tables = await copyDatabase(source, target);
      for (const table of tables.filter((item) => item.rows > 0)) {
        console.log(`  ${table.name.padEnd(36)} ${String(table.rows).padStart(9)} rows  checksum ${table.checksum}`);
      }
      const rows = tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`\nCopied ${rows} records in ${tables.length} tables; rows and checksums match on both sides.`);
      console.log(
        `Run on PostgreSQL from now on: set DATABASE_URL=${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`,
      );
      console.log(`(the embedded database in ${config.dataDir} is left as it was; keep it as a backup or remove it).`);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

main().catch((error: unknown) => exitWithFailure(error, 'nothing was copied'));

// `npm run restore -- FILE`: the database brought back to a backup.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { databaseTargetOf } from '../db/openFromConfig.js';
import { exitWithFailure } from './cliText.js';
import { restoreBackup } from './restoreBackup.js';
import { withNoServerOn } from '../db/serverPresence.js';

const USAGE = `Usage: npm run restore -- [--from-another-install] FILE

Restores a backup written by \`npm run backup\` (or the daily backup) into the database of the
configuration: PostgreSQL (DATABASE_URL) or the embedded database in DATA_DIR, with every server on it
stopped (a running one is refused). The file is checked whole first; a cut, edited or foreign file is
refused and nothing is changed. The database must be new (a new DATA_DIR, an empty PostgreSQL database)
or at the backup's migration level. Over a database with data, the backup must be of the same install;
--from-another-install replaces that install's users, cabinet and history with the backup's.
`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' }, 'from-another-install': { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const file = path.resolve(positionals[0]);
  const config = loadConfig();
  const database = await openDatabase(databaseTargetOf(config));
  try {
    const { header, replacedInstall } = await withNoServerOn(database, () =>
      restoreBackup(database, file, { fromAnotherInstall: values['from-another-install'] }),
    );
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    if (replacedInstall) {
      console.log(
        `Replaced install ${replacedInstall.installId ?? 'unnamed'} (${replacedInstall.records} records, users ` +
          `${replacedInstall.users.join(', ') || '(none)'}) with install ${header.installId ?? 'unnamed'}.`,
      );
    }
    console.log(
      `Restored ${rows} records in ${header.tables.length} tables from the backup of ${header.createdAt} ` +
        `(app v${header.appVersion}) into ${where}. Start the server: npm start`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => exitWithFailure(error, 'nothing was changed'));

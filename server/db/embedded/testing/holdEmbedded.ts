// A process that opens the embedded database of DATA_DIR (argv[2]), commits one row, says so on stdout
// and waits to be killed: the embedded server's tests kill it with -9. With the app's settings: a commit
// is on disk when it returns (the tests' own settings let it wait for the WAL writer).
import { sql } from 'kysely';
import { openDatabase } from '../../database.js';

const database = await openDatabase({ kind: 'embedded', dataDir: process.argv[2], purpose: 'app' });
await sql`CREATE TABLE IF NOT EXISTS written (note text)`.execute(database.db);
await sql`INSERT INTO written VALUES (${process.argv[3] ?? 'committed'})`.execute(database.db);
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);

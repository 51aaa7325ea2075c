// Regenerates server/db/schema.generated.ts: migrates a scratch database (PGlite in memory) and introspects it.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '../server/db/schemaTypes.js';

const database = await openDatabase({ kind: 'memory' });
try {
  await migrate(database);
  fs.writeFileSync(GENERATED_SCHEMA_FILE, await generateSchemaTypes(database));
  console.log(`Wrote ${path.relative(process.cwd(), GENERATED_SCHEMA_FILE)}`);
} finally {
  await database.close();
}

// Regenerates server/db/schema.generated.ts: migrates a throwaway embedded PostgreSQL and introspects it.
import fs from 'node:fs';
import path from 'node:path';
import { openThrowawayDatabase } from '../server/db/embedded/throwawayDatabase.js';
import { migrate } from '../server/db/migrate.js';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '../server/db/schemaTypes.js';

const database = await openThrowawayDatabase();
try {
  await migrate(database);
  fs.writeFileSync(GENERATED_SCHEMA_FILE, await generateSchemaTypes(database));
  console.log(`Wrote ${path.relative(process.cwd(), GENERATED_SCHEMA_FILE)}`);
} finally {
  await database.close();
}

import { fileURLToPath } from 'node:url';
import { generate, PostgresDialect, type GenerateOptions } from 'kysely-codegen';
import prettier from 'prettier';
import type { Database } from './database.js';

/** Dev tooling (`npm run db:types` and its test), never loaded by the server. */
export const GENERATED_SCHEMA_FILE = fileURLToPath(new URL('./schema.generated.ts', import.meta.url));

/** As the drivers hand values over (database.ts): numeric and int8 (and int8[]) as numbers, date as text. */
const TYPE_MAPPING = { int8: 'number', numeric: 'number', date: 'string' };

/** Columns whose CHECK constraint says more than their type. */
const OVERRIDES = {
  columns: { 'jobs.status': "Generated<'queued' | 'running' | 'completed' | 'failed' | 'cancelled'>" },
};

const HOW_TO_REGENERATE =
  '// From the migrations by `npm run db:types`; server/db/schemaTypes.test.ts fails when it is out of date.';

/** The kysely types of a migrated database's tables, formatted as the checked-in file is. */
export async function generateSchemaTypes(database: Database): Promise<string> {
  const source = await generate({
    // kysely-codegen is CommonJS: its Kysely type is kysely's CommonJS declaration of the same class.
    db: database.db as unknown as GenerateOptions['db'],
    dialect: new PostgresDialect(),
    outFile: null,
    typeMapping: TYPE_MAPPING,
    overrides: OVERRIDES,
  });
  const options = await prettier.resolveConfig(GENERATED_SCHEMA_FILE);
  return prettier.format(`${HOW_TO_REGENERATE}\n${source}`, { ...options, filepath: GENERATED_SCHEMA_FILE });
}

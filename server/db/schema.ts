import type { DB } from './schema.generated.js';

/**
 * Row shapes of the tables, generated from the migrated schema (`npm run db:types`). numeric, int8 and
 * int8[] read as numbers and date as 'YYYY-MM-DD' text, as the drivers are set up in database.ts.
 */
export type DatabaseSchema = DB;
export type { Jobs as JobsTable, OzonProducts as OzonProductsTable } from './schema.generated.js';

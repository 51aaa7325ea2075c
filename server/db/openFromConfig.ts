import type { AppConfig } from '../config.js';
import { openDatabase, type Database, type DatabaseTarget } from './database.js';
import { migrate } from './migrate.js';

/** The database the configuration names: PostgreSQL (DATABASE_URL) or PGlite in DATA_DIR. */
export const databaseTargetOf = (
  config: Pick<AppConfig, 'DATABASE_URL' | 'dataDir'> & Partial<Pick<AppConfig, 'DATABASE_POOL_SIZE'>>,
): DatabaseTarget =>
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: config.dataDir };

/** The database the configuration names, migrated. */
export async function openMigratedDatabase(config: AppConfig): Promise<{ database: Database; applied: string[] }> {
  const database = await openDatabase(databaseTargetOf(config));
  try {
    return { database, applied: await migrate(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

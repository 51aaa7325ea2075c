import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';

/** The database the configuration names (PostgreSQL or PGlite in DATA_DIR), migrated. */
export async function openMigratedDatabase(config: AppConfig): Promise<{ database: Database; applied: string[] }> {
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    return { database, applied: await migrate(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

import type { AppConfig } from '../config.js';
import { EMBEDDED_DATABASE, openDatabase, type Database, type DatabaseTarget } from './database.js';
import type { EmbeddedServerOptions } from './embedded/embeddedServer.js';
import { moveFromPglite } from './embedded/moveFromPglite.js';
import { migrate } from './migrate.js';

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR, into which a PGlite database of an earlier release is moved on the first start.
 */
export const databaseTargetOf = (
  config: Pick<AppConfig, 'DATABASE_URL' | 'dataDir'> & Partial<Pick<AppConfig, 'DATABASE_POOL_SIZE'>>,
  options: Pick<EmbeddedServerOptions, 'whenOwned' | 'say'> = {},
): DatabaseTarget => {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  const say = options.say ?? ((line: string) => console.log(line));
  return {
    kind: 'embedded',
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    whenOwned: options.whenOwned,
    say,
    prepare: (adminUrl) => moveFromPglite({ dataDir: config.dataDir, adminUrl, database: EMBEDDED_DATABASE, say }),
  };
};

/** The database the configuration names, migrated. */
export async function openMigratedDatabase(
  config: AppConfig,
  options: Pick<EmbeddedServerOptions, 'whenOwned' | 'say'> = {},
): Promise<{ database: Database; applied: string[] }> {
  const database = await openDatabase(databaseTargetOf(config, options));
  try {
    return { database, applied: await migrate(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

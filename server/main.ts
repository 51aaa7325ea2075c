import { ConfigError, loadConfig } from './config.js';
import { DatabaseLockedError } from './db/database.js';
import { NewerDatabaseError } from './db/migrate.js';
import { openMigratedDatabase } from './db/openFromConfig.js';
import { boundHeapGrowth } from './heapGrowth.js';
import { announceServer, RestoreRunningError } from './db/serverPresence.js';

async function main() {
  boundHeapGrowth();
  const config = loadConfig();
  // The embedded PostgreSQL starts (or a PGlite database of an earlier release moves into it) while
  // this thread loads the rest of the server: a warm start takes the longer of the two, not their sum.
  const opening = openMigratedDatabase(config);
  const [{ buildApp }, { userAccounts }, { connectOzon }] = await Promise.all([
    import('./app.js'),
    import('./auth/userAccounts.js'),
    import('./ozon/connection.js'),
  ]).catch(async (error: unknown) => {
    await opening.then(({ database }) => database.close()).catch(() => undefined);
    throw error;
  });
  const { database, applied } = await opening;
  // This server is on the database until it stops (a restore waits for every server to stop).
  const presence = await announceServer(database).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const created = await userAccounts(database.db).bootstrap({
    login: config.SELLER_ADMIN_LOGIN,
    password: config.SELLER_ADMIN_PASSWORD,
  });
  const ozon = await connectOzon(config);
  const seeded = ozon.demoWorld
    ? await (await import('./demo/seedCatalogue.js')).seedDemoCatalogue(database.db, ozon.demoWorld)
    : null;
  if (ozon.demoWorld) await (await import('./demo/seedPurchases.js')).seedDemoPurchases(database.db, ozon.demoWorld);
  const app = await buildApp({ config, database, ozon, loadHistoryOnFirstStart: true });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ozon.close();
    await presence();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
  const storage = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`\nSeller back-office is running at ${url}  (data: ${storage})`);
  if (ozon.mode === 'demo') {
    console.log(
      `  Ozon: demo mode. No OZON_CLIENT_ID/OZON_API_KEY, so the built-in sandbox stands in (cabinet ${ozon.credentials.clientId}).`,
    );
    if (seeded)
      console.log(
        `  Demo catalogue: ${seeded.products} products, ${seeded.packages} packages from the sandbox seller.`,
      );
  } else {
    console.log(`  Ozon: cabinet ${ozon.credentials.clientId} at ${ozon.credentials.baseUrl}`);
  }
  if (created) {
    // Shown once, on the console only: the first account of a fresh installation.
    console.log(`\n  First start: created user "${created.login}" with password  ${created.password}`);
    console.log('  Keep it now; change it with `npm run user -- passwd admin`.\n');
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof NewerDatabaseError ||
    error instanceof RestoreRunningError
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});

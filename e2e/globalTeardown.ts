// After the suite: the app was stopped with SIGTERM (and stopped its embedded PostgreSQL); should it have
// been killed instead, the PostgreSQL it left running in the run's data directory is stopped here.
import { stopServerLeftIn } from '../server/db/embedded/embeddedServer.js';

export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_DATA_DIR) await stopServerLeftIn(process.env.E2E_DATA_DIR);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../test/testDatabase.js';
import { openDatabase, type Database } from './database.js';
import { announceServer, RestoreRunningError, withNoServerOn } from './serverPresence.js';

/**
 * On PostgreSQL a restore once ran under a live server and pulled the data from under its import job
 * (issue 31). A server holds its presence on the database for its life; a restore waits for none.
 */
describe('a server on a database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let server: Database;
  let restorer: Database;
  beforeAll(async () => {
    scratch = await createScratchPostgres();
    server = await openDatabase({ kind: 'postgres', url: scratch.url });
    restorer = await openDatabase({ kind: 'postgres', url: scratch.url });
  });
  afterAll(async () => {
    await server?.close();
    await restorer?.close();
    await scratch?.drop();
  });

  it('keeps a restore off while it runs, and a restore keeps servers from starting until it is done', async () => {
    const stop = await announceServer(server);
    // A second server beside it is fine: the presence is shared.
    const second = await announceServer(restorer);
    await second();

    let restored = false;
    await expect(withNoServerOn(restorer, async () => (restored = true))).rejects.toThrow(
      /A server is running on this database/,
    );
    expect(restored).toBe(false);

    await stop();
    await withNoServerOn(restorer, async () => {
      await expect(announceServer(server)).rejects.toBeInstanceOf(RestoreRunningError);
      restored = true;
    });
    expect(restored).toBe(true);
    // Done: a server starts again.
    await (
      await announceServer(server)
    )();
  });
});

import { withOwnConnection } from '../db/ownConnection.js';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { listenForNotifications } from '../db/notifications.js';
import { buildTestApp, SELLER } from '../test/testApp.js';
import { SESSION_ENDED_CHANNEL } from './sessionCache.js';

/** Polls until the check holds: these tests wait for a notification to cross processes, never for a time. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still not so after 30 s: ${what}`);
}

describe('sessions ended by another process on PostgreSQL', () => {
  it('stop the access token the server had remembered, and a removed user likewise', async () => {
    const { createScratchPostgres } = await import('../test/testDatabase.js');
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrate(database);
    const t = await buildTestApp({ database });
    try {
      const login = async () =>
        (await t.app.inject({ method: 'POST', url: '/Token/Login', payload: SELLER })).json<{
          AccessToken: string;
        }>().AccessToken;
      const token = await login();
      // Remembered once the server listens: answered while another process ends the session.
      await eventually(async () => (await t.statusWithToken(token)) === 200, 'the token works');
      await withOwnConnection(scratch.url, (client) =>
        client.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL'),
      );
      await eventually(async () => (await t.statusWithToken(token)) === 401, 'the revoked session stops its token');

      const second = await login();
      expect(await t.statusWithToken(second)).toBe(200);
      await withOwnConnection(scratch.url, (client) =>
        client.query('DELETE FROM users WHERE login = $1', [SELLER.Login]),
      );
      await eventually(async () => (await t.statusWithToken(second)) === 401, "the removed user's token stops");
    } finally {
      await t.close();
      await scratch.drop();
    }
  });

  it('the listening connection, cut, is told as lost and comes back listening', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const events: string[] = [];
    const channel = `${SESSION_ENDED_CHANNEL}_test_${process.pid}`;
    const listener = listenForNotifications(url, channel, {
      message: (payload) => events.push(`message ${payload}`),
      listening: () => events.push('listening'),
      lost: () => events.push('lost'),
    });
    try {
      await eventually(async () => events.includes('listening'), 'listening');
      await withOwnConnection(url, (client) =>
        client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
          [`LISTEN "${channel}"`],
        ),
      );
      await eventually(async () => events.filter((event) => event === 'listening').length === 2, 'listening again');
      expect(events.slice(0, 3)).toEqual(['listening', 'lost', 'listening']);
      await withOwnConnection(url, (client) => client.query('SELECT pg_notify($1, $2)', [channel, 'after']));
      await eventually(async () => events.includes('message after'), 'the notification after the loss');
    } finally {
      await listener.close();
    }
  });
});

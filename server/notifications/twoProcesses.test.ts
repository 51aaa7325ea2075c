import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { userAccounts } from '../auth/userAccounts.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { createScratchPostgres } from '../test/testDatabase.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { secretBox } from '../ozon/secretBox.js';
import { channelService } from './channels/channelService.js';
import { deliveryWorker } from './deliveryWorker.js';
import { notificationService } from './notificationService.js';
import { startSmtpInbox } from './testing/smtpInbox.js';
import { seedStockOutWorld } from './testing/stockOutWorld.js';

const calendar = sellerCalendar();

/**
 * Two server processes on one PostgreSQL database finish their imports at once (the FBO and FBS
 * postings, as after a downtime): each evaluates the stock-out rule, and the user is told once.
 */
describe('alerts from two processes on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    scratch = await createScratchPostgres();
    first = await openDatabase({ kind: 'postgres', url: scratch.url });
    second = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrate(first);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await scratch?.drop();
  });

  it('tells each piece of news once, however many evaluate it at once', async () => {
    const { pkg } = await seedStockOutWorld(first.db);
    await userAccounts(first.db).add('seller', 'correct horse battery staple');
    const user = await first.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'seller')
      .executeTakeFirstOrThrow();
    await notificationService({ db: first.db, calendar }).saveRules(user.id, [
      { Kind: 'StockOut', Enabled: true, Threshold: 14, Urgent: false },
    ]);
    const processes = [first, second].map((database) => notificationService({ db: database.db, calendar }));
    const allAtOnce = async () =>
      (
        await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            processes[index % 2]!.afterJob(index % 4 < 2 ? 'ImportOzonFboPostings' : 'ImportOzonFbsPostings'),
          ),
        )
      ).reduce((sum, written) => sum + written, 0);

    expect(await allAtOnce()).toBe(1);
    const told = await first.db.selectFrom('notifications').select(['level', 'facts']).execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.facts).toMatchObject({ Count: 2 });

    // Worse for the mug (3 days left): one more, with the mug alone.
    await first.db
      .updateTable('ozon_product_stocks')
      .set({ present: 5 })
      .where('product_package_id', '=', pkg)
      .execute();
    expect(await allAtOnce()).toBe(1);
    expect(await first.db.selectFrom('notifications').select('id').execute()).toHaveLength(2);
  });

  it('tells a failing sync once, however many processes evaluate its failure at once', async () => {
    const user = await first.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await notificationService({ db: first.db, calendar }).saveRules(user.id, [
      { Kind: 'SyncFailed', Enabled: true, Threshold: 2, Urgent: false },
    ]);
    for (const minutesAgo of [2, 1]) {
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await first.db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          kind: 'ImportOzonProductStocks',
          status: 'failed',
          started_by: 'schedule',
          error: JSON.stringify({ type: 'about:blank', title: 'Ozon failed', status: 502, OzonMessage: 'Internal' }),
          started_at: at,
          finished_at: at,
        })
        .execute();
    }
    const processes = [first, second].map((database) => notificationService({ db: database.db, calendar }));
    const written = await Promise.all(
      Array.from({ length: 8 }, (_, index) => processes[index % 2]!.afterJob('ImportOzonProductStocks', 'failed')),
    );
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(
      await first.db.selectFrom('notifications').select('id').where('kind', '=', 'SyncFailed').execute(),
    ).toHaveLength(1);
  });

  it('sends each delivery once, however many processes send at once', async () => {
    const inbox = await startSmtpInbox();
    try {
      const user = await first.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const box = secretBox(randomBytes(32));
      const senders = [first, second].map((database) => {
        const channels = channelService({
          db: database.db,
          box,
          telegram: { apiUrl: 'http://127.0.0.1:9', linkUrl: 'http://127.0.0.1:9' },
          appUrl: 'https://seller.example.ru',
          calendar,
        });
        return {
          channels,
          worker: deliveryWorker({
            db: database.db,
            channels,
            appUrl: 'x',
            log: { warn: () => undefined, error: () => undefined },
          }),
        };
      });
      await senders[0]!.channels.saveEmail(user.id, {
        Host: '127.0.0.1',
        Port: inbox.port,
        Security: 'None',
        Login: '',
        From: 'alerts@shop.ru',
        To: 'owner@shop.ru',
        Password: null,
      });
      await first.db.deleteFrom('notification_subjects').execute();
      expect(await notificationService({ db: first.db, calendar }).evaluate('StockOut')).toBe(1);
      const runs = await Promise.all(
        Array.from({ length: 8 }, (_, index) => senders[index % 2]!.worker.deliverDue(new Date(Date.now() + 1000))),
      );
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
      expect(inbox.received).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });
});

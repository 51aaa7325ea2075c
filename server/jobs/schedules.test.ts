import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../contracts/jobs.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { syncFamilies } from '../sync/syncFamilies.js';
import { nextRunOf, runDueSchedules } from './schedules.js';

const silent = { info: () => undefined } as unknown as Parameters<typeof runDueSchedules>[2];

describe('a due schedule', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const due = async (kind: JobKind) => {
    const cron = '*/2 * * * *';
    await database.db
      .insertInto('sync_schedules')
      .values({ kind, enabled: true, cron, next_run_at: new Date(Date.now() - 1000) })
      .onConflict((conflict) => conflict.column('kind').doUpdateSet({ next_run_at: new Date(Date.now() - 1000) }))
      .execute();
    return cron;
  };
  const jobsOf = (kind: string) => database.db.selectFrom('jobs').select('id').where('kind', '=', kind).execute();

  it('queues its run, or only passes its turn when the kind has nothing to do', async () => {
    const cron = await due('RunOzonSupplyRegistrationTasks');
    await due('ImportOzonWarehouses');
    const now = new Date();
    await runDueSchedules(database.db, now, silent, (kind) => ({
      kind,
      hasWork: async () => kind !== 'RunOzonSupplyRegistrationTasks',
    }));
    expect(await jobsOf('ImportOzonWarehouses')).toHaveLength(1);
    expect(await jobsOf('RunOzonSupplyRegistrationTasks')).toHaveLength(0);
    const robot = await database.db
      .selectFrom('sync_schedules')
      .select('next_run_at')
      .where('kind', '=', 'RunOzonSupplyRegistrationTasks')
      .executeTakeFirstOrThrow();
    expect(new Date(robot.next_run_at!).getTime()).toBe(nextRunOf(cron, now)!.getTime());
  });

  it("queues a family's first run behind the prerequisites whose data is missing", async () => {
    // A fresh install: the reviews' schedule comes due before any card has been read.
    const families = syncFamilies(database.db, () => Promise.reject(new Error('not called')), sellerCalendar());
    await due('ImportOzonProductReviews');
    await runDueSchedules(database.db, new Date(), silent, (kind) => families.find((family) => family.kind === kind));

    const products = await jobsOf('ImportOzonProducts');
    expect(products).toHaveLength(1);
    const reviews = await database.db
      .selectFrom('jobs')
      .select(['depends_on', 'started_by'])
      .where('kind', '=', 'ImportOzonProductReviews')
      .execute();
    expect(reviews).toEqual([{ depends_on: products[0]!.id, started_by: 'schedule' }]);
  });
});

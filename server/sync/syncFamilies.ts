import type { JobKind } from '../../contracts/jobs.js';
import type { Db } from '../db/database.js';
import type { JobDefinition } from '../jobs/jobEngine.js';
import type { OzonTransport } from '../ozon/transport.js';
import { hasProducts } from '../ozon-products/ozonProductRepository.js';
import { importOzonProducts } from '../ozon-products/productImport.js';
import { importOzonProductStocks } from '../ozon-products/stockImport.js';
import { importOzonWarehouses } from '../warehouses/warehouseImport.js';
import { hasWarehouses } from '../warehouses/warehouseRepository.js';
import type { ImportPostingsQuery } from '../../contracts/salesOrders.js';
import { importOzonPostings } from '../sales-orders/postingImport.js';
import { postingPeriodOf } from '../sales-orders/postingPeriod.js';
import type { ImportOperationsQuery } from '../../contracts/operations.js';
import type { ImportRealizationQuery } from '../../contracts/realization.js';
import {
  importLatestRealization,
  importOzonRealization,
  realizationMonthOf,
} from '../profit-and-loss/realizationImport.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { importOzonOperations, operationPeriodOf } from '../operations/operationImport.js';
import { recordLocalizationIndex } from '../reports/localizationIndex.js';
import { importOzonSupplyOrders } from '../supplies/supplyOrderImport.js';
import { runRegistrationTasks } from '../supplies/registrationRobot.js';
import { dueTaskIds } from '../supplies/registrationRobotStore.js';
import { calcSalesPlans } from '../purchasing/salesPlanAllocation.js';
import { importOzonPromotions } from '../promotions/promotionImport.js';
import { importOzonProductReviews } from '../reviews/reviewImport.js';
import { importOzonCategoryTree } from '../search-terms/categoryTreeImport.js';
import { historyHasWork, loadHistoryAsAsked } from '../history/historyJob.js';
import { markListRead } from '../history/historyRepository.js';

/**
 * The Ozon families the sync engine runs, in dependency order, with their default schedules (Moscow
 * time): warehouses daily, cards with prices and indexes hourly, stocks every 30 minutes, postings
 * every 15 minutes, finance operations daily, supply orders every 30 minutes, promotions hourly, reviews
 * every 10 minutes, the category tree weekly; the supply-slot robot
 * looks for free slots every 2 minutes.
 */
export function syncFamilies(db: Db, ozon: () => Promise<OzonTransport>, calendar: SellerCalendar): JobDefinition[] {
  // Families that join Ozon's records to warehouses and product packages.
  async function missingWarehousesOrProducts(): Promise<JobKind[]> {
    const missing: JobKind[] = [];
    if (!(await hasWarehouses(db))) missing.push('ImportOzonWarehouses');
    if (!(await hasProducts(db))) missing.push('ImportOzonProducts');
    return missing;
  }
  // Families that judge or name cards: a first run reads the cards before them.
  const missingProducts = async (): Promise<JobKind[]> => ((await hasProducts(db)) ? [] : ['ImportOzonProducts']);

  return [
    {
      kind: 'ImportOzonWarehouses',
      prerequisites: [],
      defaultCron: '15 4 * * *',
      run: async ({ signal, progress }) => importOzonWarehouses(db, await ozon(), { signal, progress }),
    },
    {
      kind: 'ImportOzonProducts',
      prerequisites: [],
      defaultCron: '5 * * * *',
      run: async ({ signal, progress }) => importOzonProducts(db, await ozon(), { signal, progress }),
    },
    {
      kind: 'ImportOzonProductStocks',
      prerequisites: ['ImportOzonWarehouses', 'ImportOzonProducts'],
      defaultCron: '*/30 * * * *',
      missingPrerequisites: missingWarehousesOrProducts,
      run: async ({ signal, progress }) => importOzonProductStocks(db, await ozon(), { signal, progress }),
    },
    // Postings join their warehouse, clusters and product package: those come first. A scheduled run
    // re-reads the recent window; a call asks for its own period.
    ...(['fbs', 'fbo'] as const).map((scheme): JobDefinition => ({
      kind: scheme === 'fbs' ? 'ImportOzonFbsPostings' : 'ImportOzonFboPostings',
      prerequisites: ['ImportOzonWarehouses', 'ImportOzonProducts'],
      defaultCron: scheme === 'fbs' ? '*/15 * * * *' : '7-59/15 * * * *',
      missingPrerequisites: missingWarehousesOrProducts,
      async run({ signal, progress, params }) {
        const transport = await ozon();
        const period = postingPeriodOf(params as ImportPostingsQuery | null, calendar);
        const result = await importOzonPostings(db, transport, scheme, period, { signal, progress });
        // Ozon's localization index is a figure of the sales, and Ozon shows only today's: kept per day,
        // read once per pair of runs (the FBO family runs for every cabinet, FBO postings or not).
        if (scheme === 'fbo') await recordLocalizationIndex(db, transport, calendar, { signal });
        // Delivered and returned postings are the plans' fact: it follows each postings sync.
        await calcSalesPlans(db, calendar);
        return result;
      },
    })),
    // Finance operations join their postings on read: they need nothing before them. Ozon accrues a
    // day once it is over, so once a day is enough; a run re-reads the last two weeks for corrections.
    {
      kind: 'ImportOzonOperations',
      prerequisites: [],
      defaultCron: '40 5 * * *',
      async run({ signal, progress, params }) {
        const period = operationPeriodOf(params as ImportOperationsQuery | null, calendar);
        const result = await importOzonOperations(db, await ozon(), period, calendar, { signal, progress });
        // The sales sums and Ozon's charges of the plans' fact come from the operations.
        await calcSalesPlans(db, calendar);
        return result;
      },
    },
    // Ozon forms a month's realization report early in the next month: read on the 6th and the 12th (a
    // late or corrected report), the month before by default; a call asks for its own month.
    {
      kind: 'ImportOzonRealization',
      prerequisites: [],
      defaultCron: '15 6 6,12 * *',
      run: async ({ signal, progress, params }) => {
        const asked = params as ImportRealizationQuery | null;
        return asked?.month
          ? importOzonRealization(db, await ozon(), realizationMonthOf(asked), { signal, progress })
          : importLatestRealization(db, await ozon(), { signal, progress });
      },
    },
    // Supply items name their package and storage warehouse: those come first.
    {
      kind: 'ImportOzonSupplyOrders',
      prerequisites: ['ImportOzonWarehouses', 'ImportOzonProducts'],
      defaultCron: '20,50 * * * *',
      missingPrerequisites: missingWarehousesOrProducts,
      async run({ signal, progress }) {
        const transport = await ozon();
        const result = await importOzonSupplyOrders(db, transport, calendar, { signal, progress });
        await markListRead(db, transport, calendar, 'SupplyOrders', result.OrderCount);
        return result;
      },
    },
    // Promotion products are judged by their cards' economics: the cards come first. Ozon opens and
    // changes promotions during the day; hourly keeps the candidates and prices fresh.
    {
      kind: 'ImportOzonPromotions',
      prerequisites: ['ImportOzonProducts'],
      defaultCron: '25 * * * *',
      missingPrerequisites: missingProducts,
      run: async ({ signal, progress }) => importOzonPromotions(db, await ozon(), { signal, progress }),
    },
    // Reviews name their card by SKU, and a run reports the SKUs it does not know: the cards come first.
    // A buyer waits for an answer, so every 10 minutes; a run reads only the list unless something changed.
    {
      kind: 'ImportOzonProductReviews',
      prerequisites: ['ImportOzonProducts'],
      missingPrerequisites: missingProducts,
      defaultCron: '*/10 * * * *',
      async run({ signal, progress }) {
        const transport = await ozon();
        const result = await importOzonProductReviews(db, transport, { signal, progress });
        // A cabinet without the reviews subscription has no list to hold.
        if (result.Available) await markListRead(db, transport, calendar, 'Reviews', result.ReviewCount);
        return result;
      },
    },
    // Ozon's category tree changes a few times a month; weekly keeps new product types within reach.
    {
      kind: 'ImportOzonCategoryTree',
      prerequisites: [],
      defaultCron: '30 3 * * 1',
      run: async ({ signal, progress }) => importOzonCategoryTree(db, await ozon(), { signal, progress }),
    },
    // A cabinet's history (issue 28): on connect and on a demo's first start, for the depth asked; the
    // nightly run adds the day just ended and fills any gap a downtime left. Postings join their
    // warehouses and packages, so those come first.
    {
      kind: 'LoadOzonHistory',
      prerequisites: ['ImportOzonWarehouses', 'ImportOzonProducts'],
      missingPrerequisites: missingWarehousesOrProducts,
      defaultCron: '45 0 * * *',
      // A long run survives several restarts: every attempt goes on from the days stored.
      maxAttempts: 10,
      hasWork: async () => historyHasWork(db, await ozon(), calendar),
      async run({ signal, progress }) {
        // Every day is stored as it is loaded: a stop keeps them, and the next run goes on from there.
        progress.kept?.({ Kind: 'LoadedDays' });
        const result = await loadHistoryAsAsked(db, await ozon(), calendar, { signal, progress });
        await calcSalesPlans(db, calendar);
        return result;
      },
    },
    // Free slots come and go within minutes: the robot asks often, within Ozon's limits on drafts.
    {
      kind: 'RunOzonSupplyRegistrationTasks',
      prerequisites: [],
      defaultCron: '*/2 * * * *',
      // Without an enabled task the schedule queues nothing, so the history is not filled with empty runs.
      hasWork: async () => (await dueTaskIds(db)).length > 0,
      run: async ({ signal, progress, worker }) =>
        runRegistrationTasks(db, await ozon(), { worker, calendar, signal, progress }),
    },
    // The postings syncs run it after themselves; the nightly run catches edits of batches and plans.
    {
      kind: 'CalcSalesPlans',
      prerequisites: [],
      defaultCron: '30 3 * * *',
      run: ({ progress }) => calcSalesPlans(db, calendar, progress),
    },
  ];
}

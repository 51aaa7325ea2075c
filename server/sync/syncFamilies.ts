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
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { importOzonOperations, operationPeriodOf } from '../operations/operationImport.js';
import { recordLocalizationIndex } from '../reports/localizationIndex.js';

/**
 * The Ozon families the sync engine runs, in dependency order, with their default schedules (Moscow
 * time): warehouses daily, cards with prices and indexes hourly, stocks every 30 minutes, postings
 * every 15 minutes, finance operations daily.
 */
export function syncFamilies(db: Db, ozon: () => Promise<OzonTransport>, calendar: SellerCalendar): JobDefinition[] {
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
      async missingPrerequisites() {
        const missing: JobKind[] = [];
        if (!(await hasWarehouses(db))) missing.push('ImportOzonWarehouses');
        if (!(await hasProducts(db))) missing.push('ImportOzonProducts');
        return missing;
      },
      run: async ({ signal, progress }) => importOzonProductStocks(db, await ozon(), { signal, progress }),
    },
    // Postings join their warehouse, clusters and product package: those come first. A scheduled run
    // re-reads the recent window; a call asks for its own period.
    ...(['fbs', 'fbo'] as const).map((scheme): JobDefinition => ({
      kind: scheme === 'fbs' ? 'ImportOzonFbsPostings' : 'ImportOzonFboPostings',
      prerequisites: ['ImportOzonWarehouses', 'ImportOzonProducts'],
      defaultCron: scheme === 'fbs' ? '*/15 * * * *' : '7-59/15 * * * *',
      async missingPrerequisites() {
        const missing: JobKind[] = [];
        if (!(await hasWarehouses(db))) missing.push('ImportOzonWarehouses');
        if (!(await hasProducts(db))) missing.push('ImportOzonProducts');
        return missing;
      },
      async run({ signal, progress, params }) {
        const transport = await ozon();
        const period = postingPeriodOf(params as ImportPostingsQuery | null, calendar);
        const result = await importOzonPostings(db, transport, scheme, period, { signal, progress });
        // Ozon's localization index is a figure of the sales, and Ozon shows only today's: kept per day,
        // read once per pair of runs (the FBO family runs for every cabinet, FBO postings or not).
        if (scheme === 'fbo') await recordLocalizationIndex(db, transport, calendar, { signal });
        return result;
      },
    })),
    // Finance operations join their postings on read: they need nothing before them. Ozon accrues a
    // day once it is over, so once a day is enough; a run re-reads the last two weeks for corrections.
    {
      kind: 'ImportOzonOperations',
      prerequisites: [],
      defaultCron: '40 5 * * *',
      run: async ({ signal, progress, params }) =>
        importOzonOperations(
          db,
          await ozon(),
          operationPeriodOf(params as ImportOperationsQuery | null, calendar),
          calendar,
          { signal, progress },
        ),
    },
  ];
}

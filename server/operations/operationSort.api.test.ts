import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../contracts/enums.js';
import type { OperationPage } from '../../contracts/operations.js';
import { saleOperation } from '../test/ozonOperations.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import type { OperationFromOzon } from './accrualOperation.js';
import { upsertOperations } from './operationRepository.js';

/** An October accrual (a sale's, unless `extra` says otherwise): its parts as each case gives them. */
const operation = (id: number, day: number, amount: number, extra: Partial<OperationFromOzon> = {}) => ({
  ...saleOperation(id, new Date(Date.UTC(2026, 9, day, -3)), amount),
  accrualsForSale: 0,
  ...extra,
});

/**
 * Seven operations of October: sales whose amounts tie twice (ids 2 and 5 at 850 ₽, 3 and 6 at 400 ₽),
 * and a storage charge, whose whole amount is its services. The newest is not the largest, so the order
 * by date and by money differ.
 */
const OPERATIONS: OperationFromOzon[] = [
  operation(1, 1, 1200, { accrualsForSale: 1500, saleCommission: -225, services: [{ Type: 'Logistic', Price: -75 }] }),
  operation(2, 7, 850, { accrualsForSale: 1000, saleCommission: -150 }),
  operation(3, 3, 400, { accrualsForSale: 500, saleCommission: -75, services: [{ Type: 'Logistic', Price: -25 }] }),
  operation(4, 9, 2000, { accrualsForSale: 2400, saleCommission: -360, services: [{ Type: 'Logistic', Price: -40 }] }),
  operation(5, 2, 850, { accrualsForSale: 1000, saleCommission: -150 }),
  operation(6, 5, 400, { accrualsForSale: 480, saleCommission: -80 }),
  operation(7, 4, -9373.78, {
    operationType: 'OperationMarketplaceServiceStorage',
    transactionType: TransactionType.Services,
    accrualType: 'NON_ITEM',
  }),
];

describe('FindOzonOperations sorted by money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.transaction().execute((trx) => upsertOperations(trx, OPERATIONS));
  });
  afterAll(() => t.close());

  const find = (body: object) =>
    t.call({ method: 'POST', url: '/v1/Operation/FindOzonOperations', payload: { DateFrom: '2026-10-01', ...body } });
  /** Every page of three under the order, one after the other, as the grid pages through them. */
  async function pagedIds(order: object): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < OPERATIONS.length; offset += 3) {
      const response = await find({ ...order, Offset: offset, Count: 3 });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<OperationPage>();
      expect(page.TotalCount).toBe(OPERATIONS.length);
      ids.push(...page.Items.map((item) => item.ID));
    }
    return ids;
  }

  it('pages by the amount, smallest or largest first, ties by ID in the same direction', async () => {
    expect(await pagedIds({ OrderField: 'Amount', OrderAscending: true })).toEqual([7, 3, 6, 2, 5, 1, 4]);
    expect(await pagedIds({ OrderField: 'Amount', OrderAscending: false })).toEqual([4, 1, 5, 2, 6, 3, 7]);
  });

  it('pages by the sale and by the services, the storage charge the largest of the services', async () => {
    expect(await pagedIds({ OrderField: 'AccrualsForSale' })).toEqual([4, 1, 5, 2, 3, 6, 7]);
    // Services: the amount less the sale and the commission (storage −9 373,78; logistics −75, −40, −25).
    expect(await pagedIds({ OrderField: 'ServicesTotal', OrderAscending: true })).toEqual([7, 1, 4, 3, 2, 5, 6]);
  });

  it('keeps the date order by default, newest first', async () => {
    expect(await pagedIds({})).toEqual([4, 2, 6, 7, 3, 5, 1]);
  });

  it('refuses an unknown sort field with a 400 naming it', async () => {
    const response = await find({ OrderField: 'Colour' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['OrderField']);
  });
});

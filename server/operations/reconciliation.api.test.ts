import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus, TransactionType } from '../../contracts/enums.js';
import type { ReconciliationReport } from '../../contracts/reconciliation.js';
import { upsertReturns } from '../sales-orders/returnRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/orderUpsert.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import type { OperationFromOzon } from './accrualOperation.js';
import { upsertOperations } from './operationRepository.js';

const posting = (id: number, status: number, price: number, quantity = 1): OrderFromOzon => ({
  ozonOrderId: id,
  ozonOrderNumber: String(id),
  type: OzonSalesOrderType.Fbs,
  date: new Date(`2026-10-${String(id).padStart(2, '0')}T09:00:00Z`),
  items: [orderItem({ postingNumber: `${id}-1`, sku: 100 + id, status, price, quantity })],
});

const operation = (
  id: number,
  postingNumber: string,
  type: string,
  fields: Partial<OperationFromOzon>,
): OperationFromOzon => ({
  id,
  date: new Date('2026-10-20T21:00:00Z'),
  operationType: type,
  transactionType: type === 'OperationAgentDeliveredToCustomer' ? TransactionType.Orders : TransactionType.Returns,
  accrualType: 'POSTING',
  currencyCode: 'RUB',
  amount: 0,
  accrualsForSale: 0,
  saleCommission: 0,
  deliveryCharge: 0,
  returnDeliveryCharge: 0,
  postingNumber,
  unitNumber: postingNumber,
  services: [],
  ...fields,
});

/**
 * October: posting 1-1 delivered and accrued right (2 × 500 ₽); 2-1 delivered, nothing accrued; 3-1
 * delivered for 700 ₽ but accrued 650 ₽; 4-1 cancelled and charged 80 ₽ of logistics; 5-1 returned by
 * the buyer with no return operation; 6-1 returned with one. November's 30-1 is outside the period.
 */
describe('reconciliation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    await upsertOrders(db, [
      posting(1, PostingStatus.Delivered, 500, 2),
      posting(2, PostingStatus.Delivered, 300),
      posting(3, PostingStatus.Delivered, 700),
      posting(4, PostingStatus.Cancelled, 900),
      posting(5, PostingStatus.Delivered, 200),
      posting(6, PostingStatus.Delivered, 100),
      { ...posting(30, PostingStatus.Delivered, 50), date: new Date('2026-11-05T09:00:00Z') },
    ]);
    const sale = 'OperationAgentDeliveredToCustomer';
    await upsertOperations(db, [
      operation(1, '1-1', sale, { accrualsForSale: 1000, saleCommission: -150, amount: 790 }),
      operation(3, '3-1', sale, { accrualsForSale: 650, saleCommission: -100, amount: 550 }),
      operation(4, '4-1', 'OperationItemReturn', { amount: -80 }),
      operation(5, '5-1', sale, { accrualsForSale: 200, saleCommission: -30, amount: 170 }),
      operation(6, '6-1', sale, { accrualsForSale: 100, saleCommission: -15, amount: 85 }),
      operation(7, '6-1', 'ClientReturnAgentOperation', { accrualsForSale: -100, saleCommission: 15, amount: -85 }),
    ]);
    await upsertReturns(db, [
      ozonReturn({
        id: '5',
        posting_number: '5-1',
        sku: 105,
        quantity: 1,
        price: 200,
        returnDate: '2026-10-25T10:00:00Z',
      }),
      ozonReturn({
        id: '6',
        posting_number: '6-1',
        sku: 106,
        quantity: 1,
        price: 100,
        returnDate: '2026-10-25T10:00:00Z',
      }),
    ]);
  });
  afterAll(() => t.close());

  const report = async (body: object) => {
    const response = await t.call({ method: 'POST', url: '/v1/Operation/GetReconciliationReport', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReconciliationReport>();
  };
  const OCTOBER = { DateFrom: '2026-10-01', DateTo: '2026-10-31' };

  it('lists every posting of the period that does not add up, once, with what was expected and accrued', async () => {
    const result = await report(OCTOBER);
    expect(result.PostingCount).toBe(6);
    expect(
      result.Items.map(({ Kind, PostingNumber, Expected, Actual, Difference }) => [
        Kind,
        PostingNumber,
        Expected,
        Actual,
        Difference,
      ]),
    ).toEqual([
      ['DeliveredWithoutSale', '2-1', 300, 0, -300],
      ['SaleDiffers', '3-1', 700, 650, -50],
      ['ServicesOnCancelled', '4-1', 0, -80, -80],
      ['ReturnWithoutOperation', '5-1', -200, 0, 200],
    ]);
    expect(result.Items[0]!.SalesOrderID).toEqual(expect.any(Number));
    expect(result.KindCounts).toEqual([
      { Kind: 'DeliveredWithoutSale', Count: 1 },
      { Kind: 'SaleDiffers', Count: 1 },
      { Kind: 'ReturnWithoutOperation', Count: 1 },
      { Kind: 'ServicesOnCancelled', Count: 1 },
    ]);
    // The period's operations per type, the largest amount first.
    expect(result.OperationTotals[0]).toEqual({
      OperationType: 'OperationAgentDeliveredToCustomer',
      Currency: 'RUB',
      Count: 4,
      Amount: 1595,
      AccrualsForSale: 1950,
      SaleCommission: -295,
      Services: -60,
    });
  });

  it('filters by kind and pages, keeping the counts of every kind', async () => {
    const result = await report({ ...OCTOBER, Kinds: ['SaleDiffers', 'ServicesOnCancelled'], Count: 1, Offset: 1 });
    expect(result.TotalCount).toBe(2);
    expect(result.Items.map((item) => item.PostingNumber)).toEqual(['4-1']);
    expect(result.KindCounts.reduce((sum, kind) => sum + kind.Count, 0)).toBe(4);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Operation/GetReconciliationReport',
      payload: { DateFrom: '2026-10-31', DateTo: '2026-10-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['DateFrom']);
  });
});

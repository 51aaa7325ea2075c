import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../contracts/enums.js';
import type { OperationPage, OperationTotal } from '../../contracts/operations.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import type { OperationFromOzon } from './accrualOperation.js';
import { upsertOperations } from './operationRepository.js';

const KINDS = [
  { transactionType: TransactionType.Orders, operationType: 'OperationAgentDeliveredToCustomer' },
  { transactionType: TransactionType.Returns, operationType: 'OperationItemReturn' },
  { transactionType: TransactionType.Services, operationType: 'OperationMarketplaceServiceStorage' },
  { transactionType: TransactionType.Services, operationType: 'MarketplaceRedistributionOfAcquiringOperation' },
  { transactionType: TransactionType.Compensation, operationType: 'OperationClaim' },
];
const START = Date.parse('2026-08-01T00:00:00Z');

/** 600 operations over twelve days at any minute, of five types, in roubles and now and then in tenge. */
function generateOperations(): OperationFromOzon[] {
  let seed = 41;
  const next = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
  return Array.from({ length: 600 }, (_, index) => {
    const kind = KINDS[Math.floor(next() * KINDS.length)]!;
    const amount = Math.round((next() - 0.3) * 500_000) / 100;
    return {
      id: index + 1,
      date: new Date(START + Math.floor(next() * 12 * 24 * 60) * 60_000),
      ...kind,
      accrualType: 'POSTING',
      currencyCode: next() < 0.1 ? 'KZT' : 'RUB',
      amount,
      accrualsForSale: kind.transactionType === TransactionType.Orders ? Math.round(amount * 120) / 100 : 0,
      saleCommission: kind.transactionType === TransactionType.Orders ? -Math.round(amount * 20) / 100 : 0,
      deliveryCharge: 0,
      returnDeliveryCharge: 0,
      postingNumber: null,
      unitNumber: '',
      services: [],
    };
  });
}

/** The totals per kind and currency, added up here from the operations of the seller's days one by one. */
function recount(operations: OperationFromOzon[], from: Date, to: Date): OperationTotal[] {
  const inPeriod = operations.filter((operation) => operation.date >= from && operation.date < to);
  const groups = new Map<string, OperationFromOzon[]>();
  for (const operation of inPeriod) {
    const key = `${operation.transactionType} ${operation.currencyCode}`;
    groups.set(key, [...(groups.get(key) ?? []), operation]);
  }
  const kopecks = (of: OperationFromOzon[], value: (operation: OperationFromOzon) => number) =>
    of.reduce((sum, operation) => sum + Math.round(value(operation) * 100), 0);
  return [...groups.values()]
    .map((of) => ({
      TransactionType: of[0]!.transactionType,
      Currency: of[0]!.currencyCode,
      Count: of.length,
      Amount: kopecks(of, (operation) => operation.amount) / 100,
      AccrualsForSale: kopecks(of, (operation) => operation.accrualsForSale) / 100,
      SaleCommission: kopecks(of, (operation) => operation.saleCommission) / 100,
      Services:
        (kopecks(of, (operation) => operation.amount) -
          kopecks(of, (operation) => operation.accrualsForSale) -
          kopecks(of, (operation) => operation.saleCommission)) /
        100,
    }))
    .sort((a, b) => a.TransactionType - b.TransactionType || b.Count - a.Count || a.Currency.localeCompare(b.Currency));
}

const PERIODS = [
  ['2026-08-02', '2026-08-10'],
  ['2026-08-01', '2026-08-01'],
  ['2026-08-05', '2026-08-12'],
] as const;

describe('the finance totals kept per day', () => {
  let t: TestApp;
  const moscow = sellerCalendar('Europe/Moscow');
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const find = async (body: object): Promise<OperationPage> => {
    const response = await t.call({ method: 'POST', url: '/v1/Operation/FindOzonOperations', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const expectTotalsAddUp = async (operations: OperationFromOzon[]) => {
    for (const [from, to] of PERIODS) {
      const page = await find({ DateFrom: from, DateTo: to, Count: 1 });
      const expected = recount(operations, moscow.dayStart(from), moscow.dayEnd(to));
      expect(page.Totals, `${from}..${to}`).toEqual(expected);
      expect(page.TotalCount).toBe(expected.reduce((sum, total) => sum + total.Count, 0));
      // A filter by operation type counts that type's operations of the period.
      const storage = await find({ DateFrom: from, DateTo: to, OperationTypes: [KINDS[2]!.operationType], Count: 1 });
      expect(storage.TotalCount).toBe(
        operations.filter(
          (operation) =>
            operation.operationType === KINDS[2]!.operationType &&
            operation.date >= moscow.dayStart(from) &&
            operation.date < moscow.dayEnd(to),
        ).length,
      );
    }
  };

  it('equal a recount of the operations for periods of Moscow days, whose ends are part-days in UTC', async () => {
    const operations = generateOperations();
    await t.database.db.transaction().execute((trx) => upsertOperations(trx, operations));
    await expectTotalsAddUp(operations);
  });

  it('follow an operation that changes its amount or moves to another day, and twice changes nothing', async () => {
    const { db } = t.database;
    const changed = generateOperations().map((operation) =>
      operation.id % 9 === 0
        ? { ...operation, date: new Date(operation.date.getTime() + 2 * 86_400_000 + 3_600_000) }
        : operation.id % 11 === 0
          ? { ...operation, amount: operation.amount + 1.01 }
          : operation,
    );
    expect(await db.transaction().execute((trx) => upsertOperations(trx, changed))).toBeGreaterThan(100);
    await expectTotalsAddUp(changed);
    // One operation alone moving days: the day it leaves is recomputed as well as the one it enters.
    const moved = changed.map((operation) =>
      operation.id === 5 ? { ...operation, date: new Date(operation.date.getTime() + 5 * 86_400_000) } : operation,
    );
    expect(await db.transaction().execute((trx) => upsertOperations(trx, [moved[4]!]))).toBe(1);
    await expectTotalsAddUp(moved);
    const before = await db
      .selectFrom('ozon_operation_days')
      .selectAll()
      .orderBy(['day', 'transaction_type', 'operation_type', 'currency_code'])
      .execute();
    expect(await db.transaction().execute((trx) => upsertOperations(trx, moved))).toBe(0);
    const after = await db
      .selectFrom('ozon_operation_days')
      .selectAll()
      .orderBy(['day', 'transaction_type', 'operation_type', 'currency_code'])
      .execute();
    expect(after).toEqual(before);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonSalesOrderType, PostingStatus } from '../../contracts/enums.js';
import type { Paged } from '../../contracts/common.js';
import type { PnlCell, PnlFigures, PnlReport, TaxRegime } from '../../contracts/profitAndLoss.js';
import type { PurchaseBatch, PurchaseBatchRow } from '../../contracts/purchasing.js';
import { operationOfAccrual } from '../operations/accrualOperation.js';
import { upsertOperations } from '../operations/operationRepository.js';
import type { Accrual } from '../ozon/api/finance.js';
import { ACCRUALS, fee, moscowDayStart, rub, typeId, typeNames } from '../test/pnlAccruals.js';
import { upsertReturns } from '../sales-orders/returnRepository.js';
import { upsertOrders, type OrderFromOzon } from '../sales-orders/orderUpsert.js';
import { orderItem } from '../test/ozonOrders.js';
import { ozonReturn } from '../test/ozonReturns.js';
import { buildPurchasingTestApp, FBO, plaidBatch, plan } from '../test/purchasing.js';
import type { TestApp } from '../test/testApp.js';

/**
 * The P&L on a world counted by hand (docs/money.md, «Profit and loss», the worked example): a plaid
 * (SKU 9101, bought at 400 ₽ with 50 ₽ a unit to bring it to Ozon) and a mug (SKU 9201, no batch) sold
 * in October 2026, one plaid returned, one refused, storage and a compensation apart from products.
 */
describe('profit and loss', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof buildPurchasingTestApp>>['post'];
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.call({ method, url: `/v1/ProfitAndLoss/${url}`, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const october = (extra: object = {}) =>
    call<PnlReport>('POST', 'GetProfitAndLoss', { DateFrom: '2026-10-01', DateTo: '2026-10-31', ...extra });
  const setRegimes = (items: TaxRegime[]) => call('PUT', 'TaxRegimes', { Items: items });

  beforeAll(async () => {
    const built = await buildPurchasingTestApp();
    ({ t, post } = built);
    const { db } = t.database;
    await db
      .insertInto('ozon_products')
      .values([
        { product_package_id: 101, ozon_product_id: 5101, sku: 9101, name: 'Плед' },
        { product_package_id: 201, ozon_product_id: 5201, sku: 9201, name: 'Кружка' },
      ])
      .execute();
    // Ten plaids at 400 ₽, 500 ₽ to bring the plan's ten to Ozon: 450 ₽ a plaid sold.
    const batch = plaidBatch('Сентябрь', '2026-09-01', 10, [{ ...plan(FBO, 10, 1000), DeliveryCost: 500 } as never]);
    await built.post('UpdatePurchaseBatch', batch);
    const order = (id: number, day: string, items: OrderFromOzon['items']): OrderFromOzon => ({
      ozonOrderId: id,
      ozonOrderNumber: String(id),
      type: OzonSalesOrderType.Fbo,
      date: new Date(`${day}T09:00:00Z`),
      items,
    });
    const plaid = (posting: string, quantity: number, status: number = PostingStatus.Delivered) =>
      orderItem({ postingNumber: posting, sku: 9101, offerId: '101', quantity, price: 1000, status });
    await upsertOrders(db, [
      order(1, '2026-10-02', [plaid('1-1', 2)]),
      order(2, '2026-10-03', [
        plaid('2-1', 1),
        orderItem({ postingNumber: '2-1', sku: 9201, offerId: '201', price: 300 }),
      ]),
      order(3, '2026-10-04', [plaid('3-1', 1, PostingStatus.Cancelled)]),
      order(4, '2026-10-30', [plaid('4-1', 1)]),
    ]);
    await upsertReturns(db, [
      ozonReturn({
        id: '1',
        posting_number: '1-1',
        sku: 9101,
        quantity: 1,
        price: 1000,
        returnDate: '2026-10-20T10:00:00Z',
      }),
      ozonReturn({
        id: '2',
        posting_number: '3-1',
        sku: 9101,
        quantity: 1,
        price: 1000,
        returnDate: '2026-10-12T10:00:00Z',
      }),
    ]);
    await upsertOperations(
      db,
      ACCRUALS.map((accrual) => operationOfAccrual(accrual, typeNames, moscowDayStart)),
    );
    const response = await t.call({ method: 'GET', url: '/v1/PurchaseBatch/CalcSalesPlans' });
    expect(response.statusCode, response.body).toBe(200);
  });
  afterAll(() => t.close());

  const rowOf = (report: PnlReport, key: string) => report.Rows.find((row) => row.Key === key)!.Figures[0]!;

  it("splits Ozon's money by SKU, takes the goods' cost from the batches and taxes УСН «доходы» at 6 %", async () => {
    const report = await october();
    expect(report.Rows.map((row) => [row.Key, row.Name, row.Articles])).toEqual([
      ['product:1', 'Плед флисовый', ['101']],
      ['product:2', 'Кружка керамическая', ['201']],
      ['unassigned:Compensations', 'Compensations', []],
      ['unassigned:Storage', 'Storage', []],
    ]);
    expect(rowOf(report, 'product:1')).toEqual<PnlFigures>({
      UnitsSold: 3,
      UnitsReturned: 1,
      UnitsRefused: 1,
      Revenue: 3000,
      Returns: -1000,
      Commission: -300,
      // 120 + 60 on the sales, 60 on the refused posting's way there
      Logistics: -240,
      LastMile: -40,
      // the return's 60 + 15, the refusal's 60 + 20
      ReturnLogistics: -155,
      Acquiring: -30,
      Storage: 0,
      Promotion: 0,
      OtherServices: 0,
      Compensations: 0,
      OtherOzon: 0,
      Ozon: 1235,
      // three sold at 450 ₽, one back
      Cost: -900,
      CancellationHandling: 0,
      UnitsWithoutCost: 0,
      Vat: 0,
      // 6 % of 2 000 ₽ kept by the buyers
      Tax: -120,
      Profit: 215,
      MarginPercent: 10.75,
      RoiPercent: 23.89,
    });
    expect(rowOf(report, 'product:2')).toMatchObject({
      Revenue: 300,
      Ozon: 235,
      Cost: 0,
      UnitsWithoutCost: 1,
      Tax: -18,
      Profit: 217,
    });
    expect(rowOf(report, 'unassigned:Storage')).toMatchObject({ Storage: -500, Ozon: -500, Tax: 0, Profit: -500 });
    expect(rowOf(report, 'unassigned:Compensations')).toMatchObject({ Compensations: 200, Tax: -12, Profit: 188 });
    expect(report.Total[0]).toMatchObject({ Ozon: 1170, Cost: -900, Tax: -150, Profit: 120 });
    // The mug has no batch: its row is counted apart.
    expect(report.WithoutCost[0]).toMatchObject({ Revenue: 300, Profit: 217, UnitsWithoutCost: 1 });
    // The Ozon lines add up to the accruals' net: 1 540 − 30 + 1 025 − 140 − 850 − 75 − 500 + 200.
    expect(report.Checks[0]).toEqual({
      AccrualNet: 1170,
      OzonLines: 1170,
      Difference: 0,
      UnsplitOperations: 0,
      OtherCurrencyOperations: 0,
    });
  });

  it('taxes УСН «доходы минус расходы» and ОСНО with VAT by the worked examples, and a regime from its day', async () => {
    await setRegimes([{ ValidFrom: '2000-01-01', Regime: 'UsnIncomeMinusExpenses', Rate: 15, VatRate: 0 }]);
    let report = await october();
    // (2 000 − 765 charges − 900 cost) × 15 %
    expect(rowOf(report, 'product:1')).toMatchObject({ Tax: -50.25, Profit: 284.75 });
    // Storage lowers the others' tax by 75 ₽; the total is 15 % of 2 500 − 1 330 − 900.
    expect(rowOf(report, 'unassigned:Storage')).toMatchObject({ Tax: 75 });
    expect(report.Total[0]).toMatchObject({ Tax: -40.5, Profit: 229.5 });

    await setRegimes([{ ValidFrom: '2000-01-01', Regime: 'Osno', Rate: 25, VatRate: 20 }]);
    report = await october();
    // VAT 2 000 × 20 / 120 = 333.33; (1 666.67 − 765 − 900) × 25 % = 0.42
    expect(rowOf(report, 'product:1')).toMatchObject({ Vat: -333.33, Tax: -0.42, Profit: 1.25 });

    // УСН «доходы» to 14 October, «доходы минус расходы» from the 15th: the sales fall under the first
    // (6 % of 3 000), the return under the second ((−1 000 + 75 + 450) × 15 % = −71.25).
    await setRegimes([
      { ValidFrom: '2000-01-01', Regime: 'UsnIncome', Rate: 6, VatRate: 0 },
      { ValidFrom: '2026-10-15', Regime: 'UsnIncomeMinusExpenses', Rate: 15, VatRate: 0 },
    ]);
    report = await october();
    expect(rowOf(report, 'product:1')).toMatchObject({ Tax: -108.75 });
    expect(report.TaxRegimes.map((regime) => regime.Regime)).toEqual(['UsnIncome', 'UsnIncomeMinusExpenses']);
    await setRegimes([{ ValidFrom: '2000-01-01', Regime: 'UsnIncome', Rate: 6, VatRate: 0 }]);
  });

  it("charges the channel's price for handling a refused posting that came back, as the seller's own expense", async () => {
    const { db } = t.database;
    // Posting 3 (FBO) was refused and came back on 12 October: the FBO channel's handling price, once.
    await db.updateTable('sales_channels').set({ cancelled_sale_handling_price: 50 }).where('id', '=', FBO).execute();
    try {
      let report = await october();
      expect(rowOf(report, 'product:1')).toMatchObject({ UnitsRefused: 1, CancellationHandling: -50, Profit: 165 });
      expect(rowOf(report, 'product:2')).toMatchObject({ CancellationHandling: 0 });
      expect(report.Total[0]).toMatchObject({ CancellationHandling: -50, Ozon: 1170, Profit: 70 });
      // An expense under «доходы минус расходы»: 15 % of it off the plaid's tax (50.25 − 7.50).
      await setRegimes([{ ValidFrom: '2000-01-01', Regime: 'UsnIncomeMinusExpenses', Rate: 15, VatRate: 0 }]);
      report = await october();
      expect(rowOf(report, 'product:1')).toMatchObject({ Tax: -42.75 });
    } finally {
      await setRegimes([{ ValidFrom: '2000-01-01', Regime: 'UsnIncome', Rate: 6, VatRate: 0 }]);
      await db.updateTable('sales_channels').set({ cancelled_sale_handling_price: 0 }).where('id', '=', FBO).execute();
    }
  });

  it('shares the charges without a SKU by net revenue when asked, and shows months side by side', async () => {
    const shared = await october({ ShareUnassigned: true });
    expect(shared.Rows.map((row) => row.Key)).toEqual(['product:1', 'product:2']);
    // Storage (−500) and the compensation (200) over 2 000 and 300 ₽ of net revenue.
    expect(rowOf(shared, 'product:1')).toMatchObject({ Storage: -434.78, Compensations: 173.91 });
    expect(rowOf(shared, 'product:2')).toMatchObject({ Storage: -65.22, Compensations: 26.09 });
    expect(shared.Total[0]).toMatchObject({ Ozon: 1170, Profit: 120 });

    const months = await call<PnlReport>('POST', 'GetProfitAndLoss', {
      DateFrom: '2026-10-15',
      DateTo: '2026-11-30',
      Columns: 'Months',
    });
    expect(months.Periods).toEqual([
      { Key: '2026-10', DateFrom: '2026-10-15', DateTo: '2026-10-31' },
      { Key: '2026-11', DateFrom: '2026-11-01', DateTo: '2026-11-30' },
    ]);
    // November: posting 4's plaid, 1 000 − 150; its cost from the batch.
    expect(months.Rows.find((row) => row.Key === 'product:1')!.Figures[1]).toMatchObject({
      Revenue: 1000,
      Ozon: 850,
      Cost: -450,
    });
    expect(months.Checks.map((check) => check.Difference)).toEqual([0, 0]);

    // One figure a month, as the screen shows them: the same figures, nothing else in the rows.
    const profits = await call<PnlReport>('POST', 'GetProfitAndLoss', {
      DateFrom: '2026-10-15',
      DateTo: '2026-11-30',
      Columns: 'Months',
      Figure: 'Profit',
    });
    expect(profits.Rows.map((row) => [row.Key, row.Values, row.Figures])).toEqual(
      months.Rows.map((row) => [row.Key, row.Figures.map((month) => month.Profit), []]),
    );
    expect(profits.Total).toEqual(months.Total);
  });

  it('fills a month per SKU again when it was filled by another mapping of accrual types to lines', async () => {
    const { db } = t.database;
    const before = await october();
    // What a version of the app that put every accrual type under «other» would have left.
    await sql`UPDATE pnl_month_skus SET amounts = ARRAY[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      (SELECT sum(a) FROM unnest(amounts) a)]::bigint[] WHERE month = '2026-10-01'`.execute(db);
    await sql`UPDATE pnl_month_sku_fills SET mapping = 'older', figures = '0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0'
      WHERE month = '2026-10-01'`.execute(db);
    expect(await october()).toEqual(before);
    expect(rowOf(before, 'product:1')).toMatchObject({ Revenue: 3000 });
  });

  it('opens a cell on the accrual lines and the batches it adds up', async () => {
    const cell = (line: string, rowKey = 'product:1') =>
      call<PnlCell>('POST', 'GetProfitAndLossCell', {
        DateFrom: '2026-10-01',
        DateTo: '2026-10-31',
        RowKey: rowKey,
        Line: line,
      });
    const logistics = await cell('Logistics');
    expect(logistics.Sum).toBe(-240);
    expect(logistics.Items.map((item) => [item.Date, item.PostingNumber, item.Source, item.Amount])).toEqual([
      ['2026-10-05', '1-1', 'Logistic', -120],
      ['2026-10-07', '2-1', 'Logistic', -60],
      ['2026-10-13', '3-1', 'Logistic', -60],
    ]);
    const cost = await cell('Cost');
    expect(cost.Sum).toBe(-900);
    expect(cost.Items.map((item) => [item.Date, item.PostingNumber, item.Source, item.Units, item.Amount])).toEqual([
      ['2026-10-05', '1-1', 'Сентябрь', 2, -900],
      ['2026-10-07', '2-1', 'Сентябрь', 1, -450],
      ['2026-10-21', '1-1', 'Сентябрь', -1, 450],
    ]);
    const storage = await cell('Storage', 'unassigned:Storage');
    expect(storage).toMatchObject({ TotalCount: 1, Sum: -500 });
  });

  it('follows an accrual Ozon corrects or moves to another month, in the month sums too', async () => {
    const { db } = t.database;
    const storage = ACCRUALS.find((accrual) => accrual.non_item_fee?.type_id === typeId('Storage'))!;
    const write = (accrual: Accrual) => upsertOperations(db, [operationOfAccrual(accrual, typeNames, moscowDayStart)]);
    await write({ ...storage, total_amount: rub(-600), non_item_fee: fee('Storage', -600) });
    let report = await october();
    expect(rowOf(report, 'unassigned:Storage')).toMatchObject({ Storage: -600 });
    expect(report.Checks[0]).toMatchObject({ AccrualNet: 1070, Difference: 0 });
    await write({ ...storage, date: '2026-11-10' });
    report = await october();
    expect(report.Rows.map((row) => row.Key)).not.toContain('unassigned:Storage');
    expect(report.Checks[0]).toMatchObject({ AccrualNet: 1670, Difference: 0 });
    // Back as it was: the sums are those of the first test, whichever table they are read from.
    await write(storage);
    expect((await october()).Total[0]).toMatchObject({ Ozon: 1170, Profit: 120 });
    const months = await db
      .selectFrom('ozon_pnl_months')
      .selectAll()
      .where('month', '=', '2026-11-01')
      .orderBy('fee')
      .execute();
    // November's month sums: posting 4's plaid, and its goods' cost (kept by the allocation run).
    expect(months.map((row) => [row.sku, row.fee, Number(row.amount)])).toEqual([
      [9101, 'GoodsCost', 450],
      [9101, 'SaleAmount', 1000],
      [9101, 'SaleCommission', -150],
    ]);
  });

  it("tells of a past month whose goods' cost an allocation run changed, with the cost before and after", async () => {
    expect((await october()).CostRevisions).toEqual([]);
    // The seller corrects September's purchase price from 400 to 420 ₽ after October is closed.
    const { Items } = await post<Paged<PurchaseBatchRow>>('FindPurchaseBatches', {});
    const batch = await post<PurchaseBatch>(`GetPurchaseBatch?model=${Items[0]!.ID}`);
    const reprice = (price: number) =>
      post('UpdatePurchaseBatch', { ...batch, Items: [{ ...batch.Items[0]!, Price: price }] });
    const calc = () => t.call({ method: 'GET', url: '/v1/PurchaseBatch/CalcSalesPlans' });
    await reprice(420);
    expect((await calc()).statusCode).toBe(200);
    let report = await october();
    // Two plaids kept by buyers at 470 ₽ instead of 450 ₽.
    expect(rowOf(report, 'product:1')).toMatchObject({ Cost: -940 });
    expect(report.CostRevisions).toEqual([
      {
        Month: '2026-10',
        RevisedAt: expect.any(String),
        CostBefore: -900,
        CostAfter: -940,
        // the three sold (the returned one is costed back on its own day)
        UnitsBefore: 3,
        UnitsAfter: 3,
      },
    ]);
    // A run that changes nothing is no revision; a month with no change is told nothing.
    expect((await calc()).statusCode).toBe(200);
    expect((await october()).CostRevisions).toEqual(report.CostRevisions);
    const september = await call<PnlReport>('POST', 'GetProfitAndLoss', {
      DateFrom: '2026-09-01',
      DateTo: '2026-09-30',
    });
    expect(september.CostRevisions).toEqual([]);
    // Back at 400 ₽: the notice spans both runs, from the cost before the first to the cost after the last.
    await reprice(400);
    expect((await calc()).statusCode).toBe(200);
    report = await october({ Columns: 'Months', DateFrom: '2026-09-01' });
    expect(report.CostRevisions).toMatchObject([{ Month: '2026-10', CostBefore: -900, CostAfter: -900 }]);
  });

  it('names the field of a bad request and of a bad tax regime', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/v1/ProfitAndLoss/GetProfitAndLoss',
      payload: { DateFrom: '2026-10-31', DateTo: '2026-10-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('DateTo');
    const regime = await t.call({
      method: 'PUT',
      url: '/v1/ProfitAndLoss/TaxRegimes',
      payload: { Items: [{ ValidFrom: '2026-01-01', Regime: 'UsnIncome', Rate: 6, VatRate: 12 }] },
    });
    expect(regime.statusCode).toBe(400);
    expect(regime.body).toContain('VatRate');
  });
});

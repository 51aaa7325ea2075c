import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../contracts/enums.js';
import type { OperationPage, OperationTotal } from '../../contracts/operations.js';
import type { PnlReport } from '../../contracts/profitAndLoss.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import type { RealizationComparison } from '../../contracts/realization.js';
import { financeApi } from '../ozon/api/finance.js';
import { realizationApi } from '../ozon/api/realization.js';
import { importLatestRealization } from '../profit-and-loss/realizationImport.js';
import { httpTransport } from '../ozon/transport.js';
import { buildDemoTestApp } from '../test/testApp.js';

/**
 * August 2026 in Moscow days, as the seller (Europe/Moscow by default) counts them. The sandbox stands
 * before 2026-09-08, when Ozon switched the transaction list off, so its totals can check the import.
 */
const AUGUST = { from: new Date('2026-07-31T21:00:00Z'), to: new Date('2026-08-31T20:59:59Z') };
const BEFORE_SWITCH_OFF = '2026-09-01T00:00:00Z';

const sumOf = (totals: OperationTotal[], kind: TransactionType | null, field: keyof OperationTotal) =>
  Math.round(
    totals
      .filter((total) => kind === null || total.TransactionType === kind)
      .reduce((sum, total) => sum + (total[field] as number), 0) * 100,
  ) / 100;

describe('finance operations', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    // A quarter-size seller: a month is still thousands of accruals of every kind.
    t = await buildDemoTestApp({ SANDBOX_NOW: BEFORE_SWITCH_OFF, SANDBOX_SCALE: '0.25' });
  });
  afterAll(() => t.close());

  const importOperations = (query: string) =>
    t.call({ method: 'POST', url: `/v1/Operation/ImportOzonOperations?${query}` });
  const find = async (body: object): Promise<OperationPage> => {
    const response = await t.call({ method: 'POST', url: '/v1/Operation/FindOzonOperations', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("imports a month of accruals that sum to the sandbox's transaction totals, and a second import changes nothing", async () => {
    const first = await importOperations('dateFrom=2026-08-01&dateTo=2026-08-31');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ DateFrom: '2026-08-01', DateTo: '2026-08-31', UnknownAccrualTypes: [] });
    const { OperationCount, UpdatedOperationCount } = first.json();
    expect(OperationCount).toBeGreaterThan(100);
    expect(UpdatedOperationCount).toBe(OperationCount);

    // Ozon's own totals of the month, by the method it still served then.
    const ozonTotals = await financeApi(httpTransport(t.ozon.credentials)).transactionTotals(AUGUST);
    const page = await find({ DateFrom: '2026-08-01', DateTo: '2026-08-31', Count: 1 });
    expect(page.TotalCount).toBe(OperationCount);
    const totals = page.Totals;
    expect(sumOf(totals, null, 'AccrualsForSale')).toBeCloseTo(ozonTotals.accruals_for_sale, 2);
    expect(sumOf(totals, null, 'SaleCommission')).toBeCloseTo(ozonTotals.sale_commission, 2);
    expect(sumOf(totals, TransactionType.Orders, 'Services')).toBeCloseTo(ozonTotals.processing_and_delivery, 2);
    expect(sumOf(totals, TransactionType.Returns, 'Services')).toBeCloseTo(ozonTotals.refunds_and_cancellations, 2);
    expect(sumOf(totals, TransactionType.Services, 'Amount')).toBeCloseTo(ozonTotals.services_amount, 2);
    expect(sumOf(totals, TransactionType.Compensation, 'Amount')).toBeCloseTo(ozonTotals.compensation_amount, 2);
    expect(sumOf(totals, TransactionType.Other, 'Amount')).toBeCloseTo(ozonTotals.others_amount, 2);

    // The P&L of the month: every accrual split by SKU, its Ozon lines equal to Ozon's totals to the kopeck.
    const pnl = await t.call({
      method: 'POST',
      url: '/v1/ProfitAndLoss/GetProfitAndLoss',
      payload: { DateFrom: '2026-08-01', DateTo: '2026-08-31' },
    });
    expect(pnl.statusCode, pnl.body).toBe(200);
    const report = pnl.json<PnlReport>();
    expect(report.Checks[0]).toMatchObject({ Difference: 0, UnsplitOperations: 0, OtherCurrencyOperations: 0 });
    const total = report.Total[0]!;
    const ozonNet = Object.values(ozonTotals).reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
    expect(total.Ozon).toBeCloseTo(ozonNet, 2);
    expect(total.Revenue + total.Returns).toBeCloseTo(ozonTotals.accruals_for_sale, 2);
    expect(total.Commission).toBeCloseTo(ozonTotals.sale_commission, 2);
    expect(total.UnitsSold).toBeGreaterThan(100);

    const second = await importOperations('dateFrom=2026-08-01&dateTo=2026-08-31');
    expect(second.json()).toMatchObject({ OperationCount, UpdatedOperationCount: 0 });
    expect((await find({ Count: 1 })).TotalCount).toBe(OperationCount);
  });

  it('reads an operation as the transaction list has it: sale, commission, services and delivery charges', async () => {
    const orders = await find({ TransactionTypes: [TransactionType.Orders], Count: 5, OrderAscending: true });
    expect(orders.TotalCount).toBeGreaterThan(0);
    const sale = orders.Items[0];
    expect(sale.OperationType).toBe('OperationAgentDeliveredToCustomer');
    expect(sale.AccrualsForSale).toBeGreaterThan(0);
    expect(sale.SaleCommission).toBeLessThan(0);
    expect(sale.PostingNumber).toMatch(/^\d+-\d+/);
    const services = sale.Services.reduce((sum, service) => sum + service.Price, 0);
    expect(sale.Amount).toBeCloseTo(sale.AccrualsForSale + sale.SaleCommission + services, 2);
    expect(sale.DeliveryCharge).toBeLessThan(0);
    expect(sale.Services.map((service) => service.Type)).toContain('MarketplaceServiceItemDirectFlowLogistic');

    // Ozon's transaction list of the same posting says the same.
    const ozon = financeApi(httpTransport(t.ozon.credentials));
    const listed: { accruals_for_sale: number; sale_commission: number; amount: number }[] = [];
    for await (const page of ozon.transactionPages({ postingNumber: sale.PostingNumber! })) listed.push(...page);
    const delivered = listed.find((operation) => operation.accruals_for_sale > 0)!;
    expect(delivered).toMatchObject({
      accruals_for_sale: sale.AccrualsForSale,
      sale_commission: sale.SaleCommission,
      amount: sale.Amount,
    });

    // Every operation of the posting, by its number.
    const ofPosting = await find({ PostingNumber: sale.PostingNumber });
    expect(ofPosting.Items.length).toBe(listed.length);
    expect(ofPosting.Items.every((operation) => operation.PostingNumber === sale.PostingNumber)).toBe(true);
  });

  it("holds Ozon's realization report of the month against its accruals, listing each posting that differs", async () => {
    const compare = async (): Promise<RealizationComparison> => {
      const response = await t.call({
        method: 'POST',
        url: '/v1/ProfitAndLoss/GetRealizationComparison',
        payload: { Month: '2026-08', Count: 500 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const before = await compare();
    expect(before.Report).toBeNull();
    expect(before.ReportTotals.SalesAmount).toBe(0);

    const imported = await t.call({ method: 'POST', url: '/v1/ProfitAndLoss/ImportOzonRealization?month=2026-08' });
    expect(imported.statusCode, imported.body).toBe(200);
    const raw = await realizationApi(httpTransport(t.ozon.credentials)).byPosting(2026, 8);
    expect(imported.json()).toMatchObject({ Month: '2026-08', RowCount: raw.rows.length });

    const comparison = await compare();
    const rawSales = raw.rows.reduce((sum, row) => sum + Math.round((row.delivery_commission?.amount ?? 0) * 100), 0);
    expect(comparison.Report?.DocAmount).toBe(raw.header.doc_amount);
    expect(Math.round(comparison.ReportTotals.SalesAmount * 100)).toBe(rawSales);
    expect(comparison.ReportTotals.Net).toBeCloseTo(raw.header.doc_amount, 2);
    // The accruals' side is the P&L's month: the same sales and returns.
    const pnl = await t.call({
      method: 'POST',
      url: '/v1/ProfitAndLoss/GetProfitAndLoss',
      payload: { DateFrom: '2026-08-01', DateTo: '2026-08-31' },
    });
    const total = pnl.json<PnlReport>().Total[0]!;
    expect(comparison.AccruedTotals.SalesAmount).toBeCloseTo(total.Revenue, 2);
    expect(comparison.AccruedTotals.ReturnsAmount).toBeCloseTo(-total.Returns, 2);
    // The sandbox's report and accruals come from the same postings: they agree to the kopeck.
    expect(comparison).toMatchObject({ TotalCount: 0, PostingCount: 0, NetDifference: 0, UnsplitOperations: 0 });
    expect(comparison.NetDifferencePercent).toBe(0);

    // A report that says otherwise of one posting: that posting is listed, with both figures.
    const changed = await t.database.db
      .selectFrom('ozon_realization_rows')
      .where('delivered_quantity', '>', 0)
      .select(['row_number', 'posting_number', 'sku', 'delivered_commission'])
      .orderBy('row_number')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('ozon_realization_rows')
      .set({ delivered_commission: Number(changed.delivered_commission) + 0.05 })
      .where('row_number', '=', changed.row_number)
      .execute();
    const different = await compare();
    expect(different.Items).toEqual([
      {
        PostingNumber: changed.posting_number,
        Sku: Number(changed.sku),
        Article: expect.any(String),
        Field: 'SalesCommission',
        Report: Math.round((Number(changed.delivered_commission) + 0.05) * 100) / 100,
        Accrued: Number(changed.delivered_commission),
        Difference: -0.05,
      },
    ]);
    expect(different).toMatchObject({ TotalCount: 1, PostingCount: 1, NetDifference: 0.05 });

    // Reading the month again puts Ozon's report back; a second read changes nothing.
    await t.call({ method: 'POST', url: '/v1/ProfitAndLoss/ImportOzonRealization?month=2026-08' });
    await t.call({ method: 'POST', url: '/v1/ProfitAndLoss/ImportOzonRealization?month=2026-08' });
    const again = await compare();
    expect({ ...again, Report: null }).toEqual({ ...comparison, Report: null });

    const bad = await t.call({
      method: 'POST',
      url: '/v1/ProfitAndLoss/GetRealizationComparison',
      payload: { Month: '2026-13' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Month');
  });

  it('reads the latest formed report when the month before is not formed yet, and says so', async () => {
    // The sandbox stands on 1 September: August's report is formed, September's is not.
    const ozon = httpTransport(t.ozon.credentials);
    const early = await importLatestRealization(t.database.db, ozon, { now: new Date('2026-10-02T09:00:00Z') });
    expect(early).toMatchObject({ Month: '2026-08', NotFormedMonth: '2026-09' });
    expect(early.RowCount).toBeGreaterThan(0);
    const later = await importLatestRealization(t.database.db, ozon, { now: new Date('2026-09-20T09:00:00Z') });
    expect(later).toMatchObject({ Month: '2026-08', RowCount: early.RowCount });
    expect(later).not.toHaveProperty('NotFormedMonth');
    // A month asked for by name is read or refused as Ozon answers.
    const asked = await t.call({ method: 'POST', url: '/v1/ProfitAndLoss/ImportOzonRealization?month=2026-09' });
    expect(asked.statusCode).toBe(502);
    expect(asked.json()).toMatchObject({ OzonMethod: expect.stringContaining('realization'), OzonStatus: 404 });
  });

  it('filters by kind while the totals stay those of every kind of the period', async () => {
    const all = await find({ Count: 1 });
    const services = await find({ TransactionTypes: [TransactionType.Services], Count: 200 });
    expect(services.Items.every((operation) => operation.TransactionType === TransactionType.Services)).toBe(true);
    expect(services.TotalCount).toBe(
      all.Totals.filter((total) => total.TransactionType === TransactionType.Services).reduce((n, t) => n + t.Count, 0),
    );
    expect(services.Totals).toEqual(all.Totals);
    // The count is the rows' own: a page big enough lists every one of them.
    const everyService = await find({ TransactionTypes: [TransactionType.Services], Count: 1000 });
    expect(everyService.Items).toHaveLength(services.TotalCount);
    const storage = await find({ OperationTypes: ['OperationMarketplaceServiceStorage'], Count: 100 });
    // A storage bill every Moscow day of August.
    expect(storage.TotalCount).toBe(31);
    expect(storage.Items[0].PostingNumber).toBeNull();
    // Newest first by default, oldest first when asked.
    const newest = await find({ Count: 1 });
    const oldest = await find({ Count: 1, OrderAscending: true });
    expect(newest.Items[0].Date >= oldest.Items[0].Date).toBe(true);
  });

  it("takes the period as the seller's days, each whole, and refuses only a malformed date, naming it", async () => {
    const moscow = sellerCalendar('Europe/Moscow');
    const storage = { OperationTypes: ['OperationMarketplaceServiceStorage'] };
    // One storage bill a Moscow day: a day is its own period, the last day included.
    expect((await find({ ...storage, DateFrom: '2026-08-15', DateTo: '2026-08-15' })).TotalCount).toBe(1);
    expect((await find({ ...storage, DateFrom: '2026-08-10', DateTo: '2026-08-19' })).TotalCount).toBe(10);
    const day = await find({ DateFrom: '2026-08-15', DateTo: '2026-08-15', Count: 1000 });
    expect(day.TotalCount).toBeGreaterThan(0);
    expect(day.Items.every((operation) => moscow.dayOf(new Date(operation.Date)) === '2026-08-15')).toBe(true);
    const before = await find({ DateTo: '2026-08-14', Count: 1 });
    const after = await find({ DateFrom: '2026-08-16', Count: 1 });
    const all = await find({ Count: 1 });
    expect(before.TotalCount + day.TotalCount + after.TotalCount).toBe(all.TotalCount);
    // A period that ends before it starts is well formed: nothing is in it.
    expect((await find({ DateFrom: '2026-08-20', DateTo: '2026-08-10' })).TotalCount).toBe(0);

    for (const [field, value] of [
      ['DateFrom', '2026-08-32'],
      ['DateTo', '15.08.2026'],
      ['DateFrom', '2026-08-15T00:00:00Z'],
    ]) {
      const response = await t.call({
        method: 'POST',
        url: '/v1/Operation/FindOzonOperations',
        payload: { [field]: value },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors, value).toEqual({ [field]: ['must be a date as YYYY-MM-DD'] });
    }
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const response = await importOperations('dateFrom=2026-10-10&dateTo=2026-10-01');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toContain('dateFrom');
    const bad = await t.call({
      method: 'POST',
      url: '/v1/Operation/FindOzonOperations',
      payload: { TransactionTypes: [9] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('TransactionTypes');
  });

  it('asks for a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/Operation/FindOzonOperations', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../server/ozon/paging.js';
import { ACCRUAL_VOCABULARY, FINANCE_METHODS, financeApi, type OzonOperation } from '../../server/ozon/api/finance.js';
import { postingsApi } from '../../server/ozon/api/postings.js';
import { realizationApi } from '../../server/ozon/api/realization.js';
import { OzonApiError } from '../../server/ozon/transport.js';
import { ACCRUAL_TYPES } from '../world/financeVocabulary.js';
import { startContractSandbox, type ContractSandbox } from './harness.js';

/**
 * The transaction list and totals answered until Ozon switched them off on 2026-09-08: this family's
 * sandbox stands a week before that, so the accruals can be held against the transactions of August.
 */
const BEFORE_SWITCH_OFF = new Date('2026-09-01T00:00:00Z');

const DAY = 86_400_000;
const kopecks = (value: number) => Math.round(value * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + kopecks(value), 0);

describe('finance: sandbox and client against the contract, before the transaction list was switched off', () => {
  let sandbox: ContractSandbox;
  let august: OzonOperation[];
  const from = new Date('2026-08-01T00:00:00+03:00');
  const to = new Date('2026-08-31T23:59:59.999+03:00');

  beforeAll(async () => {
    sandbox = await startContractSandbox({ now: BEFORE_SWITCH_OFF });
    august = await collect(financeApi(sandbox.ozon).transactionPages({ from, to }, { pageSize: 500 }));
  });
  afterAll(() => sandbox.close());

  it('lists a month of operations once each, in time order, with the vocabulary of the Operation model', () => {
    expect(august.length).toBeGreaterThan(1000);
    expect(new Set(august.map((operation) => operation.operation_id)).size).toBe(august.length);
    const types = new Set(august.map((operation) => operation.operation_type));
    for (const type of [
      'OperationAgentDeliveredToCustomer',
      'MarketplaceRedistributionOfAcquiringOperation',
      'ClientReturnAgentOperation',
      'OperationItemReturn',
      'OperationMarketplaceServiceStorage',
      'OperationElectronicServicesPromotionInSearch',
      'MarketplaceMarketingActionCostOperation',
      'OperationSubscriptionPremium',
    ]) {
      expect(types).toContain(type);
    }
    const services = new Set(august.flatMap((operation) => operation.services.map((service) => service.name)));
    for (const service of [
      'MarketplaceServiceItemDirectFlowLogistic',
      'MarketplaceServiceItemDelivToCustomer',
      'MarketplaceServiceItemReturnFlowLogistic',
      'MarketplaceServiceItemReturnAfterDelivToCustomer',
    ]) {
      expect(services).toContain(service);
    }
    const dates = august.map((operation) => operation.operation_date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0] >= '2026-08-01 00:00:00' && dates[dates.length - 1] <= '2026-08-31 23:59:59').toBe(true);
  });

  it('adds each operation up: sale, commission and services make the amount', () => {
    for (const operation of august) {
      const services = sum(operation.services.map((service) => service.price));
      if (operation.type === 'orders' || operation.type === 'returns') {
        expect(kopecks(operation.amount)).toBe(
          kopecks(operation.accruals_for_sale) + kopecks(operation.sale_commission) + services,
        );
      }
    }
    const sale = august.find((operation) => operation.operation_type === 'OperationAgentDeliveredToCustomer')!;
    expect(sale.accruals_for_sale).toBeGreaterThan(0);
    expect(sale.sale_commission).toBeLessThan(0);
    expect(sale.posting.posting_number).toMatch(/^\d{8}-\d{4}-1$/);
  });

  it('answers totals equal to the sum of the listed operations of the same filter', async () => {
    const totals = await financeApi(sandbox.ozon).transactionTotals({ from, to });
    const bucket = Object.values(totals).reduce((total, value) => total + kopecks(value), 0);
    expect(bucket).toBe(sum(august.map((operation) => operation.amount)));
    expect(kopecks(totals.accruals_for_sale)).toBe(sum(august.map((operation) => operation.accruals_for_sale)));
    expect(kopecks(totals.sale_commission)).toBe(sum(august.map((operation) => operation.sale_commission)));
    const services = august.filter((operation) => operation.type === 'services');
    expect(kopecks(totals.services_amount)).toBe(sum(services.map((operation) => operation.amount)));
    // A month of a mid-size seller at scale 0.2: revenue in the millions of roubles, commission about a sixth.
    expect(totals.accruals_for_sale).toBeGreaterThan(1_000_000);
    expect(-totals.sale_commission / totals.accruals_for_sale).toBeGreaterThan(0.1);
    expect(-totals.sale_commission / totals.accruals_for_sale).toBeLessThan(0.25);

    const returns = await financeApi(sandbox.ozon).transactionTotals({ from, to, transactionType: 'returns' });
    const listed = august.filter((operation) => operation.type === 'returns');
    expect(
      kopecks(returns.accruals_for_sale) +
        kopecks(returns.sale_commission) +
        kopecks(returns.refunds_and_cancellations),
    ).toBe(sum(listed.map((operation) => operation.amount)));
  });

  it('filters by operation type and by posting', async () => {
    const api = financeApi(sandbox.ozon);
    const storage = await collect(
      api.transactionPages({ from, to, operationTypes: ['OperationMarketplaceServiceStorage'] }),
    );
    expect(storage).toHaveLength(31);
    const sale = august.find((operation) => operation.operation_type === 'ClientReturnAgentOperation')!;
    const ofPosting = await collect(api.transactionPages({ postingNumber: sale.posting.posting_number }));
    expect(ofPosting.map((operation) => operation.operation_type)).toEqual(
      expect.arrayContaining(['OperationAgentDeliveredToCustomer', 'ClientReturnAgentOperation']),
    );
  });

  it('answers PERIOD_IS_TOO_LONG for more than a month, and the client splits the period', async () => {
    const api = financeApi(sandbox.ozon);
    const error = await api
      .transactionPage({ from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-15T00:00:00Z') }, 1)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OzonApiError);
    expect((error as OzonApiError).ozonMessage).toBe('PERIOD_IS_TOO_LONG');
    const two = await api.transactionTotals({
      from: new Date('2026-06-01T00:00:00Z'),
      to: new Date('2026-07-30T00:00:00Z'),
    });
    expect(two.accruals_for_sale).toBeGreaterThan(0);
  });

  it('maps every accrual type onto the transaction vocabulary', async () => {
    const types = await financeApi(sandbox.ozon).accrualTypes();
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) {
      expect(ACCRUAL_VOCABULARY[type.name], type.name).toBeDefined();
      expect(type.description).toMatch(/[а-я]/);
    }
    // The client's mapping is the sandbox's: the same operation types, fields and services (the client
    // also marks which services are delivery charges, a meaning of its own Operation model).
    for (const type of ACCRUAL_TYPES) {
      const { operationTypes, field } = type;
      const { delivery: _delivery, ...mapping } = ACCRUAL_VOCABULARY[type.name]!;
      expect(mapping).toEqual({
        operationTypes,
        field,
        ...('service' in type ? { service: type.service } : {}),
      });
    }
  });

  it("maps a returned posting's accruals onto its operations, field by field", async () => {
    const api = financeApi(sandbox.ozon);
    const returned = august.find((operation) => operation.operation_type === 'ClientReturnAgentOperation')!;
    const postingNumber = returned.posting.posting_number;
    const operations = await collect(api.transactionPages({ postingNumber }));
    const types = new Map((await api.accrualTypes()).map((type) => [type.id, type.name]));
    const [{ accruals }] = await api.accrualPostings([postingNumber]);
    const byField = new Map<string, number>();
    for (const accrual of accruals) {
      const vocabulary = ACCRUAL_VOCABULARY[types.get(accrual.type_id)!];
      const field = vocabulary.field === 'service' ? vocabulary.service! : vocabulary.field;
      byField.set(field, (byField.get(field) ?? 0) + kopecks(accrual.accrued.amount));
    }
    expect(byField.get('accruals_for_sale')).toBe(sum(operations.map((operation) => operation.accruals_for_sale)));
    expect(byField.get('sale_commission')).toBe(sum(operations.map((operation) => operation.sale_commission)));
    for (const service of new Set(operations.flatMap((operation) => operation.services.map((item) => item.name)))) {
      const listed = operations.flatMap((operation) => operation.services.filter((item) => item.name === service));
      expect(byField.get(service), service).toBe(sum(listed.map((item) => item.price)));
    }
  });

  it('gives a posting the same accruals as its operations', async () => {
    const api = financeApi(sandbox.ozon);
    const postings = await collect(
      postingsApi(sandbox.ozon).fboPages({
        since: new Date(BEFORE_SWITCH_OFF.getTime() - 60 * DAY),
        to: new Date(BEFORE_SWITCH_OFF.getTime() - 50 * DAY),
      }),
    );
    const numbers = postings.slice(0, 250).map((posting) => posting.posting_number);
    const accruals = await api.accrualPostings(numbers);
    expect(accruals.map((item) => item.posting_number)).toEqual(numbers);
    for (const item of accruals.slice(0, 40)) {
      const operations = await collect(api.transactionPages({ postingNumber: item.posting_number }));
      const totals = await api.transactionTotals({ postingNumber: item.posting_number });
      expect(Object.values(totals).reduce((total, value) => total + kopecks(value), 0)).toBe(
        sum(operations.map((operation) => operation.amount)),
      );
      expect(sum(item.accruals.map((accrual) => accrual.accrued.amount))).toBe(
        sum(operations.map((operation) => operation.amount)),
      );
    }
    const delivered = postings.find((posting) => posting.status === 'delivered')!;
    const own = accruals.find((item) => item.posting_number === delivered.posting_number)!;
    expect(own.accruals.some((accrual) => accrual.type_id === 2 && accrual.accrued.amount > 0)).toBe(true);
  });

  it('gives a day of accruals that adds up to the day of transactions', async () => {
    const api = financeApi(sandbox.ozon);
    const accruals = await collect(api.accrualDayPages('2026-08-15'));
    expect(new Set(accruals.map((accrual) => accrual.accrual_id)).size).toBe(accruals.length);
    const categories = new Set(accruals.map((accrual) => accrual.accrued_category));
    expect(categories).toEqual(new Set(['POSTING', 'ITEM', 'NON_ITEM']));
    const day = august.filter((operation) => operation.operation_date.startsWith('2026-08-15'));
    expect(accruals.length).toBe(day.length);
    expect(sum(accruals.map((accrual) => accrual.total_amount.amount))).toBe(
      sum(day.map((operation) => operation.amount)),
    );
    const totals = await api.transactionTotals({
      from: new Date('2026-08-15T00:00:00+03:00'),
      to: new Date('2026-08-15T23:59:59.999+03:00'),
    });
    expect(Object.values(totals).reduce((total, value) => total + kopecks(value), 0)).toBe(
      sum(accruals.map((accrual) => accrual.total_amount.amount)),
    );
  });

  it("gives July's realization report from the same sales and returns as the transactions, per product and per posting", async () => {
    const api = realizationApi(sandbox.ozon);
    const [report, byPosting] = await Promise.all([api.report(2026, 7), api.byPosting(2026, 7)]);
    expect(report.header).toMatchObject({
      start_date: '2026-07-01',
      stop_date: '2026-07-31',
      currency_sys_name: 'RUB',
    });
    const july = await collect(
      financeApi(sandbox.ozon).transactionPages({
        from: new Date('2026-07-01T00:00:00+03:00'),
        to: new Date('2026-07-31T23:59:59.999+03:00'),
      }),
    );
    const sales = july.filter((operation) => operation.operation_type === 'OperationAgentDeliveredToCustomer');
    const returns = july.filter((operation) => operation.operation_type === 'ClientReturnAgentOperation');
    const delivered = (rows: { delivery_commission: { amount: number } | null }[]) =>
      rows.map((row) => row.delivery_commission?.amount ?? 0);
    // The amounts are the sales at the seller's price; returns are taken back at it.
    expect(sum(delivered(byPosting.rows))).toBe(sum(sales.map((operation) => operation.accruals_for_sale)));
    expect(sum(byPosting.rows.map((row) => row.return_commission?.amount ?? 0))).toBe(
      -sum(returns.map((operation) => operation.accruals_for_sale)),
    );
    expect(
      new Set(
        byPosting.rows
          .filter((row) => (row.delivery_commission?.quantity ?? 0) > 0)
          .map((row) => row.order.posting_number),
      ),
    ).toEqual(new Set(sales.map((operation) => operation.posting.posting_number)));
    // The per-product report adds the same rows up, and the header's total is their net.
    expect(sum(delivered(report.rows))).toBe(sum(delivered(byPosting.rows)));
    const net = (rows: typeof byPosting.rows) =>
      rows.reduce(
        (total, row) =>
          total + kopecks(row.delivery_commission?.total ?? 0) - kopecks(row.return_commission?.total ?? 0),
        0,
      );
    expect(kopecks(report.header.doc_amount)).toBe(net(byPosting.rows));
    // The commission per unit, rounded, times the units: within a kopeck a unit of the accrual's.
    const commission = sum(byPosting.rows.map((row) => row.delivery_commission?.commission ?? 0));
    const units = byPosting.rows.reduce((total, row) => total + (row.delivery_commission?.quantity ?? 0), 0);
    expect(Math.abs(commission + sum(sales.map((operation) => operation.sale_commission)))).toBeLessThanOrEqual(units);

    const refused = await api.report(2026, 13).catch((error: unknown) => error);
    expect((refused as OzonApiError).status).toBe(400);
    const notFormed = await api.report(2026, 9).catch((error: unknown) => error);
    expect(notFormed).toBeInstanceOf(OzonApiError);
    expect((notFormed as OzonApiError).status).toBe(404);
  });

  it('pages a busy day of accruals by last_id without repeats', async () => {
    // A day of a seller at scale 3 has more than a thousand accruals (the page size): several pages.
    const sandboxAtScale = await startContractSandbox({ scale: 3, now: BEFORE_SWITCH_OFF });
    try {
      const pages: number[] = [];
      const ids = new Set<number>();
      for await (const page of financeApi(sandboxAtScale.ozon).accrualDayPages('2026-08-20')) {
        pages.push(page.length);
        page.forEach((accrual) => ids.add(accrual.accrual_id));
      }
      expect(pages.length).toBeGreaterThan(1);
      expect(ids.size).toBe(pages.reduce((total, count) => total + count, 0));
      expect(sandboxAtScale.app.contractViolations).toEqual([]);
    } finally {
      await sandboxAtScale.close();
    }
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    const exercised = [...sandbox.app.exercisedEndpoints].filter((name) => name.includes('/finance/'));
    expect(exercised.sort()).toEqual(
      Object.values(FINANCE_METHODS)
        .map((path) => `POST ${path}`)
        .sort(),
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRPC } from '../errors.js';
import { dayBeforeSwitchOff, serviceStateAt } from '../serviceDates.js';
import { RATINGS } from '../world/ratingDefinitions.js';
import { draftsOf } from '../world/supplyDrafts.js';
import { exampleFileName, missingFields, responseSchemaOf } from './exampleFields.js';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from './harness.js';

/**
 * Every field of the 2026 documentation's answer example is in the sandbox's answer (issue 19). The examples
 * are copies in examples2026/ (scripts/extract-ozon-examples.ts refreshes them; the tests never read the
 * documentation). Each method is asked for everything it can answer — every optional block, wide periods
 * ending at TEST_NOW, several requests where one answer cannot show every kind of item — and a field counts
 * as present when at least one item of the answers' arrays has it. Types are held to the route's contract
 * schema where it gives one (it wins over the example), and a null counts only where null is documented
 * (see missingFields): today the returns' return_clearing_id (null in the example too) and
 * logistic.cancelled_with_compensation_moment (nullable: the world's compensated returns are returned
 * goods, none is cancelled with compensation).
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const EXAMPLES = path.join(HERE, 'examples2026');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

interface ExampleFile {
  method: string;
  path: string;
  source: string | null;
  example: unknown;
  reason?: string;
}

function readExample(endpointPath: string): ExampleFile | undefined {
  const file = path.join(EXAMPLES, exampleFileName(endpointPath));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ExampleFile) : undefined;
}

/**
 * Lists of strings the examples fill and the sandbox's world leaves empty, and why. Every other array an
 * example fills must have items in at least one answer.
 */
const MAY_BE_EMPTY: Record<string, Record<string, string>> = {
  'POST /v3/product/info/list': {
    'items[].color_image': 'one colour per product: the cards have no colour swatch pictures',
    'items[].images360': 'the cards have flat photos only (productPictures.ts), no 360° series',
  },
  'POST /v2/draft/create/info': {
    'clusters[].warehouses[].supply_tags': 'household goods need no marking, certificates or special handling',
    'errors[].error_reasons': 'the 2026 page names no values; the draft errors speak through error_message',
  },
  'POST /v1/draft/crossdock/create': {
    'errors[].error_reasons': 'the 2026 page names no values; the draft errors speak through error_message',
  },
  'POST /v1/draft/direct/create': {
    'errors[].error_reasons': 'the 2026 page names no values; the draft errors speak through error_message',
  },
};

describe('sandbox answers against the examples of the 2026 documentation', () => {
  const headers = { 'client-id': TEST_CABINET.clientId, 'api-key': TEST_CABINET.apiKey };
  let sandbox: ContractSandbox;
  /** The answers of each method (`METHOD /path`), from the requests below. */
  const answers = new Map<string, unknown[]>();
  /** Methods with an example that the sandbox knows only as switched off: no answer to hold. */
  const switchedOffOnly = new Set<string>();

  /** The sandbox of a method retired by TEST_NOW, whose clock stands the day before the switch-off. */
  const earlier = new Map<number, ContractSandbox>();

  /**
   * The sandbox and "now" that serve a method: the test sandbox, or for a version Ozon switched off by
   * TEST_NOW (the route's `inService.until`, a Moscow day) one whose clock is a day before the switch-off,
   * so that the answers the method gave while in service are held to the example too.
   */
  async function servingOf(method: string, url: string): Promise<{ target: ContractSandbox; now: number }> {
    const spec = specOf(`${method} ${url}`);
    if (serviceStateAt(spec?.inService, TEST_NOW) === 'inService') return { target: sandbox, now: TEST_NOW.getTime() };
    const now = dayBeforeSwitchOff(spec?.inService);
    if (!earlier.has(now)) earlier.set(now, await startContractSandbox({ now: new Date(now) }));
    return { target: earlier.get(now)!, now };
  }

  const specOf = (name: string) => sandbox.app.sandboxEndpoints.find((spec) => `${spec.method} ${spec.path}` === name);

  /**
   * A method the sandbox knows only as switched off (the v1 supply drafts): on the day before the switch-off
   * it answers that it does not model the method (gRPC UNIMPLEMENTED), so there is no answer to hold.
   */
  async function knownOnlyAsSwitchedOff(name: string): Promise<boolean> {
    const spec = specOf(name)!;
    if (serviceStateAt(spec.inService, TEST_NOW) === 'inService') return false;
    const loose = await startContractSandbox({
      now: new Date(dayBeforeSwitchOff(spec.inService)),
      checkContracts: false,
    });
    try {
      const response = await loose.app.inject({ method: spec.method, url: spec.path, headers, payload: {} });
      return response.statusCode === 501 && response.json().code === GRPC.UNIMPLEMENTED;
    } finally {
      await loose.close();
    }
  }

  async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Record<string, unknown>> {
    const { target } = await servingOf(method, url);
    const response = await target.app.inject({
      method,
      url,
      headers,
      ...(method === 'POST' ? { payload: (body ?? {}) as Record<string, unknown> } : {}),
    });
    if (response.statusCode !== 200) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    const answer = response.json() as Record<string, unknown>;
    const key = `${method} ${url}`;
    answers.set(key, [...(answers.get(key) ?? []), answer]);
    return answer;
  }
  const post = (url: string, body: unknown = {}) => call('POST', url, body);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are walked by field name
  type Json = any;

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    const world = sandbox.app.worldOf(TEST_CABINET.clientId);
    const now = TEST_NOW.getTime();

    await post('/v1/description-category/tree', { language: 'DEFAULT' });

    // Products: every card, its details, prices and stocks.
    const list: Json = await post('/v3/product/list', { filter: { visibility: 'ALL' }, limit: 1000 });
    await post('/v3/product/list', { filter: { visibility: 'ARCHIVED' }, limit: 1000 });
    const productIds = list.result.items.map((item: Json) => String(item.product_id));
    const info: Json = await post('/v3/product/info/list', { product_id: productIds.slice(0, 1000) });
    await post('/v5/product/info/prices', { filter: { visibility: 'ALL' }, limit: 1000 });
    await post('/v4/product/info/stocks', { filter: { visibility: 'ALL' }, limit: 1000 });
    const skus = info.items.map((item: Json) => String(item.sku)).filter((sku: string) => sku !== '0');

    // Postings of a month with every optional block; the FBO list also the year's cancelled ones.
    const withAll = { analytics_data: true, financial_data: true, legal_info: true, barcodes: true, translit: true };
    const month = { since: iso(now - 30 * DAY), to: iso(now) };
    const fbo: Json = await post('/v3/posting/fbo/list', { filter: month, limit: 100, with: withAll, translit: true });
    await post('/v3/posting/fbo/list', {
      filter: { since: iso(now - 360 * DAY), to: iso(now), statuses: ['cancelled'] },
      limit: 100,
      with: withAll,
    });
    await post('/v4/posting/fbs/list', { filter: month, limit: 100, with: withAll, translit: true });

    // Finance: the month's operations and totals, the accruals of postings and of a day.
    const listed = await servingOf('POST', '/v3/finance/transaction/list');
    const operations: Json = await post('/v3/finance/transaction/list', {
      filter: { date: { from: iso(listed.now - 30 * DAY), to: iso(listed.now) }, transaction_type: 'all' },
      page: 1,
      page_size: 1000,
    });
    const totalled = await servingOf('POST', '/v3/finance/transaction/totals');
    await post('/v3/finance/transaction/totals', {
      date: { from: iso(totalled.now - 30 * DAY), to: iso(totalled.now) },
      transaction_type: 'all',
    });
    await post('/v1/finance/accrual/types', {});
    const postingNumbers = [
      ...new Set<string>(
        [
          ...operations.result.operations.map((operation: Json) => operation.posting?.posting_number),
          ...fbo.postings.map((posting: Json) => posting.posting_number),
        ].filter(Boolean),
      ),
    ];
    await post('/v1/finance/accrual/postings', { posting_numbers: postingNumbers.slice(0, 200) });
    await post('/v1/finance/accrual/by-day', { date: day(now - 10 * DAY), last_id: '' });
    // The realization report of the month before: Ozon forms a month's once it is over.
    const lastMonth = new Date(now - 31 * DAY);
    const reportMonth = { month: lastMonth.getUTCMonth() + 1, year: lastMonth.getUTCFullYear() };
    await post('/v2/finance/realization', reportMonth);
    await post('/v1/finance/realization/posting', reportMonth);

    // Returns: the newest pages.
    await post('/v1/returns/list', { filter: {}, limit: 500 });

    // Promotions: the list, participants and candidates of each, one product in and out again.
    const actions: Json = await call('GET', '/v1/actions');
    let activated = false;
    for (const action of actions.result) {
      const participants: Json = await post('/v1/actions/products', { action_id: action.id, limit: 1000 });
      const candidates: Json = await post('/v1/actions/candidates', { action_id: action.id, limit: 1000 });
      const [candidate, expensive] = candidates.result.products;
      if (!activated && !action.freeze_date && expensive) {
        activated = true;
        await post('/v1/actions/products/activate', {
          action_id: action.id,
          products: [
            { product_id: candidate.id, action_price: candidate.max_action_price, stock: candidate.min_stock },
            { product_id: expensive.id, action_price: expensive.max_action_price + 1, stock: expensive.min_stock },
          ],
        });
        await post('/v1/actions/products/deactivate', {
          action_id: action.id,
          product_ids: [candidate.id, participants.result.products[0]?.id ?? 1, 1],
        });
      }
    }

    // Seller rating: the summary and every rating's history of two years with the Premium scores.
    await post('/v1/rating/summary', {});
    await post('/v1/rating/history', {
      date_from: iso(now - 730 * DAY),
      date_to: iso(now),
      ratings: RATINGS.map((rating) => rating.rating),
      with_premium_scores: true,
    });

    // Reviews: pages until some have photos, videos and comments; those in full, counts, a status change, a comment.
    const reviews: Json[] = [];
    for (let lastId = '', more = true; more && reviews.length < 2000;) {
      const page: Json = await post('/v2/review/list', { limit: 100, sort_dir: 'DESC', last_id: lastId });
      reviews.push(...page.reviews);
      more = page.has_next;
      lastId = page.last_id;
      if (reviews.some((review) => review.videos_amount > 0) && reviews.some((review) => review.comments_amount > 0))
        break;
    }
    const detailed = [
      reviews[0],
      ...reviews.filter((review) => review.photos_amount > 0).slice(0, 3),
      ...reviews.filter((review) => review.videos_amount > 0).slice(0, 3),
    ];
    for (const review of detailed) await post('/v2/review/info', { review_id: review.id });
    for (const review of reviews.filter((item) => item.comments_amount > 0).slice(0, 5)) {
      await post('/v1/review/comment/list', { review_id: review.id, limit: 100, sort_dir: 'ASC' });
    }
    await post('/v2/review/count', {});
    await post('/v2/review/change-status', { review_ids: [reviews[0].id], status: 'VIEWED' });
    await post('/v1/review/comment/create', { review_id: reviews[0].id, text: 'Спасибо за отзыв!' });

    // Stock analytics: the first hundred SKUs, their turnover, the stock report.
    await post('/v1/analytics/stocks', { skus: skus.slice(0, 100) });
    await post('/v1/analytics/turnover/stocks', { limit: 1000, offset: 0 });
    await post('/v2/analytics/stock_on_warehouses', { limit: 1000, offset: 0, warehouse_type: 'ALL' });

    // Warehouses and clusters.
    await post('/v2/warehouse/list', { limit: 200 });
    await post('/v2/cluster/list', {});
    await post('/v1/cluster/list', { cluster_type: 'CLUSTER_TYPE_OZON' });
    await post('/v1/cluster/list', { cluster_type: 'CLUSTER_TYPE_CIS' });
    await post('/v1/warehouse/fbo/list', {
      filter_by_supply_type: ['CREATE_TYPE_CROSSDOCK', 'CREATE_TYPE_DIRECT'],
      search: 'Москва',
    });

    // Supplies: the orders, their details and the items of their bundles.
    await call('GET', '/v1/supplier/available_warehouses');
    const orderIds: Json = await post('/v3/supply-order/list', { filter: {}, limit: 100, sort_by: 'ORDER_CREATION' });
    const orders: Json = await post('/v3/supply-order/get', { order_ids: orderIds.order_ids.slice(0, 50) });
    await post('/v1/supply-order/bundle', { bundle_ids: [orders.orders[0].supplies[0].bundle_id], limit: 100 });

    // Supply drafts, on the draft store's clock: a cross-dock and a direct draft (one SKU the seller
    // does not have, so that errors are shown), their calculation, timeslots, a supply and its status.
    const store = draftsOf(world);
    let clock = Date.now();
    store.clock = () => clock;
    const lines = [
      ...skus.slice(0, 3).map((sku: string) => ({ sku: Number(sku), quantity: 10 })),
      { sku: 999, quantity: 1 },
    ];
    const cluster = world.clusters.find((candidate) => candidate.name === 'Новосибирск') ?? world.clusters[1];
    const dropoff = world.clusters[0].warehouses.find((warehouse) => warehouse.type === 'SORTING_CENTER')!;
    const crossdock: Json = await post('/v1/draft/crossdock/create', {
      cluster_info: { macrolocal_cluster_id: cluster.macrolocalId, items: lines },
      delivery_info: {
        drop_off_warehouse: { warehouse_id: dropoff.id, warehouse_type: 'SORTING_CENTER' },
        type: 'DROPOFF',
      },
      deletion_sku_mode: 'PARTIAL',
    });
    const direct: Json = await post('/v1/draft/direct/create', {
      cluster_info: { macrolocal_cluster_id: world.clusters[0].macrolocalId, items: lines },
      deletion_sku_mode: 'PARTIAL',
    });
    clock += 1_500;
    for (const [draft, supplyType, clusterId] of [
      [crossdock, 'CROSSDOCK', cluster.macrolocalId],
      [direct, 'DIRECT', world.clusters[0].macrolocalId],
    ] as const) {
      const calculated: Json = await post('/v2/draft/create/info', { draft_id: draft.draft_id });
      const warehouseId = calculated.clusters[0].warehouses[0].storage_warehouse.warehouse_id;
      const target = {
        draft_id: draft.draft_id,
        supply_type: supplyType,
        selected_cluster_warehouses: [{ macrolocal_cluster_id: clusterId, storage_warehouse_id: warehouseId }],
      };
      const slots: Json = await post('/v2/draft/timeslot/info', {
        ...target,
        date_from: day(now + DAY),
        date_to: day(now + 14 * DAY),
      });
      const timeslot = slots.result.drop_off_warehouse_timeslots.days[0].timeslots[0];
      await post('/v2/draft/supply/create', { ...target, timeslot });
      await post('/v2/draft/supply/create/status', { draft_id: draft.draft_id });
      clock += 1_500;
      await post('/v2/draft/supply/create/status', { draft_id: draft.draft_id });
      // Once more, a minute later (two a minute are allowed): refused with the reason (ORDER_ALREADY_CREATED).
      clock += 61_000;
      await post('/v2/draft/supply/create', { ...target, timeslot });
    }
    // A draft for a cluster Ozon does not have: the error names it.
    clock += 61_000;
    await post('/v1/draft/direct/create', {
      cluster_info: { macrolocal_cluster_id: 424242, items: lines },
      deletion_sku_mode: 'PARTIAL',
    });
    await post('/v1/draft/crossdock/create', {
      cluster_info: { macrolocal_cluster_id: 424242, items: lines },
      delivery_info: { drop_off_warehouse: { warehouse_id: dropoff.id, warehouse_type: 'SORTING_CENTER' } },
    });
    // A draft that never was: its supply's status fails with the reason.
    await post('/v2/draft/supply/create/status', { draft_id: 12345 });

    for (const spec of sandbox.app.sandboxEndpoints) {
      const name = `${spec.method} ${spec.path}`;
      if (readExample(spec.path)?.example == null || answers.has(name)) continue;
      if (await knownOnlyAsSwitchedOff(name)) switchedOffOnly.add(name);
    }
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    for (const other of earlier.values()) await other.close();
  });

  it('has an example file for every served method, and asks every method with a usable example', () => {
    const served = sandbox.app.sandboxEndpoints.map((spec) => `${spec.method} ${spec.path}`);
    expect(served.filter((name) => !readExample(name.split(' ')[1]))).toEqual([]);
    // A method without a usable example says why.
    for (const spec of sandbox.app.sandboxEndpoints) {
      const file = readExample(spec.path)!;
      expect(file.method, spec.path).toBe(spec.method);
      if (file.example == null) expect(file.reason, spec.path).toMatch(/\w/);
    }
    const usable = served.filter((name) => readExample(name.split(' ')[1])?.example != null);
    expect(usable.length).toBeGreaterThan(30);
    expect(usable.filter((name) => !answers.has(name) && !switchedOffOnly.has(name))).toEqual([]);
  });

  it('answers every field of each example', () => {
    const report: Record<string, string[]> = {};
    for (const spec of sandbox.app.sandboxEndpoints) {
      const file = readExample(spec.path);
      const name = `${spec.method} ${spec.path}`;
      if (file?.example == null || switchedOffOnly.has(name)) continue;
      const problems = missingFields(
        file.example,
        answers.get(name) ?? [],
        responseSchemaOf(spec.contract, spec.method, spec.path),
        new Set(Object.keys(MAY_BE_EMPTY[name] ?? {})),
      );
      if (problems.length) report[name] = problems;
    }
    expect(report).toEqual({});
  });

  it('breaks no contract while doing so', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    for (const other of earlier.values()) expect(other.app.contractViolations).toEqual([]);
  });
});

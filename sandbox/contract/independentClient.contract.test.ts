import { isOzonApiError, OzonClient, type ApiPath } from 'artefactby-ozon-seller-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceStateAt } from '../serviceDates.js';
import { draftsOf } from '../world/supplyDrafts.js';
import { loadClientTypes, type ClientTypes } from './clientTypes.js';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from './harness.js';

/**
 * The sandbox held against a client written elsewhere: artefactby-ozon-seller-api, an Ozon Seller API
 * client for TypeScript generated from Ozon's own OpenAPI, used as its README shows. Every method both
 * know is called through it with a request its types accept, and every answer must be one it reads:
 * JSON, and each field it knows of the kind its types say.
 */
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

let types: ClientTypes;
let sandbox: ContractSandbox;
let client: OzonClient;
/** Each path called, with what reading its answer found. */
const read = new Map<string, string[]>();

const clientFor = (target: ContractSandbox) =>
  new OzonClient({ clientId: TEST_CABINET.clientId, apiKey: TEST_CABINET.apiKey, baseUrl: target.url });

/** The client's `request`, with the path as plain text: the test walks paths it reads at run time. */
const requestOf = (target: OzonClient) =>
  target.request.bind(target) as unknown as (path: string, body?: unknown) => Promise<unknown>;

/** Calls through the client and records whether it could read the answer. */
async function call(path: ApiPath, body?: unknown): Promise<unknown> {
  const answer = await requestOf(client)(path, body);
  const problems =
    typeof answer === 'object' && answer !== null && !(answer instanceof Blob)
      ? types.unreadable(path, answer)
      : [`not JSON: ${answer instanceof Blob ? `a ${answer.type} file` : typeof answer}`];
  read.set(path, [...(read.get(path) ?? []), ...problems]);
  return answer;
}

beforeAll(async () => {
  types = loadClientTypes();
  sandbox = await startContractSandbox();
  client = clientFor(sandbox);
});
afterAll(() => sandbox.close());

describe('an independent Ozon client (artefactby-ozon-seller-api) against the sandbox', () => {
  const today = Math.floor(TEST_NOW.getTime() / DAY) * DAY;
  const week = { since: iso(today - 7 * DAY), to: iso(today) };

  it('reads the catalogue: products, prices, stocks and the category tree', async () => {
    const list = (await call('/v3/product/list', { filter: { visibility: 'ALL' }, limit: 100 })) as {
      result?: { items?: { product_id?: number }[] };
    };
    const productIds = (list.result?.items ?? []).map((item) => String(item.product_id));
    expect(productIds.length).toBe(100);
    await call('/v3/product/info/list', { product_id: productIds.slice(0, 20) });
    await call('/v5/product/info/prices', { filter: { visibility: 'ALL' }, limit: 100 });
    await call('/v4/product/info/stocks', { filter: { visibility: 'ALL' }, limit: 100 });
    await call('/v1/description-category/tree', { language: 'DEFAULT' });
  });

  it('reads postings, returns and the accruals', async () => {
    const everything = { analytics_data: true, barcodes: true, financial_data: true, legal_info: true, translit: true };
    await call('/v4/posting/fbs/list', { filter: week, limit: 100, with: everything });
    const fbo = (await call('/v3/posting/fbo/list', {
      filter: week,
      limit: 100,
      with: { analytics_data: true, financial_data: true, legal_info: true },
    })) as { postings?: { posting_number?: string }[] };
    const numbers = (fbo.postings ?? []).map((posting) => posting.posting_number!).slice(0, 20);
    expect(numbers.length).toBe(20);
    await call('/v1/returns/list', { filter: {}, limit: 100 });
    await call('/v1/finance/accrual/types', {});
    await call('/v1/finance/accrual/postings', { posting_numbers: numbers });
    await call('/v1/finance/accrual/by-day', { date: iso(today - DAY).slice(0, 10), last_id: '' });
    // The realization report of the month before: Ozon forms a month's once it is over.
    const lastMonth = new Date(today - 31 * DAY);
    const month = { month: lastMonth.getUTCMonth() + 1, year: lastMonth.getUTCFullYear() };
    await call('/v2/finance/realization', month);
    await call('/v1/finance/realization/posting', month);
  });

  it('reads warehouses, clusters and the stock analytics', async () => {
    await call('/v2/warehouse/list', { limit: 100 });
    await call('/v2/cluster/list', {});
    await call('/v1/cluster/list', { cluster_type: 'CLUSTER_TYPE_OZON' });
    await call('/v1/warehouse/fbo/list', { filter_by_supply_type: ['CREATE_TYPE_CROSSDOCK'], search: 'Москва' });
    const prices = (await requestOf(client)('/v5/product/info/prices', {
      filter: { visibility: 'ALL' },
      limit: 20,
    })) as { items?: { product_id?: number }[] };
    const products = (await requestOf(client)('/v3/product/info/list', {
      product_id: (prices.items ?? []).map((item) => String(item.product_id)),
    })) as { items?: { sources?: { sku?: number }[] }[] };
    const skus = (products.items ?? []).map((item) => String(item.sources?.[0]?.sku ?? '')).filter(Boolean);
    expect(skus.length).toBe(20);
    await call('/v1/analytics/stocks', { skus });
    await call('/v1/analytics/turnover/stocks', { limit: 100 });
    await call('/v2/analytics/stock_on_warehouses', { limit: 100, offset: 0, warehouse_type: 'ALL' });
  });

  it('reads supply orders and their bundles, and makes a supply from a draft', async () => {
    const orders = (await call('/v3/supply-order/list', {
      filter: { states: ['COMPLETED'] },
      limit: 100,
      sort_by: 'ORDER_CREATION',
      sort_dir: 'DESC',
    })) as { order_ids?: string[] };
    expect(orders.order_ids?.length).toBeGreaterThan(0);
    const got = (await call('/v3/supply-order/get', { order_ids: orders.order_ids!.slice(0, 5) })) as {
      orders?: { supplies?: { bundle_id?: string }[] }[];
    };
    const bundleId = got.orders![0].supplies![0].bundle_id!;
    const bundle = (await call('/v1/supply-order/bundle', { bundle_ids: [bundleId], limit: 100 })) as {
      items?: { sku?: number }[];
    };
    await call('/v1/supplier/available_warehouses');

    // The draft store's clock moves only when told: a draft's calculation takes a second and a half.
    const world = sandbox.app.worldOf(TEST_CABINET.clientId);
    let now = Date.now();
    draftsOf(world).clock = () => now;
    const clusters = (await requestOf(client)('/v2/cluster/list', {})) as {
      result?: { macrolocal_cluster_id?: number }[];
    };
    const clusterId = clusters.result![0].macrolocal_cluster_id!;
    const items = bundle.items!.slice(0, 3).map((item) => ({ sku: item.sku!, quantity: 20 }));
    const created = (await call('/v1/draft/direct/create', {
      cluster_info: { macrolocal_cluster_id: clusterId, items },
      deletion_sku_mode: 'PARTIAL',
    })) as { draft_id?: number };
    now += 1_500;
    const info = (await call('/v2/draft/create/info', { draft_id: created.draft_id })) as {
      status?: string;
      clusters?: { warehouses?: { storage_warehouse?: { warehouse_id?: number } }[] }[];
    };
    expect(info.status).toBe('SUCCESS');
    const warehouseId = info.clusters![0].warehouses![0].storage_warehouse!.warehouse_id!;
    const target = {
      draft_id: created.draft_id,
      supply_type: 'DIRECT',
      selected_cluster_warehouses: [{ macrolocal_cluster_id: clusterId, storage_warehouse_id: warehouseId }],
    };
    const slots = (await call('/v2/draft/timeslot/info', {
      ...target,
      date_from: iso(today + DAY).slice(0, 10),
      date_to: iso(today + 14 * DAY).slice(0, 10),
    })) as {
      result?: { drop_off_warehouse_timeslots?: { days?: { timeslots?: object[] }[] } };
    };
    const timeslot = slots.result!.drop_off_warehouse_timeslots!.days![0].timeslots![0];
    await call('/v2/draft/supply/create', { ...target, timeslot });
    await call('/v2/draft/supply/create/status', { draft_id: created.draft_id });
    now += 61_000;
    const dropoff = world.clusters[0].warehouses.find((warehouse) => warehouse.type === 'SORTING_CENTER')!;
    await call('/v1/draft/crossdock/create', {
      cluster_info: { macrolocal_cluster_id: clusterId, items },
      deletion_sku_mode: 'PARTIAL',
      delivery_info: {
        type: 'DROPOFF',
        drop_off_warehouse: { warehouse_id: dropoff.id, warehouse_type: 'SORTING_CENTER' },
      },
    });
  });

  it('reads promotions and changes which products take part', async () => {
    const actions = (await call('/v1/actions')) as { result?: { id?: number }[] };
    const actionId = actions.result![0].id!;
    const candidates = (await call('/v1/actions/candidates', { action_id: actionId, limit: 100 })) as {
      result?: { products?: { id?: number; max_action_price?: number; stock?: number }[] };
    };
    await call('/v1/actions/products', { action_id: actionId, limit: 100 });
    const candidate = candidates.result!.products![0];
    await call('/v1/actions/products/activate', {
      action_id: actionId,
      products: [{ product_id: candidate.id!, action_price: candidate.max_action_price!, stock: 1 }],
    });
    await call('/v1/actions/products/deactivate', { action_id: actionId, product_ids: [candidate.id!] });
  });

  it('reads reviews and their comments, and answers one', async () => {
    const list = (await call('/v2/review/list', { limit: 100, sort_dir: 'DESC' })) as {
      reviews?: { id?: string }[];
    };
    const reviewId = list.reviews![0].id!;
    await call('/v2/review/info', { review_id: reviewId });
    await call('/v2/review/count', {});
    await call('/v1/review/comment/list', { review_id: reviewId, limit: 20 });
    await call('/v1/review/comment/create', { review_id: reviewId, text: 'Спасибо за отзыв!' });
    await call('/v2/review/change-status', { review_ids: [reviewId], status: 'PROCESSED' });
  });

  it('reads the seller rating', async () => {
    await call('/v1/rating/summary', {});
    await call('/v1/rating/history', {
      date_from: iso(today - 30 * DAY),
      date_to: iso(today),
      ratings: ['rating_on_time'],
      with_premium_scores: false,
    });
  });

  it('gets a switched-off method refused as Ozon refuses it, and the error readable', async () => {
    const retired = sandbox.app.sandboxEndpoints.filter(
      (spec) => types.paths.has(spec.path) && serviceStateAt(spec.inService, TEST_NOW) === 'retired',
    );
    expect(retired.length).toBeGreaterThan(0);
    for (const spec of retired) {
      const error = await requestOf(client)(spec.path, {}).catch((caught: unknown) => caught);
      expect(isOzonApiError(error), spec.path).toBe(true);
      expect(error, spec.path).toMatchObject({ status: 400, code: 9, message: expect.stringContaining('obsolete') });
    }
  });

  it('reads every method both know and that is in service, each answer as its types declare', () => {
    const shared = sandbox.app.sandboxEndpoints
      .filter((spec) => types.paths.has(spec.path) && serviceStateAt(spec.inService, TEST_NOW) === 'inService')
      .map((spec) => spec.path)
      .sort();
    expect(shared.length).toBeGreaterThanOrEqual(40);
    expect(shared.filter((path) => !read.has(path))).toEqual([]);
    expect(Object.fromEntries([...read].filter(([, problems]) => problems.length))).toEqual({});
  });
});

describe('the same client before Ozon switched the old versions off', () => {
  const before = new Date('2026-08-30T20:00:00Z');
  const period = { since: '2026-08-01T00:00:00Z', to: '2026-08-30T00:00:00Z' };
  let early: ContractSandbox;
  let earlyClient: OzonClient;
  beforeAll(async () => {
    early = await startContractSandbox({ now: before });
    earlyClient = clientFor(early);
  });
  afterAll(() => early.close());

  it('reads the old posting lists and the transaction list and totals as their types declare', async () => {
    const answers: [string, unknown][] = [
      [
        '/v3/posting/fbs/list',
        await requestOf(earlyClient)('/v3/posting/fbs/list', {
          filter: period,
          limit: 100,
          offset: 0,
          with: { analytics_data: true, barcodes: true, financial_data: true, translit: true },
        }),
      ],
      [
        '/v2/posting/fbo/list',
        await requestOf(earlyClient)('/v2/posting/fbo/list', {
          filter: period,
          limit: 100,
          offset: 0,
          with: { analytics_data: true, financial_data: true },
        }),
      ],
      [
        '/v3/finance/transaction/list',
        await requestOf(earlyClient)('/v3/finance/transaction/list', {
          filter: { date: { from: period.since, to: period.to }, transaction_type: 'all' },
          page: 1,
          page_size: 100,
        }),
      ],
      [
        '/v3/finance/transaction/totals',
        await requestOf(earlyClient)('/v3/finance/transaction/totals', {
          date: { from: period.since, to: period.to },
          transaction_type: 'all',
        }),
      ],
    ];
    const retiredSince = early.app.sandboxEndpoints.filter(
      (spec) => types.paths.has(spec.path) && spec.inService && serviceStateAt(spec.inService, before) === 'inService',
    );
    expect(answers.map(([path]) => path).sort()).toEqual(
      retiredSince
        .filter((spec) => serviceStateAt(spec.inService, TEST_NOW) === 'retired')
        .map((spec) => spec.path)
        .sort(),
    );
    expect(Object.fromEntries(answers.map(([path, answer]) => [path, types.unreadable(path, answer)]))).toEqual(
      Object.fromEntries(answers.map(([path]) => [path, []])),
    );
  });
});

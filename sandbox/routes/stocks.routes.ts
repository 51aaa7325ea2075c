import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import { ANNOUNCED } from '../serviceDates.js';
import { idList, pageLimit } from '../world/productsFilter.js';
import { isStockable, stockTable } from '../world/stocks.js';
import { analyticsStockItems, stockReportRows, turnoverItem } from '../world/stocksView.js';

interface AnalyticsStocksBody {
  skus?: unknown;
  cluster_ids?: unknown;
  macrolocal_cluster_ids?: unknown;
  warehouse_ids?: unknown;
  item_tags?: unknown;
  turnover_grades?: unknown;
}

function offset(value: unknown): number {
  const number = value === undefined ? 0 : Number(value);
  if (!Number.isInteger(number) || number < 0) throw invalidArgument('offset must be a non-negative integer');
  return number;
}

/** An optional id filter: null when absent or empty (no filtering), else the set of ids. */
function filterSet(value: unknown, field: string, numeric = true): Set<string> | null {
  const ids = idList(value, field, numeric);
  return ids.length ? new Set(ids) : null;
}

/** FBO stock analytics: per warehouse and cluster, turnover per SKU, and the stock report. */
export default function stockRoutes(app: FastifyInstance) {
  endpoint<AnalyticsStocksBody>(
    app,
    { method: 'POST', path: '/v1/analytics/stocks', contract: { documented2026: 'v1-analytics-stocks' } },
    ({ body, world }) => {
      const skus = idList(body.skus, 'skus', true);
      if (!skus.length) throw invalidArgument('skus is required');
      if (skus.length > 100) throw invalidArgument('skus: no more than 100 values');
      const clusters = filterSet(body.cluster_ids, 'cluster_ids');
      const macrolocal = filterSet(body.macrolocal_cluster_ids, 'macrolocal_cluster_ids');
      const warehouses = filterSet(body.warehouse_ids, 'warehouse_ids');
      const tags = filterSet(body.item_tags, 'item_tags', false);
      const grades = filterSet(body.turnover_grades, 'turnover_grades', false);
      const items = [...new Set(skus)]
        .flatMap((sku) => analyticsStockItems(world, Number(sku)))
        .filter(
          ({ row, tags: itemTags, grade }) =>
            (!clusters || clusters.has(String(row.cluster.id))) &&
            (!macrolocal || macrolocal.has(String(row.cluster.macrolocalId))) &&
            (!warehouses || warehouses.has(String(row.warehouse.id))) &&
            (!tags || itemTags.some((tag) => tags.has(tag))) &&
            (!grades || grades.has(grade)),
        );
      return { items: items.map(({ item }) => item) };
    },
  );

  endpoint<{ sku?: unknown; limit?: unknown; offset?: unknown }>(
    app,
    { method: 'POST', path: '/v1/analytics/turnover/stocks', contract: { openapi: '19-analyticsapi.json' } },
    ({ body, world }) => {
      const skus = filterSet(body.sku, 'sku');
      const table = stockTable(world);
      const cards = world.catalogue.cards
        .filter((card) => isStockable(card) && table.fboByProduct.has(card.productId))
        .filter((card) => !skus || skus.has(String(card.sku)))
        .sort((a, b) => a.sku - b.sku);
      const from = offset(body.offset);
      const page = cards.slice(from, from + pageLimit(body.limit, 100));
      return { items: page.map((card) => turnoverItem(table, card)) };
    },
  );

  // Ozon's 2026 page announces its switch-off without a day: served as before.
  endpoint<{ limit?: unknown; offset?: unknown; warehouse_type?: unknown }>(
    app,
    {
      method: 'POST',
      path: '/v2/analytics/stock_on_warehouses',
      contract: { openapi: '19-analyticsapi.json' },
      inService: { announced: ANNOUNCED.stockOnWarehouses },
    },
    ({ body, world }) => {
      const type = body.warehouse_type ?? 'ALL';
      if (!['ALL', 'EXPRESS_DARK_STORE', 'NOT_EXPRESS_DARK_STORE'].includes(String(type))) {
        throw invalidArgument(`warehouse_type: unknown value ${JSON.stringify(type)}`);
      }
      if (body.limit === undefined) throw invalidArgument('limit is required');
      // The seller keeps nothing in Ozon's express dark stores (Fresh); every warehouse here is "not express".
      const rows = type === 'EXPRESS_DARK_STORE' ? [] : stockReportRows(world);
      const from = offset(body.offset);
      return { result: { rows: rows.slice(from, from + pageLimit(body.limit, 100)) } };
    },
  );
}

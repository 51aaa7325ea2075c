import type { OzonProductCard } from './catalogue.js';
import { discountedSkuOf, stockTable, type FboStock, type StockTable } from './stocks.js';
import type { World } from './world.js';

/**
 * The analytics answers over the stock table: liquidity per warehouse and cluster
 * (/v1/analytics/stocks), turnover per SKU (/v1/analytics/turnover/stocks) and the stock report per
 * warehouse (/v2/analytics/stock_on_warehouses). All read the same rows, so their numbers agree.
 */
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const free = (row: FboStock) => row.present - row.reserved;
const ratio = (stock: number, daily: number) => (daily > 0 ? round(stock / daily, 1) : 0);

/** Ozon's liquidity grade (30-analyticsapi.md): days of stock at the sales of the last 28 days. */
export function liquidityGrade(available: number, ads: number, hadStock56: boolean, daysWithoutSales: number): string {
  if (available <= 0) {
    if (ads > 0) return 'WAS_DEFICIT';
    return hadStock56 ? 'WAITING_FOR_SUPPLY' : 'WAS_NO_SALES';
  }
  if (ads <= 0) return daysWithoutSales > 120 ? 'RESTRICTED_NO_SALES' : 'NO_SALES';
  const days = available / ads;
  if (days < 28) return 'DEFICIT';
  if (days < 56) return 'POPULAR';
  return days < 120 ? 'ACTUAL' : 'SURPLUS';
}

interface Aggregate {
  available: number;
  sold28: number;
  daysWithoutSales: number;
  hadStock56: boolean;
}

function aggregate(rows: FboStock[]): Aggregate {
  return {
    available: rows.reduce((sum, row) => sum + free(row), 0),
    sold28: rows.reduce((sum, row) => sum + row.sold28, 0),
    daysWithoutSales: Math.min(...rows.map((row) => row.daysWithoutSales)),
    hadStock56: rows.some((row) => row.hadStock56),
  };
}

export interface AnalyticsStockItem {
  row: FboStock;
  sku: number;
  tags: string[];
  grade: string;
  item: Record<string, unknown>;
}

/** Rows of /v1/analytics/stocks for one SKU: the card's own, or the discounted copies of a card. */
export function analyticsStockItems(world: World, sku: number): AnalyticsStockItem[] {
  const table = stockTable(world);
  const discountedOf = table.discountedCards.get(sku);
  const card = discountedOf ?? world.catalogue.cards.find((item) => item.sku === sku && item.sku !== 0);
  if (!card) return [];
  const rows = (table.fboByProduct.get(card.productId) ?? []).filter((row) => !discountedOf || row.discounted > 0);
  // A discounted copy is a few units nobody has ordered yet; it has no sales history of its own.
  const views = rows.map((row): FboStock =>
    discountedOf
      ? {
          ...row,
          present: row.discounted,
          reserved: 0,
          inAcceptance: 0,
          transit: 0,
          requested: 0,
          returning: 0,
          defect: 0,
          sold28: 0,
          sold60: 0,
          daysWithoutSales: 60,
          hadStock56: true,
        }
      : row,
  );
  const all = aggregate(views);
  const tags = discountedOf ? ['DISCOUNT'] : card.popularity > 5 ? ['SUPER'] : ['ITEM_ATTRIBUTE_NONE'];
  return views.map((row) => {
    const cluster = aggregate(views.filter((other) => other.cluster.id === row.cluster.id));
    const ads = round(all.sold28 / 28, 2);
    const adsCluster = round(cluster.sold28 / 28, 2);
    const grade = liquidityGrade(cluster.available, adsCluster, cluster.hadStock56, cluster.daysWithoutSales);
    return {
      row,
      sku,
      tags,
      grade,
      item: {
        sku,
        offer_id: card.offerId,
        name: card.name,
        warehouse_id: row.warehouse.id,
        warehouse_name: row.warehouse.name,
        cluster_id: row.cluster.id,
        cluster_name: row.cluster.name,
        macrolocal_cluster_id: row.cluster.macrolocalId,
        item_tags: tags,
        available_stock_count: free(row),
        valid_stock_count: row.inAcceptance,
        other_stock_count: 0,
        requested_stock_count: row.requested,
        transit_stock_count: row.transit,
        return_from_customer_stock_count: row.returning,
        return_to_seller_stock_count: 0,
        stock_defect_stock_count: row.defect,
        transit_defect_stock_count: 0,
        excess_stock_count: 0,
        expiring_stock_count: 0,
        waiting_docs_stock_count: 0,
        ads,
        ads_cluster: adsCluster,
        idc: ratio(all.available, all.sold28 / 28),
        idc_cluster: ratio(cluster.available, cluster.sold28 / 28),
        days_without_sales: all.daysWithoutSales,
        days_without_sales_cluster: cluster.daysWithoutSales,
        turnover_grade: liquidityGrade(all.available, ads, all.hadStock56, all.daysWithoutSales),
        turnover_grade_cluster: grade,
      },
    };
  });
}

/**
 * Grades of /v1/analytics/turnover/stocks. Days of stock left (idc): under a week is critical,
 * over five weeks is comfortable. Turnover (average stock over daily sales): Ozon starts charging
 * storage for goods that stay longer, so over 120 days is critical.
 */
export function idcGrade(stock: number, ads: number, idc: number): string {
  if (stock <= 0) return 'GRADES_NONE';
  if (ads <= 0) return 'GRADES_NOSALES';
  if (idc < 7) return 'GRADES_CRITICAL';
  if (idc < 21) return 'GRADES_RED';
  return idc < 35 ? 'GRADES_YELLOW' : 'GRADES_GREEN';
}

export function turnoverGrade(stock: number, ads: number, turnover: number): string {
  if (ads <= 0) return stock > 0 ? 'GRADES_NOSALES' : 'GRADES_NONE';
  if (turnover <= 45) return 'GRADES_GREEN';
  if (turnover <= 90) return 'GRADES_YELLOW';
  return turnover <= 120 ? 'GRADES_RED' : 'GRADES_CRITICAL';
}

/** One SKU of /v1/analytics/turnover/stocks: sales of the last 60 days against the FBO stock. */
export function turnoverItem(table: StockTable, card: OzonProductCard) {
  const rows = table.fboByProduct.get(card.productId) ?? [];
  const stock = rows.reduce((sum, row) => sum + row.present, 0);
  const daily = rows.reduce((sum, row) => sum + row.sold60, 0) / 60;
  const averageStock = rows.reduce((sum, row) => sum + row.averageStock60, 0);
  const ads = round(daily, 2);
  const idc = ratio(stock, daily);
  const turnover = ratio(averageStock, daily);
  return {
    sku: card.sku,
    offer_id: card.offerId,
    name: card.name,
    ads,
    current_stock: stock,
    idc,
    idc_grade: idcGrade(stock, ads, idc),
    turnover,
    turnover_grade: turnoverGrade(stock, ads, turnover),
  };
}

/** Rows of the stock report: each card at each warehouse with something on hand or on its way. */
export function stockReportRows(world: World) {
  return world.memo('stock-report', () =>
    stockTable(world).fbo.flatMap((row) => {
      const base = { item_code: row.card.offerId, item_name: row.card.name, warehouse_name: row.warehouse.name };
      const rows = [];
      if (row.present + row.transit > 0) {
        rows.push({
          ...base,
          sku: row.card.sku,
          free_to_sell_amount: free(row),
          promised_amount: row.transit,
          reserved_amount: row.reserved,
        });
      }
      if (row.discounted > 0) {
        rows.push({
          ...base,
          sku: discountedSkuOf(row.card),
          free_to_sell_amount: row.discounted,
          promised_amount: 0,
          reserved_amount: 0,
        });
      }
      return rows;
    }),
  );
}

import { NOTIFICATION_ITEMS_KEPT, type StockOutItem } from '../../contracts/notifications.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { StockStarvationItem } from '../../contracts/supplyPlanning.js';
import type { DbOrTrx } from '../db/database.js';
import { stockStarvationReport } from '../supplies/stockStarvationReport.js';
import type { EnabledRule } from './notificationRuleRepository.js';
import type { Finding, Told } from './notificationStore.js';
import { byRussianName } from '../text/russianOrder.js';

/** The stock starvation report's own defaults: what the screen shows when opened bare. */
const SALES_ANALYSIS_DAYS = 28;

/**
 * How bad a stock-out is by the days left to ship a supply that arrives in time: already too late (3),
 * within 3 days (2), within a week (1), within the threshold (0). A stock-out is told again when it
 * moves up a stage, not every day it shrinks.
 */
export function stockOutLevel(shipmentDays: number): number {
  if (shipmentDays < 0) return 3;
  if (shipmentDays <= 3) return 2;
  return shipmentDays <= 7 ? 1 : 0;
}

function findingOf(item: StockStarvationItem): Finding<StockOutItem> {
  return {
    subject: `warehouse:${item.WarehouseID}:package:${item.ProductPackageID}`,
    level: stockOutLevel(item.ShipmentDays!),
    item: {
      ProductPackageID: item.ProductPackageID,
      ProductPackageName: item.ProductPackageName,
      WarehouseID: item.WarehouseID,
      WarehouseName: item.WarehouseName,
      ClusterName: item.WarehouseClusterName,
      ShipmentDays: item.ShipmentDays!,
      StockDays: item.StockDays,
      Available: item.Present - item.Reserved,
    },
  };
}

/**
 * The stock-outs a run found new for a user, the most urgent first, and the report they come from as
 * the user's rule reads it: what must ship within the threshold, the most urgent first.
 */
export function stockOutsTold(rules: EnabledRule[]): Told {
  const thresholdOf = new Map(rules.map((rule) => [rule.userId, rule.threshold]));
  return (news, userId) => {
    const items = (news as Finding<StockOutItem>[])
      .map((finding) => finding.item)
      .sort((a, b) => a.ShipmentDays - b.ShipmentDays || byRussianName(a.ProductPackageName, b.ProductPackageName));
    return {
      facts: { Kind: 'StockOut', Count: items.length, Items: items.slice(0, NOTIFICATION_ITEMS_KEPT) },
      link: { To: '/ozon/stock-starvation-report', Search: { notify: thresholdOf.get(userId)! } },
    };
  };
}

/**
 * Whether the stocks were ever read from Ozon: before that, every position sold reads as 0 units left,
 * and a cabinet whose postings sync first would be told a stock-out for each of them.
 */
async function stocksKnown(db: DbOrTrx): Promise<boolean> {
  const [stock, imported] = await Promise.all([
    db.selectFrom('ozon_product_stocks').select('warehouse_id').limit(1).executeTakeFirst(),
    db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'ImportOzonProductStocks')
      .where('status', '=', 'completed')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return stock !== undefined || imported !== undefined;
}

/**
 * What runs out before a supply can arrive, per user: the stock starvation report (at its defaults)
 * read once for the largest threshold, each user's rows those within their own.
 */
export async function findStockOuts(
  db: DbOrTrx,
  calendar: SellerCalendar,
  rules: EnabledRule[],
  now: Date,
): Promise<Map<number, Finding[]>> {
  const found = new Map<number, Finding[]>();
  if (rules.length === 0 || !(await stocksKnown(db))) return found;
  const widest = Math.max(...rules.map((rule) => rule.threshold));
  const items = await stockStarvationReport(
    db,
    calendar,
    {
      SalesAnalysisInDays: SALES_ANALYSIS_DAYS,
      NotificationPeriodInDays: widest,
      Date: null,
      RespectMinimalStock: true,
      RespectSupplyPreparationPeriod: true,
      RespectActiveSupplyOrders: true,
    },
    now,
  );
  for (const rule of rules) {
    found.set(
      rule.userId,
      items.filter((item) => item.ShipmentDays !== null && item.ShipmentDays <= rule.threshold).map(findingOf),
    );
  }
  return found;
}

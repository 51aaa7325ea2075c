import { sql } from 'kysely';
import type { ReturnPackageItem, ReturnReportItem, ReturnReportRequest } from '../../contracts/returns.js';
import type { DbOrTrx } from '../db/database.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { PostingStatus } from '../../contracts/enumValues.js';

/** By default the report looks back this many of the seller's days, today included. */
export const RETURN_REPORT_DAYS = 90;

export function reportDays(request: ReturnReportRequest, calendar: SellerCalendar, now = new Date()) {
  const to = request.DateTo ?? calendar.dayOf(now);
  return { from: request.DateFrom ?? calendar.addDays(to, -(RETURN_REPORT_DAYS - 1)), to };
}

/**
 * Whether a unit handed back is a refusal: its posting's item is cancelled (docs/money.md). A return whose
 * posting is not imported counts as a return.
 */
const REFUSED = sql<boolean>`EXISTS (SELECT 1 FROM ozon_sales_order_items i
  WHERE i.posting_number = r.posting_number AND i.sku = r.sku AND i.status = ${PostingStatus.Cancelled})`;

function returnsOf(db: DbOrTrx, request: ReturnReportRequest, calendar: SellerCalendar, now?: Date) {
  const { from, to } = reportDays(request, calendar, now);
  let query = db
    .selectFrom('ozon_returns as r')
    .where('r.return_date', '>=', calendar.dayStart(from))
    .where('r.return_date', '<', calendar.dayEnd(to));
  if (request.ProductPackageIDs.length) query = query.where('r.product_package_id', 'in', request.ProductPackageIDs);
  return { query, from, to };
}

/** Units returned and refused per day of the seller's calendar: every day of the period, none missing. */
export async function returnsPerDay(
  db: DbOrTrx,
  request: ReturnReportRequest,
  calendar: SellerCalendar,
  now?: Date,
): Promise<ReturnReportItem[]> {
  const { query, from, to } = returnsOf(db, request, calendar, now);
  // Grouped by day and by refusal: the refusal test runs once per return.
  const rows = await query
    .select([
      sql<string>`to_char(r.return_date AT TIME ZONE ${calendar.timeZone}, 'YYYY-MM-DD')`.as('day'),
      REFUSED.as('refused'),
      sql<string>`sum(r.quantity)`.as('quantity'),
    ])
    .groupBy([sql`1`, sql`2`])
    .execute();
  const byDay = new Map<string, { quantity: number; refused: number }>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? { quantity: 0, refused: 0 };
    day[row.refused ? 'refused' : 'quantity'] += Number(row.quantity);
    byDay.set(row.day, day);
  }
  const days: ReturnReportItem[] = [];
  for (let day = from; day <= to; day = calendar.addDays(day, 1)) {
    const units = byDay.get(day);
    days.push({ Date: day, Quantity: units?.quantity ?? 0, RefusedQuantity: units?.refused ?? 0 });
  }
  return days;
}

/** The period's returns and refusals per package (or article), the most returned first, with the returns' reasons. */
export async function returnsPerPackage(
  db: DbOrTrx,
  request: ReturnReportRequest,
  calendar: SellerCalendar,
  now?: Date,
): Promise<ReturnPackageItem[]> {
  const { query } = returnsOf(db, request, calendar, now);
  const rows = await query
    .select([
      'r.product_package_id',
      'r.offer_id',
      'r.currency_code',
      'r.reason',
      REFUSED.as('refused'),
      sql<string>`max(r.product_name)`.as('product_name'),
      sql<string>`sum(r.quantity)`.as('quantity'),
      sql<string>`sum(r.price * r.quantity)`.as('amount'),
    ])
    // By position: the refusal test holds a bound parameter, so its own text would not match the select's.
    .groupBy(['r.product_package_id', 'r.offer_id', 'r.currency_code', 'r.reason', sql`5`])
    .execute();
  const items = new Map<string, ReturnPackageItem>();
  for (const row of rows) {
    const key = `${row.offer_id}\u0000${row.currency_code}`;
    const item = items.get(key) ?? {
      ProductPackageID: row.product_package_id,
      OfferID: row.offer_id,
      ProductName: row.product_name,
      Quantity: 0,
      Amount: 0,
      RefusedQuantity: 0,
      RefusedAmount: 0,
      Currency: row.currency_code,
      Reasons: [],
    };
    if (row.refused) {
      item.RefusedQuantity += Number(row.quantity);
      item.RefusedAmount = Math.round((item.RefusedAmount + Number(row.amount)) * 100) / 100;
    } else {
      item.Quantity += Number(row.quantity);
      item.Amount = Math.round((item.Amount + Number(row.amount)) * 100) / 100;
      item.Reasons.push({ Reason: row.reason, Quantity: Number(row.quantity) });
    }
    items.set(key, item);
  }
  for (const item of items.values()) {
    item.Reasons.sort((a, b) => b.Quantity - a.Quantity || a.Reason.localeCompare(b.Reason));
  }
  return [...items.values()].sort(
    (a, b) => b.Quantity - a.Quantity || b.RefusedQuantity - a.RefusedQuantity || a.OfferID.localeCompare(b.OfferID),
  );
}

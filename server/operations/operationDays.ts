import { sql } from 'kysely';
import type { TransactionType } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';
import type { Range } from '../db/wholeUnits.js';

/** The advisory lock key of the daily totals' recomputation (any fixed number unique to it). */
const OPERATION_DAYS_LOCK = 280_002;

/**
 * Recomputes the daily totals of the given UTC days (their starts, in ms) from their operations
 * (migration 0020 defines how), in the transaction that changed the operations. Two imports (the
 * finance schedule beside a history load) may touch one day: one at a time, the second reading the
 * first one's operations too.
 */
export async function refreshOperationDays(db: DbOrTrx, days: number[]): Promise<void> {
  if (days.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(${OPERATION_DAYS_LOCK})`.execute(db);
  const starts = days.map((day) => new Date(day).toISOString());
  await sql`SELECT refresh_operation_days(${sql.val(starts)}::timestamptz[])`.execute(db);
  // The P&L's days (per SKU and accrual type) in the same transaction (migration 0023).
  await sql`SELECT refresh_pnl_days(${sql.val(starts)}::timestamptz[])`.execute(db);
}

/**
 * Recomputes the goods' cost of the P&L days of the sales and returns of the postings of these items: the
 * allocation run calls it for the items whose goods' cost it changed (the days keep the cost, migrations
 * 0023 and 0024). Ozon's lines of those days are left as they are.
 */
export async function refreshPnlDaysOfItems(db: DbOrTrx, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(${OPERATION_DAYS_LOCK})`.execute(db);
  await sql`SELECT refresh_pnl_goods_cost(array_agg(DISTINCT date_trunc('day', op.date, 'UTC')))
    FROM ozon_operations op
    WHERE op.posting_number IN (SELECT i.posting_number FROM ozon_sales_order_items i WHERE i.id = ANY(${itemIds}::bigint[]))
      AND op.operation_type IN ('OperationAgentDeliveredToCustomer', 'ClientReturnAgentOperation')
    HAVING count(*) > 0`.execute(db);
}

export interface DayTotalsRow {
  transaction_type: TransactionType;
  operation_type: string;
  currency_code: string;
  count: string;
  amount: string;
  accruals_for_sale: string;
  sale_commission: string;
}

/** The daily totals of the whole days in range, per kind, operation type and currency. */
export async function summedDays(db: DbOrTrx, range: Range): Promise<DayTotalsRow[]> {
  let query = db.selectFrom('ozon_operation_days as d');
  if (range.from) query = query.where('d.day', '>=', range.from);
  if (range.to) query = query.where('d.day', '<', range.to);
  const rows = await query
    .select([
      'd.transaction_type',
      'd.operation_type',
      'd.currency_code',
      sql<string>`sum(d.count)`.as('count'),
      sql<string>`sum(d.amount)`.as('amount'),
      sql<string>`sum(d.accruals_for_sale)`.as('accruals_for_sale'),
      sql<string>`sum(d.sale_commission)`.as('sale_commission'),
    ])
    .groupBy(['d.transaction_type', 'd.operation_type', 'd.currency_code'])
    .execute();
  return rows as DayTotalsRow[];
}

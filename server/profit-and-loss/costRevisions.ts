import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { GOODS_COST_FEE } from './pnlRepository.js';

/** A month's goods' cost as the P&L days keep it (positive) and the units sold it covers. */
export interface MonthCost {
  cost: number;
  units: number;
}

/** The goods' cost of every month the P&L holds, keyed by the month's first day (YYYY-MM-DD). */
export async function goodsCostByMonth(db: DbOrTrx): Promise<Map<string, MonthCost>> {
  const result = await sql<{ month: string; cost: string; units: number }>`
    SELECT to_char(month, 'YYYY-MM-DD') AS month, sum(amount) AS cost, sum(units)::integer AS units
    FROM ozon_pnl_months WHERE fee = ${GOODS_COST_FEE} AND currency_code = 'RUB'
    GROUP BY month`.execute(db);
  return new Map(result.rows.map((row) => [row.month, { cost: Number(row.cost), units: row.units }]));
}

/**
 * Keeps each past month (before the current Moscow month) whose goods' cost an allocation run changed, as
 * it was and as it is (docs/money.md, «FIFO in time order»). A month that had no cost before is not a
 * revision of anything the seller saw: the P&L flagged it «себестоимость не задана» until now.
 */
export async function recordCostRevisions(db: DbOrTrx, before: Map<string, MonthCost>): Promise<void> {
  const after = await goodsCostByMonth(db);
  const { current } = (
    await sql<{
      current: string;
    }>`SELECT to_char(date_trunc('month', moscow_day(now())), 'YYYY-MM-DD') AS current`.execute(db)
  ).rows[0]!;
  const revised = [...before]
    .filter(([month]) => month < current)
    .map(([month, was]) => ({ month, was, now: after.get(month) ?? { cost: 0, units: 0 } }))
    .filter(({ was, now }) => Math.round(was.cost * 100) !== Math.round(now.cost * 100) || was.units !== now.units);
  if (revised.length === 0) return;
  await db
    .insertInto('pnl_cost_revisions')
    .values(
      revised.map(({ month, was, now }) => ({
        month,
        cost_before: was.cost,
        cost_after: now.cost,
        units_before: was.units,
        units_after: now.units,
      })),
    )
    .execute();
}

export interface CostRevisionRow {
  month: string;
  revised_at: Date;
  cost_before: string;
  cost_after: string;
  units_before: number;
  units_after: number;
}

/** How long the P&L tells of a revision: long enough to be seen at the next month's close. */
export const COST_REVISION_SHOWN_DAYS = 45;

/**
 * The revisions of the months that overlap [from, to] made in the last COST_REVISION_SHOWN_DAYS days: per
 * month, the cost before the first of them and after the last, and when the last was made.
 */
export async function recentCostRevisions(db: DbOrTrx, from: string, to: string): Promise<CostRevisionRow[]> {
  const result = await sql<CostRevisionRow>`
    SELECT to_char(month, 'YYYY-MM') AS month, max(revised_at) AS revised_at,
      (array_agg(cost_before ORDER BY id))[1] AS cost_before,
      (array_agg(cost_after ORDER BY id DESC))[1] AS cost_after,
      (array_agg(units_before ORDER BY id))[1] AS units_before,
      (array_agg(units_after ORDER BY id DESC))[1] AS units_after
    FROM pnl_cost_revisions
    WHERE month >= date_trunc('month', ${from}::date) AND month <= ${to}::date
      AND revised_at > now() - make_interval(days => ${COST_REVISION_SHOWN_DAYS})
    GROUP BY month
    ORDER BY month`.execute(db);
  return result.rows;
}

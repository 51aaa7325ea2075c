import { sql, type Expression } from 'kysely';
import { COUNT_CAP } from '../../contracts/common.js';
import type { DbOrTrx } from './database.js';

export interface CappedCount {
  TotalCount: number;
  /** More rows match than TotalCount: counting stopped there. Absent when the count is exact. */
  TotalCountCapped?: true;
}

/**
 * Where a search grid's count stops: COUNT_CAP, or the end of the page asked for when that is further,
 * so that «more than N» is never fewer than the rows already paged through. Null counts everything.
 */
export function countLimit(page: { Offset: number; Count: number; ExactCount: boolean }): number | null {
  return page.ExactCount ? null : Math.max(COUNT_CAP, page.Offset + page.Count);
}

/**
 * Counts the rows of `matching` (a SELECT of the filtered rows) up to `limit`. Counting a substring
 * search over a million rows reads every match (16,667 of them for «кружк», most of the call); a page
 * needs only to know that more follow. The exact count comes when asked for (limit null).
 */
export async function countUpTo(
  db: DbOrTrx,
  matching: Expression<unknown>,
  limit: number | null,
): Promise<CappedCount> {
  if (limit === null) {
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM (${matching}) matched`.execute(db);
    return { TotalCount: rows[0]?.count ?? 0 };
  }
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM (${matching} LIMIT ${limit + 1}) matched`.execute(db);
  const counted = rows[0]?.count ?? 0;
  return counted > limit ? { TotalCount: limit, TotalCountCapped: true } : { TotalCount: counted };
}

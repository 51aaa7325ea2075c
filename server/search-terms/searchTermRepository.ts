import { sql, type RawBuilder } from 'kysely';
import {
  SearchTermStatus,
  type SearchTerm,
  type SearchTermQuery,
  type SearchTermStatistics,
  type UpdateSearchTermsItem,
} from '../../contracts/searchTerms.js';
import { countUpTo } from '../db/cappedCount.js';
import type { DbOrTrx } from '../db/database.js';
import { containsPattern } from '../db/sqlHelpers.js';
import { normalizeTerm } from './termText.js';

const monthStart = (month: string) => `${month}-01`;

/**
 * A term's figures from its history within a window of months (all of it without bounds): the latest
 * month with a count, that count, and the surge: the mean of that month and the two before over the mean
 * of the three months before those, in percent (null without a count in both halves, or a zero before).
 */
function windowFigures(termId: RawBuilder<unknown>, from: string | null, to: string | null) {
  const inWindow = sql`h.search_term_id = ${termId}
    ${from ? sql`AND make_date(h.year, h.month, 1) >= ${monthStart(from)}::date` : sql``}
    ${to ? sql`AND make_date(h.year, h.month, 1) <= ${monthStart(to)}::date` : sql``}`;
  // One read of the last six months gives the latest count and both halves of the surge.
  const monthsBack = (months: number) => sql`(latest.month - ${`${months} months`}::interval)::date`;
  const month = sql`make_date(h.year, h.month, 1)`;
  return sql`LATERAL (
    SELECT latest.month AS latest_month, coalesce(halves.latest_count, 0) AS query_count,
      CASE WHEN halves.before > 0 THEN round((halves.recent - halves.before) / halves.before * 100, 2) END
        AS surge_percent
    FROM (SELECT max(${month}) AS month FROM search_term_history h WHERE ${inWindow}) latest
    CROSS JOIN LATERAL (
      SELECT max(h.count) FILTER (WHERE ${month} = latest.month) AS latest_count,
        avg(h.count) FILTER (WHERE ${month} >= ${monthsBack(2)}) AS recent,
        avg(h.count) FILTER (WHERE ${month} <= ${monthsBack(3)}) AS before
      FROM search_term_history h
      WHERE ${inWindow} AND ${month} BETWEEN ${monthsBack(5)} AND latest.month
    ) halves
  )`;
}

/** Works the stored figures out again for these terms, after their history was written. */
async function refreshFigures(trx: DbOrTrx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    UPDATE search_terms s SET latest_month = w.latest_month, latest_count = w.query_count, surge_percent = w.surge_percent
    FROM search_terms t CROSS JOIN ${windowFigures(sql`t.id`, null, null)} w
    WHERE s.id = t.id AND t.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`.execute(
    trx,
  );
}

const windowed = (query: SearchTermQuery) => Boolean(query.MonthFrom || query.MonthTo);

/** The FROM and WHERE of a search-term query: the stored figures, or those of the month window. */
function filteredTerms(query: SearchTermQuery) {
  const figures = windowed(query)
    ? sql`search_terms s CROSS JOIN ${windowFigures(sql`s.id`, query.MonthFrom ?? null, query.MonthTo ?? null)} f`
    : sql`search_terms s CROSS JOIN LATERAL (SELECT s.latest_count AS query_count, s.surge_percent) f`;
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  const term = query.Term ? normalizeTerm(query.Term) : '';
  if (term) conditions.push(sql`s.term ILIKE ${containsPattern(term)}`);
  if (query.MinQueryCount) conditions.push(sql`f.query_count >= ${query.MinQueryCount}`);
  if (query.MinID) conditions.push(sql`s.id > ${query.MinID}`);
  if (query.Status !== undefined && query.Status !== null) {
    conditions.push(sql`(s.history_update_status = ${query.Status} OR s.phrase_update_status = ${query.Status})`);
  }
  if (windowed(query)) conditions.push(sql`f.latest_month IS NOT NULL`);
  if (query.EnableSurgeFilter) conditions.push(sql`f.surge_percent >= ${query.SurgePercent}`);
  return sql`FROM ${figures} WHERE ${sql.join(conditions, sql` AND `)}`;
}

/**
 * The sort columns, and whether a value may be missing (those go last). A column that is never missing
 * is sorted without NULLS LAST, so that the first page of a sort by count (the grid's default) can walk
 * the (latest_count, id) index backwards and stop after a page instead of sorting every match.
 */
const ORDER_COLUMNS = {
  ID: { column: sql`s.id`, nullable: false },
  Term: { column: sql`s.term`, nullable: false },
  QueryCount: { column: sql`f.query_count`, nullable: false },
  SurgePercent: { column: sql`f.surge_percent`, nullable: true },
  UpdateTime: { column: sql`s.update_time`, nullable: true },
} as const;

function orderOf(query: SearchTermQuery) {
  const direction = query.SortAscending ? sql`ASC` : sql`DESC`;
  const { column, nullable } = ORDER_COLUMNS[query.SortField];
  return sql`ORDER BY ${column} ${direction}${nullable ? sql` NULLS LAST` : sql``}, s.id ${direction}`;
}

interface TermRow {
  id: number;
  term: string;
  history_update_status: number;
  phrase_update_status: number;
  update_time: Date | null;
  query_count: number | string;
  surge_percent: number | string | null;
}

/** The latest month any term has a count for ('YYYY-MM-DD', its first day); null before any update. */
export async function latestMonth(db: DbOrTrx): Promise<string | null> {
  const row = await db
    .selectFrom('search_terms')
    .select((eb) => eb.fn.max('latest_month').as('month'))
    .executeTakeFirst();
  return (row?.month as string | null | undefined) ?? null;
}

/** The terms the query selects, counted up to `limit` (every one when null). */
export const countTerms = (db: DbOrTrx, query: SearchTermQuery, limit: number | null = null) =>
  countUpTo(db, sql`SELECT 1 ${filteredTerms(query)}`, limit);

/** One page of terms in the query's order, with their phrases and their history within the window. */
export async function findTerms(db: DbOrTrx, query: SearchTermQuery, page: { offset: number; count: number }) {
  const { rows } = await sql<TermRow>`
    SELECT s.id, s.term, s.history_update_status, s.phrase_update_status, s.update_time, f.query_count, f.surge_percent
    ${filteredTerms(query)} ${orderOf(query)} LIMIT ${page.count} OFFSET ${page.offset}`.execute(db);
  return withDetails(db, rows, query);
}

async function withDetails(db: DbOrTrx, rows: TermRow[], query: SearchTermQuery): Promise<SearchTerm[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [phrases, history] = await Promise.all([
    db
      .selectFrom('search_term_phrases')
      .select(['search_term_id', 'term', 'count', 'is_association'])
      .where('search_term_id', 'in', ids)
      .orderBy('search_term_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('search_term_history')
      .select(['search_term_id', 'year', 'month', 'count', 'relative_count'])
      .where('search_term_id', 'in', ids)
      .$if(Boolean(query.MonthFrom), (q) =>
        q.where(sql<boolean>`make_date(year, month, 1) >= ${monthStart(query.MonthFrom!)}::date`),
      )
      .$if(Boolean(query.MonthTo), (q) =>
        q.where(sql<boolean>`make_date(year, month, 1) <= ${monthStart(query.MonthTo!)}::date`),
      )
      .orderBy('search_term_id')
      .orderBy('year')
      .orderBy('month')
      .execute(),
  ]);
  const phrasesOf = groupBy(phrases, (phrase) => phrase.search_term_id);
  const historyOf = groupBy(history, (item) => item.search_term_id);
  return rows.map((row) => ({
    ID: row.id,
    Term: row.term,
    HistoryUpdateStatus: row.history_update_status as SearchTermStatus,
    PhraseUpdateStatus: row.phrase_update_status as SearchTermStatus,
    UpdateTime: row.update_time ? new Date(row.update_time).toISOString() : null,
    Phrases: (phrasesOf.get(row.id) ?? []).map((phrase) => ({
      Term: phrase.term,
      Count: Number(phrase.count),
      IsAssociation: phrase.is_association,
    })),
    HistoryItems: (historyOf.get(row.id) ?? []).map((item) => ({
      Count: Number(item.count),
      RelativeCount: Number(item.relative_count),
      Month: item.month,
      Year: item.year,
    })),
    QueryCount: Number(row.query_count),
    SurgePercent: row.surge_percent === null ? null : Number(row.surge_percent),
  }));
}

function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Queues the `count` terms whose data is oldest (never updated first) that are not queued already. */
export async function enqueueOldest(trx: DbOrTrx, count: number, at: Date): Promise<number> {
  const queued = SearchTermStatus.QueuedForUpdate;
  const result = await sql`
    UPDATE search_terms SET history_update_status = ${queued}, phrase_update_status = ${queued}, queued_at = ${at}
    WHERE id IN (
      SELECT id FROM search_terms
      WHERE history_update_status <> ${queued} OR phrase_update_status <> ${queued}
      ORDER BY update_time NULLS FIRST, id LIMIT ${count}
    )`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** The IDs of these that exist. */
export async function existingIds(db: DbOrTrx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('search_terms').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function setStatuses(
  trx: DbOrTrx,
  ids: number[],
  statuses: { history?: SearchTermStatus | null; phrases?: SearchTermStatus | null },
): Promise<number> {
  if (statuses.history == null && statuses.phrases == null) return 0;
  const result = await trx
    .updateTable('search_terms')
    .$if(statuses.history != null, (q) => q.set({ history_update_status: statuses.history! }))
    .$if(statuses.phrases != null, (q) => q.set({ phrase_update_status: statuses.phrases! }))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Writes the updater's data: each part given replaces the stored one, the figures are worked out again,
 * and the phrases not yet tracked become terms of their own. Answers how many terms were added.
 */
export async function writeTermData(trx: DbOrTrx, items: UpdateSearchTermsItem[], at: Date): Promise<number> {
  const historyWritten: number[] = [];
  // phrase -> the term of this batch that named it first
  const newPhrases = new Map<string, number>();
  for (const item of items) {
    await trx
      .updateTable('search_terms')
      .set({
        history_update_status: item.HistoryUpdateStatus ?? SearchTermStatus.Ready,
        phrase_update_status: item.PhraseUpdateStatus ?? SearchTermStatus.Ready,
        update_time: at,
      })
      .where('id', '=', item.ID)
      .execute();
    if (item.Phrases) {
      await trx.deleteFrom('search_term_phrases').where('search_term_id', '=', item.ID).execute();
      const phrases = item.Phrases.map((phrase, position) => ({
        search_term_id: item.ID,
        position,
        term: normalizeTerm(phrase.Term),
        count: phrase.Count,
        is_association: phrase.IsAssociation ?? false,
      }));
      if (phrases.length > 0) await trx.insertInto('search_term_phrases').values(phrases).execute();
      for (const phrase of phrases) {
        if (!phrase.is_association && !newPhrases.has(phrase.term)) newPhrases.set(phrase.term, item.ID);
      }
    }
    if (item.HistoryItems) {
      await trx.deleteFrom('search_term_history').where('search_term_id', '=', item.ID).execute();
      const months = new Map(item.HistoryItems.map((h) => [`${h.Year}-${h.Month}`, h]));
      const history = [...months.values()].map((h) => ({
        search_term_id: item.ID,
        year: h.Year,
        month: h.Month,
        count: h.Count,
        relative_count: h.RelativeCount ?? 0,
      }));
      if (history.length > 0) await trx.insertInto('search_term_history').values(history).execute();
      historyWritten.push(item.ID);
    }
  }
  await refreshFigures(trx, historyWritten);
  if (newPhrases.size === 0) return 0;
  // The phrases a term brought in are tracked from now on, the term that named them as their source.
  const added = await sql`
    INSERT INTO search_terms (term, source_term_id)
    SELECT x.term, x.source FROM jsonb_to_recordset(${JSON.stringify(
      [...newPhrases].map(([term, source]) => ({ term, source })),
    )}::jsonb) AS x(term text, source bigint)
    ON CONFLICT (term) DO NOTHING`.execute(trx);
  return Number(added.numAffectedRows ?? 0);
}

/** Counts per status, what the updater wrote lately, what waits in the queue, and the size of the tree. */
export async function termStatistics(db: DbOrTrx, now: Date): Promise<SearchTermStatistics> {
  const countsOf = async (column: 'history_update_status' | 'phrase_update_status') => {
    const rows = await db
      .selectFrom('search_terms')
      .select([column, (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(column)
      .execute();
    return Object.values(SearchTermStatus).map((status) => ({
      Status: status,
      Count: Number(rows.find((row) => row[column] === status)?.count ?? 0),
    }));
  };
  const queued = SearchTermStatus.QueuedForUpdate;
  const [history, phrases, terms, tree] = await Promise.all([
    countsOf('history_update_status'),
    countsOf('phrase_update_status'),
    sql<{ terms: number; last: Date | null; day: number; week: number; queued: Date | null }>`
      SELECT count(*)::int AS terms, max(update_time) AS last,
        count(*) FILTER (WHERE update_time > ${now}::timestamptz - interval '1 day')::int AS day,
        count(*) FILTER (WHERE update_time > ${now}::timestamptz - interval '7 days')::int AS week,
        min(queued_at) FILTER (WHERE history_update_status = ${queued} OR phrase_update_status = ${queued}) AS queued
      FROM search_terms`.execute(db),
    sql<{ categories: number; types: number; analyzable: number }>`
      SELECT (SELECT count(*)::int FROM search_categories WHERE NOT deleted) AS categories,
        (SELECT count(*)::int FROM search_product_types WHERE NOT deleted) AS types,
        (SELECT count(*)::int FROM search_product_types WHERE NOT deleted AND analyzable) AS analyzable`.execute(db),
  ]);
  const totals = terms.rows[0];
  const iso = (moment: Date | null) => (moment ? new Date(moment).toISOString() : null);
  return {
    TermCount: totals.terms,
    HistoryStatusCounts: history,
    PhraseStatusCounts: phrases,
    LastUpdateTime: iso(totals.last),
    UpdatedLastDayCount: totals.day,
    UpdatedLastWeekCount: totals.week,
    OldestQueuedTime: iso(totals.queued),
    CategoryCount: tree.rows[0].categories,
    ProductTypeCount: tree.rows[0].types,
    AnalyzableProductTypeCount: tree.rows[0].analyzable,
  };
}

import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { COUNT_CAP } from '../contracts/common.js';
import type { SearchTermFilter } from '../contracts/searchTerms.js';
import type { DbOrTrx } from '../server/db/database.js';
import { containsPattern } from '../server/db/sqlHelpers.js';
import { buildTestApp } from '../server/test/testApp.js';
import { callApp } from './benchApp.js';
import { compare, type BenchmarkResult } from './measure.js';

const TERMS = Number(process.env.BENCH_SEARCH_TERMS ?? 1_000_000);
/** One term in this many has a monthly history (and phrases), as the updater only reached some. */
const HISTORY_EVERY = 50;
const HISTORY_MONTHS = 12;
const PAGE = 50;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);

// The words of the terms: a product, what it is like, what it is for, a size or a colour. Every term is
// one mix of the four (mixed radix over n), so the million are distinct and read like buyers' queries.
// prettier-ignore
const PRODUCTS = [
  'кружка', 'чайник', 'сковорода', 'кастрюля', 'тарелка', 'ложка', 'вилка', 'нож', 'доска разделочная', 'термос',
  'наушники', 'колонка', 'зарядка', 'кабель', 'чехол', 'мышь', 'клавиатура', 'лампа', 'розетка', 'датчик', 'куртка',
  'ботинки', 'кроссовки', 'футболка', 'шапка', 'перчатки', 'рюкзак', 'сумка', 'кошелек', 'ремень', 'коврик',
  'подушка', 'одеяло', 'плед', 'полотенце', 'штора', 'ковер', 'зеркало', 'вешалка', 'корзина', 'мяч', 'гантели',
  'скакалка', 'велосипед', 'самокат', 'палатка', 'спальник', 'фонарик', 'удочка', 'ласты', 'конструктор', 'пазл',
  'кукла', 'машинка', 'фломастеры', 'краски', 'тетрадь', 'ручка', 'пенал', 'глобус',
];
// prettier-ignore
const QUALITIES = [
  'беспроводные', 'керамическая', 'стальной', 'детский', 'женский', 'мужской', 'большой', 'маленький', 'складной',
  'электрический', 'деревянный', 'пластиковый', 'стеклянный', 'хлопковый', 'шерстяной', 'кожаный',
  'водонепроницаемый', 'портативный', 'умный', 'светодиодный', 'антипригарная', 'эмалированная', 'силиконовый',
  'металлический', 'непромокаемый', 'утепленный', 'легкий', 'прочный', 'мягкий', 'яркий', 'классический',
  'спортивный', 'туристический', 'подарочный', 'профессиональный', 'компактный', 'универсальный', 'бюджетный',
  'премиум', 'оригинальный',
];
// prettier-ignore
const PURPOSES = [
  'для дома', 'для дачи', 'для кухни', 'для детей', 'для школы', 'для спорта', 'для бега', 'для похода',
  'для рыбалки', 'для путешествий', 'для офиса', 'для машины', 'для ванной', 'для сна', 'для чая', 'для кофе',
  'для телефона', 'для ноутбука', 'для зимы', 'для лета', 'в подарок', 'на новый год', 'на день рождения',
  'с доставкой', 'недорого', 'со скидкой', 'оптом', 'в наличии', 'с гравировкой', 'с принтом',
];
// prettier-ignore
const DETAILS = [
  'черный', 'белый', 'красный', 'синий', 'зеленый', 'серый', 'розовый', 'бежевый', 'xl', 'l', 'm', 's', '42',
  '500 мл', '1 л',
];
const COMBINATIONS = PRODUCTS.length * QUALITIES.length * PURPOSES.length * DETAILS.length;

const words = (list: string[]) => sql`ARRAY[${sql.join(list)}]::text[]`;

/**
 * A million search terms with the figures the grid filters on: the latest month's count spread over five
 * orders of magnitude (as keyword counts are), a surge from −100 % to +300 %, most terms Ready and one in
 * eleven without data yet (11 shares no factor with the word lists' lengths, so no word goes with missing
 * data); a year of history and ten phrases for one term in fifty.
 */
export async function generateSearchTerms(db: DbOrTrx): Promise<void> {
  if (TERMS > COMBINATIONS) throw new Error(`At most ${COMBINATIONS} distinct terms can be made`);
  // The trigram index is built once over the rows rather than kept up to date row by row.
  await sql`DROP INDEX search_terms_term_trgm`.execute(db);
  const [p, q, u, d] = [PRODUCTS.length, QUALITIES.length, PURPOSES.length, DETAILS.length];
  await sql`INSERT INTO search_terms (term, history_update_status, phrase_update_status, update_time, latest_month,
      latest_count, surge_percent)
    SELECT (${words(PRODUCTS)})[(1 + n % ${p})::int] || ' ' || (${words(QUALITIES)})[(1 + (n / ${p}) % ${q})::int] || ' ' ||
        (${words(PURPOSES)})[(1 + (n / ${p * q}) % ${u})::int] || ' ' ||
        (${words(DETAILS)})[(1 + (n / ${p * q * u}) % ${d})::int],
      CASE WHEN n % 11 = 0 THEN 0 ELSE 1 END, CASE WHEN n % 11 = 0 THEN 0 ELSE 1 END,
      CASE WHEN n % 11 = 0 THEN NULL ELSE timestamptz '2026-11-01' - (n % 59) * interval '1 day' END,
      CASE WHEN n % 11 = 0 THEN NULL ELSE date '2026-10-01' END,
      CASE WHEN n % 11 = 0 THEN 0 ELSE floor(power(10, 5 * ((n * 7919) % 100003) / 100003.0))::bigint END,
      CASE WHEN n % 11 = 0 THEN NULL ELSE round((((n * 104729) % 40001) / 100.0 - 100)::numeric, 2) END
    FROM generate_series(0::bigint, ${TERMS - 1}::bigint) n`.execute(db);
  await sql`CREATE INDEX search_terms_term_trgm ON search_terms USING gin (term gin_trgm_ops)`.execute(db);
  await sql`INSERT INTO search_term_history (search_term_id, year, month, count, relative_count)
    SELECT s.id, extract(year FROM m)::int, extract(month FROM m)::int,
      greatest(0, s.latest_count * (0.6 + 0.04 * k))::bigint, 0
    FROM search_terms s
    CROSS JOIN generate_series(0, ${HISTORY_MONTHS - 1}) k
    CROSS JOIN LATERAL (SELECT date '2026-10-01' - (${HISTORY_MONTHS - 1} - k) * interval '1 month' AS m) month
    WHERE s.id % ${HISTORY_EVERY} = 0 AND s.latest_month IS NOT NULL`.execute(db);
  await sql`INSERT INTO search_term_phrases (search_term_id, position, term, count, is_association)
    SELECT s.id, k, s.term || ' ' || k, s.latest_count / (k + 2), k >= 8
    FROM search_terms s CROSS JOIN generate_series(0, 9) k
    WHERE s.id % ${HISTORY_EVERY} = 0`.execute(db);
  await sql`ANALYZE`.execute(db);
}

interface Case {
  name: string;
  request: SearchTermFilter;
}

/** The grid's first page under a filter: the text alone, with the count and the surge, and without text. */
const CASES: Case[] = [
  { name: 'term text «кружк»', request: { Term: 'кружк' } },
  { name: 'term text «для кухни», MinQueryCount 1000', request: { Term: 'для кухни', MinQueryCount: 1000 } },
  {
    name: 'term text «беспроводн», MinQueryCount 1000, surge ≥ 50 %',
    request: { Term: 'беспроводн', MinQueryCount: 1000, EnableSurgeFilter: true, SurgePercent: 50 },
  },
  {
    name: 'rare term text «гравировкой синий», surge ≥ 50 %',
    request: { Term: 'гравировкой синий', EnableSurgeFilter: true, SurgePercent: 50 },
  },
  {
    name: 'no text, MinQueryCount 1000, surge ≥ 50 %',
    request: { MinQueryCount: 1000, EnableSurgeFilter: true, SurgePercent: 50 },
  },
];

/** A search grid's count as a figure: its TotalCount, or one past the cap when it says more rows match. */
export const cappedTotalCount = (answer: unknown) => {
  const page = answer as { TotalCount: number; TotalCountCapped?: boolean };
  return page.TotalCountCapped ? COUNT_CAP + 1 : page.TotalCount;
};

/**
 * The same answer as FindSearchTerms in hand-written SQL on the stored figures: the count, the page of
 * 50 by count (the grid's default order), and the page's phrases and history.
 */
export function rawQuery(db: DbOrTrx, request: SearchTermFilter) {
  const conditions = [sql`true`];
  if (request.Term) conditions.push(sql`term ILIKE ${containsPattern(request.Term)}`);
  if (request.MinQueryCount) conditions.push(sql`latest_count >= ${request.MinQueryCount}`);
  if (request.EnableSurgeFilter) conditions.push(sql`surge_percent >= ${request.SurgePercent}`);
  const where = sql.join(conditions, sql` AND `);
  return async () => {
    const [count, page] = await Promise.all([
      // The grid's answer: matches counted up to one past the cap («more than 1 000»).
      sql<{ count: number }>`SELECT count(*)::int AS count
        FROM (SELECT 1 FROM search_terms WHERE ${where} LIMIT ${COUNT_CAP + 1}) matched`.execute(db),
      sql<{ id: number }>`SELECT id, term, history_update_status, phrase_update_status, update_time, latest_count,
          surge_percent
        FROM search_terms WHERE ${where} ORDER BY latest_count DESC, id DESC LIMIT ${PAGE}`.execute(db),
    ]);
    const ids = page.rows.map((row) => row.id);
    await Promise.all([
      sql`SELECT search_term_id, term, count, is_association FROM search_term_phrases
        WHERE search_term_id = ANY(${ids}::bigint[]) ORDER BY search_term_id, position`.execute(db),
      sql`SELECT search_term_id, year, month, count, relative_count FROM search_term_history
        WHERE search_term_id = ANY(${ids}::bigint[]) ORDER BY search_term_id, year, month`.execute(db),
    ]);
    return count.rows[0].count;
  };
}

export interface SearchTermsCase {
  case: string;
  request: SearchTermFilter;
  totalCount: number;
  baselineMedianMs: number;
  measuredMedianMs: number;
  ratio: number;
}

export interface SearchTermsBenchmarkResult extends BenchmarkResult {
  database: 'postgres';
  generateSeconds: number;
  cases: SearchTermsCase[];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * FindSearchTerms at a million terms (the grid's first page of 50 with its TotalCount) through HTTP,
 * under the text, count and surge filters, against the same answer in hand-written SQL in the same
 * process. On PGlite, like the tests (PostgreSQL with TEST_DB_DIALECT=postgres, as `npm run test:pg`).
 */
export async function searchTermsBenchmark(): Promise<SearchTermsBenchmarkResult> {
  const t = await buildTestApp();
  try {
    const db = t.database.db;
    const started = performance.now();
    await generateSearchTerms(db);
    const generateSeconds = Math.round((performance.now() - started) / 1000);
    console.log(`  search-terms: ${TERMS} terms generated in ${generateSeconds} s`);
    const token = await t.token();
    // Over a socket, as the browser calls it (compression included), not through Fastify's inject.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const find = (request: SearchTermFilter) => async () =>
      cappedTotalCount(
        await callApp(port, token, {
          name: 'FindSearchTerms',
          method: 'POST',
          url: '/v1/SearchTerm/FindSearchTerms',
          body: { ...request, Count: PAGE },
        }),
      );

    const cases: SearchTermsCase[] = [];
    const results: BenchmarkResult[] = [];
    for (const { name, request } of CASES) {
      const baseline = rawQuery(db, request);
      const totalCount = await find(request)();
      const expected = await baseline();
      if (totalCount !== expected)
        throw new Error(`${name}: FindSearchTerms counted ${totalCount}, the SQL ${expected}`);
      const result = await compare(
        { name, description: name, scale: {}, iterations: ITERATIONS },
        baseline,
        find(request),
      );
      results.push(result);
      cases.push({
        case: name,
        request,
        totalCount,
        baselineMedianMs: round(result.baselineMedianMs),
        measuredMedianMs: round(result.measuredMedianMs),
        ratio: round(result.ratio),
      });
      console.log(
        `  ${name}: ${totalCount} found, app ${round(result.measuredMedianMs)} ms, SQL ${round(result.baselineMedianMs)} ms`,
      );
    }
    // The headline: the text, count and surge filters together.
    const main = results[2];
    return {
      name: 'search-terms',
      description: `FindSearchTerms (first page of ${PAGE} and TotalCount) through HTTP vs the same answer in raw SQL, at ${TERMS} terms with trigram text search; the headline is the text + count + surge case`,
      scale: {
        terms: TERMS,
        termsWithHistory: Math.floor(TERMS / HISTORY_EVERY),
        historyMonths: HISTORY_MONTHS,
        pageSize: PAGE,
      },
      iterations: ITERATIONS,
      ratio: main.ratio,
      baselineMedianMs: main.baselineMedianMs,
      measuredMedianMs: main.measuredMedianMs,
      database: 'postgres',
      generateSeconds,
      cases,
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    await t.close();
  }
}

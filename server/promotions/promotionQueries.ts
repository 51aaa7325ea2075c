import { sql, type Expression, type SqlBool } from 'kysely';
import type {
  FindOzonPromotionProductsRequest,
  FindOzonPromotionsRequest,
  Promotion,
  PromotionPeriod,
  PromotionProduct,
} from '../../contracts/promotions.js';
import { findOzonPromotionProductsRequest, findOzonPromotionsRequest } from '../../contracts/promotions.js';
import type { DbOrTrx } from '../db/database.js';
import { containsPattern } from '../db/sqlHelpers.js';
import { promotionEconomicsOf, saleEconomics } from './promotionEconomics.js';

type PromotionsRequest = ReturnType<typeof findOzonPromotionsRequest.parse>;
type ProductsRequest = ReturnType<typeof findOzonPromotionProductsRequest.parse>;

/** A promotion's period at `now`: Ozon's dates bound it, the end inclusive. */
const periodSql = (now: Date) =>
  sql<PromotionPeriod>`CASE WHEN date_end < ${now} THEN 'Past' WHEN date_start > ${now} THEN 'Upcoming' ELSE 'Active' END`;

function promotionFilter(request: PromotionsRequest, now: Date, withPeriods: boolean): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (request.ExcludeDeleted) where.push(sql<SqlBool>`NOT deleted`);
  if (request.Name) where.push(sql<SqlBool>`name ILIKE ${containsPattern(request.Name)}`);
  if (withPeriods && request.Periods.length) {
    where.push(sql<SqlBool>`${periodSql(now)} IN (${sql.join(request.Periods)})`);
  }
  return where;
}

const whereAll = (conditions: Expression<SqlBool>[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

/**
 * What each sort field orders by. No index serves them: Ozon offers a seller tens of promotions a month
 * and the list keeps a few hundred, which sort in memory faster than an index is kept.
 */
const ORDER_BY = {
  DateStart: sql`date_start`,
  DateEnd: sql`date_end`,
  // A promotion that never freezes is neither the earliest nor the latest to: last either way.
  FreezeDate: sql`freeze_date IS NULL, freeze_date`,
  ParticipatingCount: sql`participating_count`,
  CandidateCount: sql`potential_count`,
} as const satisfies Record<NonNullable<PromotionsRequest['OrderField']>, unknown>;

/** Running first, then coming, then past; within each, the nearest end first. */
const periodOrder = (now: Date) => sql`CASE ${periodSql(now)} WHEN 'Active' THEN 0 WHEN 'Upcoming' THEN 1 ELSE 2 END,
  CASE WHEN ${periodSql(now)} = 'Past' THEN NULL ELSE date_end END, date_end DESC, id`;

function orderOf(request: PromotionsRequest, now: Date) {
  if (request.OrderField === null) return periodOrder(now);
  const direction = request.OrderAscending ? sql`ASC` : sql`DESC`;
  // Ties by ID in the same direction, so pages never repeat or skip a promotion.
  return sql`${ORDER_BY[request.OrderField]} ${direction}, id ${direction}`;
}

/** A page of promotions in the asked order, by default running first, then coming, then past. */
export async function findPromotionPage(db: DbOrTrx, input: FindOzonPromotionsRequest, now: Date) {
  const request = findOzonPromotionsRequest.parse(input);
  const where = whereAll(promotionFilter(request, now, true));
  const [rows, total, periodCounts] = await Promise.all([
    sql<{
      id: number;
      name: string;
      action_type: string;
      description: string;
      date_start: Date;
      date_end: Date;
      freeze_date: Date | null;
      discount_type: string;
      discount_value: number;
      order_amount: number;
      is_participating: boolean;
      is_voucher_action: boolean;
      with_targeting: boolean;
      deleted: boolean;
      participating_count: number;
      potential_count: number;
      banned_count: number;
      period: PromotionPeriod;
    }>`
      SELECT *, ${periodSql(now)} AS period FROM ozon_promotions ${where}
      ORDER BY ${orderOf(request, now)}
      LIMIT ${request.Count} OFFSET ${request.Offset}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM ozon_promotions ${where}`.execute(db),
    sql<{ period: PromotionPeriod; count: number }>`
      SELECT ${periodSql(now)} AS period, count(*)::int AS count FROM ozon_promotions
      ${whereAll(promotionFilter(request, now, false))} GROUP BY 1`.execute(db),
  ]);
  const products = request.IncludeProduct
    ? await productsOfPromotions(
        db,
        rows.rows.map((row) => row.id),
        request.ExcludeCandidates,
      )
    : new Map<number, PromotionProduct[]>();
  const items: Promotion[] = rows.rows.map((row) => ({
    ID: row.id,
    Name: row.name,
    ActionType: row.action_type,
    DateStart: new Date(row.date_start).toISOString(),
    DateEnd: new Date(row.date_end).toISOString(),
    FreezeDate: row.freeze_date ? new Date(row.freeze_date).toISOString() : null,
    Description: row.description,
    DiscountType: row.discount_type,
    DiscountValue: Number(row.discount_value),
    OrderAmount: Number(row.order_amount),
    IsParticipating: row.is_participating,
    IsVoucherAction: row.is_voucher_action,
    WithTargeting: row.with_targeting,
    Deleted: row.deleted,
    Period: row.period,
    ParticipatingCount: row.participating_count,
    CandidateCount: row.potential_count,
    BannedCount: row.banned_count,
    Products: products.get(row.id) ?? [],
  }));
  return {
    TotalCount: total.rows[0]?.count ?? 0,
    Items: items,
    PeriodCounts: periodCounts.rows.map((row) => ({ Period: row.period, Count: row.count })),
  };
}

export async function promotionExists(db: DbOrTrx, promotionId: number): Promise<boolean> {
  return !!(await db.selectFrom('ozon_promotions').where('id', '=', promotionId).select('id').executeTakeFirst());
}

/** The stored products of promotions with their cards and economics, by promotion, in Ozon product id order. */
async function productsOfPromotions(
  db: DbOrTrx,
  promotionIds: number[],
  excludeCandidates: boolean,
  filter: { confirmed?: boolean | null; candidatesOnly?: boolean; name?: string | null } = {},
): Promise<Map<number, PromotionProduct[]>> {
  if (!promotionIds.length) return new Map();
  const rows = await db
    .selectFrom('ozon_promotion_products as product')
    .leftJoin('ozon_products as card', 'card.ozon_product_id', 'product.ozon_product_id')
    .where('product.promotion_id', 'in', promotionIds)
    .$if(excludeCandidates, (query) => query.where('product.is_candidate', '=', false))
    .$if(!!filter.candidatesOnly, (query) => query.where('product.is_candidate', '=', true))
    .$if(filter.confirmed === true, (query) =>
      query.where('product.is_candidate', '=', false).where('product.add_mode', '=', 'MANUAL'),
    )
    .$if(filter.confirmed === false, (query) =>
      query.where('product.is_candidate', '=', false).where('product.add_mode', '<>', 'MANUAL'),
    )
    .$if(!!filter.name, (query) =>
      query.where((where) =>
        where.or([
          where('card.name', 'ilike', containsPattern(filter.name!)),
          where(sql`card.product_package_id::text`, '=', filter.name!.trim()),
        ]),
      ),
    )
    .select([
      'product.promotion_id as promotionId',
      'product.ozon_product_id as ozonProductId',
      'product.is_candidate as isCandidate',
      'product.action_price as actionPrice',
      'product.max_action_price as maxActionPrice',
      'product.price',
      'product.add_mode as addMode',
      'product.stock',
      'product.min_stock as minStock',
      'card.product_package_id as packageId',
      'card.name',
    ])
    .orderBy('product.promotion_id')
    .orderBy('product.ozon_product_id')
    .execute();
  const economics = await saleEconomics(
    db,
    rows.flatMap((row) => (row.packageId === null ? [] : [row.packageId])),
  );
  const byPromotion = new Map<number, PromotionProduct[]>();
  for (const row of rows) {
    const sale = row.packageId === null ? undefined : economics.get(row.packageId);
    // A candidate is judged at the most Ozon lets it in for: its max action price.
    const actionPrice = row.isCandidate ? row.maxActionPrice : row.actionPrice;
    const product: PromotionProduct = {
      ID: row.ozonProductId,
      PromotionID: row.promotionId,
      ActionPrice: row.actionPrice,
      Stock: row.stock,
      AddMode: row.addMode,
      MaxActionPrice: row.maxActionPrice,
      MinStock: row.minStock,
      Price: row.price,
      IsCandidate: row.isCandidate,
      Confirmed: !row.isCandidate && row.addMode === 'MANUAL',
      ProductPackageID: row.packageId,
      Name: row.name ?? '',
      OfferID: row.packageId === null ? '' : String(row.packageId),
      Economics: sale ? promotionEconomicsOf(sale, row.price, actionPrice) : null,
    };
    const list = byPromotion.get(row.promotionId) ?? [];
    list.push(product);
    byPromotion.set(row.promotionId, list);
  }
  return byPromotion;
}

const SORT_KEYS: Record<ProductsRequest['SortField'], (product: PromotionProduct) => number | string> = {
  Name: (product) => product.Name.toLocaleLowerCase('ru'),
  Price: (product) => product.Price,
  ActionPrice: (product) => (product.IsCandidate ? product.MaxActionPrice : product.ActionPrice),
  ActionMarginPercent: (product) => product.Economics?.ActionMarginPercent ?? Number.NEGATIVE_INFINITY,
  Stock: (product) => product.Stock,
};

/**
 * A page of one promotion's products. The economics are worked out for all of them (a promotion holds
 * at most the seller's cards), so the loss filter and the margin sort see every product.
 */
export async function findPromotionProductPage(db: DbOrTrx, input: FindOzonPromotionProductsRequest) {
  const request = findOzonPromotionProductsRequest.parse(input);
  const products =
    (
      await productsOfPromotions(db, [request.PromotionID], request.ExcludeCandidates, {
        confirmed: request.Confirmed,
        candidatesOnly: request.CandidatesOnly,
        name: request.Name,
      })
    ).get(request.PromotionID) ?? [];
  const kept = request.LossOnly
    ? products.filter((product) => product.Economics && product.Economics.ActionProfit < 0)
    : products;
  const key = SORT_KEYS[request.SortField];
  const direction = request.SortAscending ? 1 : -1;
  const sorted = [...kept].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    return (left < right ? -1 : left > right ? 1 : a.ID - b.ID) * direction;
  });
  return { TotalCount: sorted.length, Items: sorted.slice(request.Offset, request.Offset + request.Count) };
}

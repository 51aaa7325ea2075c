import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

/** A promotion as Ozon lists it, in the table's terms. */
export interface PromotionFromOzon {
  id: number;
  name: string;
  actionType: string;
  description: string;
  dateStart: Date;
  dateEnd: Date;
  freezeDate: Date | null;
  discountType: string;
  discountValue: number;
  orderAmount: number;
  isParticipating: boolean;
  isVoucherAction: boolean;
  withTargeting: boolean;
  participatingCount: number;
  potentialCount: number;
  bannedCount: number;
}

/** A participating (isCandidate false) or candidate product of a promotion. */
export interface PromotionProductRow {
  ozonProductId: number;
  isCandidate: boolean;
  actionPrice: number;
  maxActionPrice: number;
  price: number;
  addMode: string;
  stock: number;
  minStock: number;
}

/**
 * Upserts the promotions Ozon lists (a row is written only when something changed) and flags the
 * stored ones it no longer lists as deleted. Answers how many were newly flagged.
 */
export async function upsertPromotions(trx: DbOrTrx, promotions: PromotionFromOzon[], at: Date): Promise<number> {
  for (const p of promotions) {
    await sql`
      INSERT INTO ozon_promotions (id, name, action_type, description, date_start, date_end, freeze_date,
        discount_type, discount_value, order_amount, is_participating, is_voucher_action, with_targeting,
        participating_count, potential_count, banned_count, deleted, synced_at)
      VALUES (${p.id}, ${p.name}, ${p.actionType}, ${p.description}, ${p.dateStart}, ${p.dateEnd}, ${p.freezeDate},
        ${p.discountType}, ${p.discountValue}, ${p.orderAmount}, ${p.isParticipating}, ${p.isVoucherAction},
        ${p.withTargeting}, ${p.participatingCount}, ${p.potentialCount}, ${p.bannedCount}, false, ${at})
      ON CONFLICT (id) DO UPDATE SET
        name = excluded.name, action_type = excluded.action_type, description = excluded.description,
        date_start = excluded.date_start, date_end = excluded.date_end, freeze_date = excluded.freeze_date,
        discount_type = excluded.discount_type, discount_value = excluded.discount_value,
        order_amount = excluded.order_amount, is_participating = excluded.is_participating,
        is_voucher_action = excluded.is_voucher_action, with_targeting = excluded.with_targeting,
        participating_count = excluded.participating_count, potential_count = excluded.potential_count,
        banned_count = excluded.banned_count, deleted = false, synced_at = excluded.synced_at
      WHERE (ozon_promotions.name, ozon_promotions.action_type, ozon_promotions.description,
          ozon_promotions.date_start, ozon_promotions.date_end, ozon_promotions.freeze_date,
          ozon_promotions.discount_type, ozon_promotions.discount_value, ozon_promotions.order_amount,
          ozon_promotions.is_participating, ozon_promotions.is_voucher_action, ozon_promotions.with_targeting,
          ozon_promotions.participating_count, ozon_promotions.potential_count, ozon_promotions.banned_count,
          ozon_promotions.deleted)
        IS DISTINCT FROM (excluded.name, excluded.action_type, excluded.description, excluded.date_start,
          excluded.date_end, excluded.freeze_date, excluded.discount_type, excluded.discount_value,
          excluded.order_amount, excluded.is_participating, excluded.is_voucher_action, excluded.with_targeting,
          excluded.participating_count, excluded.potential_count, excluded.banned_count, false)`.execute(trx);
  }
  const listed = promotions.map((promotion) => promotion.id);
  const flagged = await trx
    .updateTable('ozon_promotions')
    .set({ deleted: true, is_participating: false })
    .where('deleted', '=', false)
    .$if(listed.length > 0, (query) => query.where('id', 'not in', listed))
    .executeTakeFirst();
  return Number(flagged.numUpdatedRows);
}

const sameRow = (a: PromotionProductRow, b: PromotionProductRow) =>
  a.isCandidate === b.isCandidate &&
  a.actionPrice === b.actionPrice &&
  a.maxActionPrice === b.maxActionPrice &&
  a.price === b.price &&
  a.addMode === b.addMode &&
  a.stock === b.stock &&
  a.minStock === b.minStock;

export async function promotionProductRows(db: DbOrTrx, promotionId: number): Promise<PromotionProductRow[]> {
  return db
    .selectFrom('ozon_promotion_products')
    .where('promotion_id', '=', promotionId)
    .select([
      'ozon_product_id as ozonProductId',
      'is_candidate as isCandidate',
      'action_price as actionPrice',
      'max_action_price as maxActionPrice',
      'price',
      'add_mode as addMode',
      'stock',
      'min_stock as minStock',
    ])
    .execute();
}

/**
 * Makes the stored products of a promotion what Ozon lists: new and changed rows written, gone ones
 * deleted, equal ones left alone. Answers the rows added, changed or deleted.
 */
export async function replacePromotionProducts(
  trx: DbOrTrx,
  promotionId: number,
  products: PromotionProductRow[],
): Promise<number> {
  const stored = new Map((await promotionProductRows(trx, promotionId)).map((row) => [row.ozonProductId, row]));
  const changed = products.filter((row) => {
    const before = stored.get(row.ozonProductId);
    return !before || !sameRow(before, row);
  });
  const listed = new Set(products.map((row) => row.ozonProductId));
  const gone = [...stored.keys()].filter((id) => !listed.has(id));
  for (const row of changed) await writePromotionProduct(trx, promotionId, row);
  if (gone.length) {
    await trx
      .deleteFrom('ozon_promotion_products')
      .where('promotion_id', '=', promotionId)
      .where('ozon_product_id', 'in', gone)
      .execute();
  }
  return changed.length + gone.length;
}

export async function writePromotionProduct(trx: DbOrTrx, promotionId: number, row: PromotionProductRow) {
  const values = {
    is_candidate: row.isCandidate,
    action_price: row.actionPrice,
    max_action_price: row.maxActionPrice,
    price: row.price,
    add_mode: row.addMode,
    stock: row.stock,
    min_stock: row.minStock,
  };
  await trx
    .insertInto('ozon_promotion_products')
    .values({ promotion_id: promotionId, ozon_product_id: row.ozonProductId, ...values })
    .onConflict((conflict) => conflict.columns(['promotion_id', 'ozon_product_id']).doUpdateSet(values))
    .execute();
}

/** Keeps a promotion's counts in step with its stored products after the seller's change. */
export async function recountPromotion(trx: DbOrTrx, promotionId: number): Promise<void> {
  await sql`
    UPDATE ozon_promotions SET
      participating_count = counts.participating,
      potential_count = counts.candidates,
      is_participating = counts.participating > 0
    FROM (SELECT count(*) FILTER (WHERE NOT is_candidate)::int AS participating,
                 count(*) FILTER (WHERE is_candidate)::int AS candidates
          FROM ozon_promotion_products WHERE promotion_id = ${promotionId}) AS counts
    WHERE id = ${promotionId}`.execute(trx);
}

/** Ozon product ids among these that no card here has. */
export async function unknownProductIds(db: DbOrTrx, ozonProductIds: number[]): Promise<number[]> {
  if (!ozonProductIds.length) return [];
  const known = await db
    .selectFrom('ozon_products')
    .where('ozon_product_id', 'in', ozonProductIds)
    .select('ozon_product_id')
    .execute();
  const knownIds = new Set(known.map((row) => Number(row.ozon_product_id)));
  return [...new Set(ozonProductIds)].filter((id) => !knownIds.has(id)).sort((a, b) => a - b);
}

import type { PromotionImportResult } from '../../contracts/promotionReviewResults.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { promotionApi, type Promotion, type PromotionProduct } from '../ozon/api/promotions.js';
import type { OzonTransport } from '../ozon/transport.js';
import {
  replacePromotionProducts,
  unknownProductIds,
  upsertPromotions,
  type PromotionFromOzon,
  type PromotionProductRow,
} from './promotionRepository.js';

const dateOrNull = (value: string) => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time) : null;
};

function promotionOf(action: Promotion): PromotionFromOzon {
  return {
    id: action.id,
    name: action.title,
    actionType: action.action_type,
    description: action.description,
    dateStart: new Date(action.date_start),
    dateEnd: new Date(action.date_end),
    freezeDate: dateOrNull(action.freeze_date),
    discountType: action.discount_type,
    discountValue: action.discount_value,
    orderAmount: action.order_amount,
    isParticipating: action.is_participating,
    isVoucherAction: action.is_voucher_action,
    withTargeting: action.with_targeting,
    participatingCount: action.participating_products_count,
    potentialCount: action.potential_products_count,
    bannedCount: action.banned_products_count,
  };
}

function productRowOf(product: PromotionProduct, isCandidate: boolean): PromotionProductRow {
  return {
    ozonProductId: product.id,
    isCandidate,
    actionPrice: isCandidate ? 0 : product.action_price,
    maxActionPrice: product.max_action_price,
    price: product.price,
    addMode: isCandidate ? 'NOT_SET' : product.add_mode,
    stock: product.stock,
    minStock: product.min_stock,
  };
}

/**
 * Reads Ozon's promotions with their participating and candidate products, then writes them in one
 * transaction: a product listed both ways counts as participating. A promotion Ozon no longer lists
 * is kept and flagged deleted; a second import changes nothing.
 */
export async function importOzonPromotions(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; progress?: Progress; now?: Date } = {},
): Promise<PromotionImportResult> {
  const api = promotionApi(ozon);
  const call = { signal: options.signal };
  const actions = await api.actions(call);
  options.progress?.advance(0, actions.length);
  const productsByPromotion = new Map<number, PromotionProductRow[]>();
  for (const action of actions) {
    const rows = new Map<number, PromotionProductRow>();
    for await (const page of api.candidatePages(action.id, call)) {
      for (const product of page) rows.set(product.id, productRowOf(product, true));
    }
    for await (const page of api.productPages(action.id, call)) {
      for (const product of page) rows.set(product.id, productRowOf(product, false));
    }
    productsByPromotion.set(
      action.id,
      [...rows.values()].sort((a, b) => a.ozonProductId - b.ozonProductId),
    );
    options.progress?.advance(1);
  }

  const at = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const deleted = await upsertPromotions(trx, actions.map(promotionOf), at);
    let updated = 0;
    for (const [promotionId, rows] of productsByPromotion) {
      updated += await replacePromotionProducts(trx, promotionId, rows);
    }
    const allRows = [...productsByPromotion.values()].flat();
    return {
      PromotionCount: actions.length,
      DeletedPromotionCount: deleted,
      ProductCount: allRows.length,
      UpdatedProductCount: updated,
      UnknownProductIDs: await unknownProductIds(
        trx,
        allRows.map((row) => row.ozonProductId),
      ),
    };
  });
}

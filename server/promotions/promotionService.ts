import type {
  FindOzonPromotionProductsRequest,
  FindOzonPromotionsRequest,
  PromotionProductChange,
  PromotionProductsUpdateResponse,
} from '../../contracts/promotions.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../domain/errors.js';
import { promotionApi } from '../ozon/api/promotions.js';
import type { OzonTransport } from '../ozon/transport.js';
import { findPromotionPage, findPromotionProductPage, promotionExists } from './promotionQueries.js';
import { promotionProductRows, recountPromotion, writePromotionProduct } from './promotionRepository.js';

/** Ozon's promotions as synced here, and the seller's changes of their products, sent to Ozon first. */
export function promotionService({
  db,
  ozon,
  now = () => new Date(),
}: {
  db: Db;
  ozon: () => Promise<OzonTransport>;
  now?: () => Date;
}) {
  return {
    find: (request: FindOzonPromotionsRequest) => findPromotionPage(db, request, now()),

    async findProducts(request: FindOzonPromotionProductsRequest) {
      if (!(await promotionExists(db, request.PromotionID))) throw notFound(request.PromotionID);
      return findPromotionProductPage(db, request);
    },

    /**
     * Sends the additions (a positive action price) and the removals (0) of one promotion to Ozon and
     * answers the products Ozon refused, with its reasons. Only what Ozon accepted changes here, in one
     * transaction after both answers.
     */
    async updateProducts(
      promotionId: number,
      changes: Required<PromotionProductChange>[],
    ): Promise<PromotionProductsUpdateResponse> {
      if (!(await promotionExists(db, promotionId))) throw notFound(promotionId);
      const api = promotionApi(await ozon());
      const additions = changes.filter((change) => change.ActionPrice > 0);
      const removals = changes.filter((change) => change.ActionPrice === 0).map((change) => change.ID);
      const added = additions.length
        ? await api.activate(
            promotionId,
            additions.map((change) => ({
              product_id: change.ID,
              action_price: change.ActionPrice,
              ...(change.Stock > 0 ? { stock: change.Stock } : {}),
            })),
          )
        : { product_ids: [], rejected: [] };
      const removed = removals.length ? await api.deactivate(promotionId, removals) : { product_ids: [], rejected: [] };

      await db.transaction().execute(async (trx) => {
        const stored = new Map((await promotionProductRows(trx, promotionId)).map((row) => [row.ozonProductId, row]));
        const acceptedAdditions = new Set(added.product_ids);
        for (const change of additions) {
          const row = stored.get(change.ID);
          if (!row || !acceptedAdditions.has(change.ID)) continue;
          await writePromotionProduct(trx, promotionId, {
            ...row,
            isCandidate: false,
            actionPrice: change.ActionPrice,
            stock: row.minStock ? change.Stock : 0,
            addMode: 'MANUAL',
          });
        }
        for (const productId of removed.product_ids) {
          const row = stored.get(productId);
          if (!row) continue;
          await writePromotionProduct(trx, promotionId, {
            ...row,
            isCandidate: true,
            actionPrice: 0,
            stock: 0,
            addMode: 'NOT_SET',
          });
        }
        await recountPromotion(trx, promotionId);
      });
      const reasons = (rejected: { product_id: number; reason: string }[]) =>
        Object.fromEntries(rejected.map((entry) => [String(entry.product_id), entry.reason || 'refused by Ozon']));
      return { AdditionErrors: reasons(added.rejected), DeletionErrors: reasons(removed.rejected) };
    },
  };
}
export type PromotionService = ReturnType<typeof promotionService>;

const notFound = (promotionId: number) =>
  new NotFoundError(`There is no promotion with ID ${promotionId}.`, { kind: 'OzonPromotion', id: promotionId });

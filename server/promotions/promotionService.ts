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
import {
  promotionProductRows,
  recountPromotion,
  writePromotionProduct,
  type PromotionProductRow,
} from './promotionRepository.js';

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
  /** Writes what Ozon accepted into the stored products (known ones only: the next sync brings the rest) and the counts. */
  const followOzon = (
    promotionId: number,
    acceptedIds: number[],
    changed: (row: PromotionProductRow) => PromotionProductRow,
  ) =>
    db.transaction().execute(async (trx) => {
      if (!acceptedIds.length) return;
      const accepted = new Set(acceptedIds);
      for (const row of await promotionProductRows(trx, promotionId)) {
        if (accepted.has(row.ozonProductId)) await writePromotionProduct(trx, promotionId, changed(row));
      }
      await recountPromotion(trx, promotionId);
    });

  return {
    find: (request: FindOzonPromotionsRequest) => findPromotionPage(db, request, now()),

    async findProducts(request: FindOzonPromotionProductsRequest) {
      if (!(await promotionExists(db, request.PromotionID))) throw notFound(request.PromotionID);
      return findPromotionProductPage(db, request);
    },

    /**
     * Sends the additions (a positive action price) and the removals (0) of one promotion to Ozon and
     * answers the products Ozon refused, with its reasons. What Ozon accepted changes here right after
     * each answer, in one transaction with the promotion's counts: a failed removal call leaves the
     * accepted additions recorded.
     */
    async updateProducts(
      promotionId: number,
      changes: Required<PromotionProductChange>[],
    ): Promise<PromotionProductsUpdateResponse> {
      if (!(await promotionExists(db, promotionId))) throw notFound(promotionId);
      const api = promotionApi(await ozon());
      const additions = new Map(
        changes.filter((change) => change.ActionPrice > 0).map((change) => [change.ID, change]),
      );
      const removals = changes.filter((change) => change.ActionPrice === 0).map((change) => change.ID);

      const added = additions.size
        ? await api.activate(
            promotionId,
            [...additions.values()].map((change) => ({
              product_id: change.ID,
              action_price: change.ActionPrice,
              ...(change.Stock > 0 ? { stock: change.Stock } : {}),
            })),
          )
        : { product_ids: [], rejected: [] };
      await followOzon(promotionId, added.product_ids, (row) => {
        const change = additions.get(row.ozonProductId)!;
        return {
          ...row,
          isCandidate: false,
          actionPrice: change.ActionPrice,
          stock: row.minStock ? change.Stock : 0,
          addMode: 'MANUAL',
        };
      });

      const removed = removals.length ? await api.deactivate(promotionId, removals) : { product_ids: [], rejected: [] };
      await followOzon(promotionId, removed.product_ids, (row) => ({
        ...row,
        isCandidate: true,
        actionPrice: 0,
        stock: 0,
        addMode: 'NOT_SET',
      }));

      const reasons = (rejected: { product_id: number; reason: string }[]) =>
        Object.fromEntries(rejected.map((entry) => [String(entry.product_id), entry.reason || 'refused by Ozon']));
      return { AdditionErrors: reasons(added.rejected), DeletionErrors: reasons(removed.rejected) };
    },
  };
}
export type PromotionService = ReturnType<typeof promotionService>;

const notFound = (promotionId: number) =>
  new NotFoundError(`There is no promotion with ID ${promotionId}.`, { kind: 'OzonPromotion', id: promotionId });

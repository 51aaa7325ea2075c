import { z } from 'zod';

/**
 * What the promotions and reviews syncs report when they end. Apart from the rest of their contracts
 * because the top bar reads every job's result: only these few schemas weigh on the first screen.
 */
export const promotionImportResult = z.object({
  PromotionCount: z.number().int().describe('Promotions Ozon lists now'),
  DeletedPromotionCount: z.number().int().describe('Promotions that left Ozon since the last sync, kept flagged'),
  ProductCount: z.number().int().describe('Participating and candidate products read'),
  UpdatedProductCount: z.number().int().describe('Added, changed or gone (a second import: 0)'),
  UnknownProductIDs: z.array(z.number().int()).describe('Ozon product ids of no card imported here'),
});
export type PromotionImportResult = z.infer<typeof promotionImportResult>;

export const reviewImportResult = z.object({
  /** False when the cabinet has no review subscription: nothing is read, and that is no failure. */
  Available: z.boolean(),
  /** Ozon's words when the reviews are not available to the cabinet. */
  UnavailableReason: z.string().nullable(),
  ReviewCount: z.number().int().describe('Reviews Ozon lists'),
  UpdatedReviewCount: z.number().int().describe('Added or changed (a second import: 0)'),
  CommentCount: z.number().int().describe('Comments read again (of new reviews or reviews whose count changed)'),
  UnknownSkus: z.array(z.number().int()).describe('SKUs of reviews no card here has'),
});
export type ReviewImportResult = z.infer<typeof reviewImportResult>;

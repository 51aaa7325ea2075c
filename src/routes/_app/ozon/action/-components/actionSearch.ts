import * as z from 'zod/mini';
import type {
  FindOzonPromotionProductsRequest,
  FindOzonPromotionsRequest,
  PromotionPeriod,
} from '../../../../../../contracts/promotions.js';
import { gridSearchFields, lenient, type GridSearch } from '../../../../../grids/gridSearch.js';

export const PROMOTION_PRODUCTS_GRID_ID = 'promotionProducts';

// Written out rather than imported: the contract would bring all its schemas to the screen's chunk for
// four lists of names. `satisfies` keeps them in step with contracts/promotions.ts.
export const PERIODS = ['Active', 'Upcoming', 'Past'] as const satisfies readonly PromotionPeriod[];
export const promotionSortFields = [
  'DateStart',
  'DateEnd',
  'FreezeDate',
  'ParticipatingCount',
  'CandidateCount',
] as const satisfies readonly NonNullable<FindOzonPromotionsRequest['OrderField']>[];
export const productSortFields = [
  'Name',
  'Price',
  'ActionPrice',
  'ActionMarginPercent',
  'Stock',
] as const satisfies readonly NonNullable<FindOzonPromotionProductsRequest['SortField']>[];
/** Which products of a promotion show: those taking part, or the candidates Ozon offers; all when unset. */
export const PRODUCT_SHOWS = ['participating', 'candidates'] as const;

/**
 * The promotions screen's URL, parsed by the screen (the route only types it: a schema there would
 * weigh on the first screen); the mapping to requests is in actionRequests.ts. A bad value in a
 * hand-edited URL falls back to its default. The list: its page, sort, the periods and a name. The promotion opened
 * (`promotion`), and its products grid with keys of its own, so coming back to the list finds it as
 * it was: page (`ppage`, `psize`), sort (`psort`, `pdesc`), which products (`show`), losses only
 * (`loss`) and a name or offer id (`q`).
 */
export const actionSearch = z.object({
  ...gridSearchFields,
  sort: lenient(z.enum(promotionSortFields)),
  periods: lenient(z.array(z.enum(PERIODS))),
  name: lenient(z.string()),
  promotion: lenient(z.int().check(z.minimum(1))),
  ppage: gridSearchFields.page,
  psize: gridSearchFields.pageSize,
  psort: lenient(z.enum(productSortFields)),
  pdesc: gridSearchFields.desc,
  show: lenient(z.enum(PRODUCT_SHOWS)),
  loss: lenient(z.literal(true)),
  q: lenient(z.string()),
});
export type ActionSearch = z.infer<typeof actionSearch>;

/** The products grid's own search, as `useServerGrid` reads it. */
export interface ProductGridSearch extends GridSearch {
  show?: (typeof PRODUCT_SHOWS)[number];
  loss?: true;
  q?: string;
}

import type {
  FindOzonPromotionProductsRequest,
  FindOzonPromotionsRequest,
} from '../../../../../../contracts/promotions.js';
import { pageRequest } from '../../../../../grids/gridSearch.js';
import { productSortFields, type ActionSearch, type ProductGridSearch } from './actionSearch.js';

const LIST_KEYS = ['page', 'pageSize', 'sort', 'desc', 'periods', 'name'] as const;

/** The list's part of the URL: what stays when a promotion is closed. */
export function listSearchOf(search: ActionSearch): ActionSearch {
  return Object.fromEntries(
    LIST_KEYS.filter((key) => search[key] !== undefined).map((key) => [key, search[key]]),
  ) as ActionSearch;
}

/** The URL of a promotion opened from the list: the list's part kept, the products grid fresh. */
export const withPromotion = (search: ActionSearch, promotion: number): ActionSearch => ({
  ...listSearchOf(search),
  promotion,
});

export function productSearchOf(search: ActionSearch): ProductGridSearch {
  const { ppage, psize, psort, pdesc, show, loss, q } = search;
  return withoutUnset({ page: ppage, pageSize: psize, sort: psort, desc: pdesc, show, loss, q });
}

/** The URL with the products grid's search put back under its own keys. */
export function withProductSearch(search: ActionSearch, products: ProductGridSearch): ActionSearch {
  const sort = productSortFields.find((field) => field === products.sort);
  return withoutUnset({
    ...listSearchOf(search),
    promotion: search.promotion,
    ppage: products.page,
    psize: products.pageSize,
    psort: sort,
    pdesc: sort ? products.desc : undefined,
    show: products.show,
    loss: products.loss,
    q: products.q,
  });
}

function withoutUnset<Search extends object>(search: Search): Search {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Search;
}

export function findPromotionsRequestOf(search: ActionSearch): Partial<FindOzonPromotionsRequest> {
  return {
    ...pageRequest(search),
    Periods: search.periods ?? [],
    Name: search.name?.trim() || null,
    // Unsorted: the server's own order, running promotions first.
    OrderField: search.sort ?? null,
    OrderAscending: !search.desc,
  };
}

export function findPromotionProductsRequestOf(
  promotionId: number,
  search: ProductGridSearch,
): Partial<FindOzonPromotionProductsRequest> {
  return {
    ...pageRequest(search),
    PromotionID: promotionId,
    ExcludeCandidates: search.show === 'participating',
    CandidatesOnly: search.show === 'candidates',
    LossOnly: search.loss === true,
    Name: search.q?.trim() || null,
    SortField: productSortFields.find((field) => field === search.sort) ?? 'Name',
    SortAscending: !search.desc,
  };
}

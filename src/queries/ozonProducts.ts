import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '../../contracts/common.js';
import type { FindOzonProductsRequest, OzonProduct, UpdateOzonProductItem } from '../../contracts/ozonProducts.js';
import type { Job } from '../../contracts/jobs.js';
import type { ApiClient } from '../api/client.js';

/** The seller's cards on Ozon (reader family) and their imports and settings (command family). */
export const ozonProductKeys = {
  all: ['ozonProducts'] as const,
  list: (request: Partial<FindOzonProductsRequest>) => ['ozonProducts', 'list', request] as const,
  one: (productPackageID: number) => ['ozonProducts', 'one', productPackageID] as const,
};

export const findOzonProducts = (api: ApiClient, request: Partial<FindOzonProductsRequest>) =>
  api.json<Paged<OzonProduct>>('reader', 'v1/OzonProduct/FindOzonProducts', { json: request });

export const ozonProductListQuery = (api: ApiClient, request: Partial<FindOzonProductsRequest>) =>
  queryOptions({
    queryKey: ozonProductKeys.list(request),
    queryFn: () => findOzonProducts(api, request),
    placeholderData: keepPreviousData,
  });

/** One card with its stock per warehouse, for the detail panel under the grid. */
export const ozonProductQuery = (api: ApiClient, productPackageID: number) =>
  queryOptions({
    queryKey: ozonProductKeys.one(productPackageID),
    queryFn: async () => {
      const page = await findOzonProducts(api, {
        ProductPackageID: productPackageID,
        IncludeStocks: true,
        Offset: 0,
        Count: 1,
      });
      return page.Items[0] ?? null;
    },
  });

export const ozonProductCommands = (api: ApiClient) => ({
  /** The imports start sync jobs; their results come with the finished job. */
  importProducts: () => api.startJob<Job>('command', 'v1/OzonProduct/ImportOzonProducts', { json: {} }),
  importStocks: () => api.startJob<Job>('command', 'v1/OzonProduct/ImportOzonProductStocks', { json: {} }),
  update: (items: UpdateOzonProductItem[]) =>
    api.json<null>('command', 'v1/OzonProduct/UpdateOzonProducts', { json: items }),
});

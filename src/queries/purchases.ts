import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '../../contracts/common.js';
import type { PackageType } from '../../contracts/packageType.js';
import type { Job } from '../../contracts/jobs.js';
import type {
  FindPurchaseBatchesRequest,
  PurchaseBatch,
  PurchaseBatchInputDraft,
  PurchaseBatchProductPackage,
  PurchaseBatchRow,
  PurchaseTreeRequest,
  PurchaseTreeRow,
  SalesChannel,
  SalesChannelUpdate,
  SalesPlanSummary,
} from '../../contracts/purchasing.js';
import type { ApiClient } from '../api/client.js';
import { purchaseKeys } from './purchaseKeys.js';

/** Purchase batches, their plans and fact, the sales channels (SPEC.md section 7, /v1/PurchaseBatch). */

export const findPurchaseBatches = (api: ApiClient, request: Partial<FindPurchaseBatchesRequest>) =>
  api.json<Paged<PurchaseBatchRow>>('reader', 'v1/PurchaseBatch/FindPurchaseBatches', { json: request });

export const purchaseBatchesQuery = (api: ApiClient, request: Partial<FindPurchaseBatchesRequest>) =>
  queryOptions({
    queryKey: purchaseKeys.batches(request),
    queryFn: () => findPurchaseBatches(api, request),
    placeholderData: keepPreviousData,
  });

export const purchaseBatchQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: purchaseKeys.batch(id),
    queryFn: () =>
      api.json<PurchaseBatch>('reader', 'v1/PurchaseBatch/GetPurchaseBatch', {
        method: 'post',
        searchParams: { model: id },
      }),
    // The editor owns the form once loaded: a background refetch must not replace what the seller types.
    staleTime: Infinity,
  });

export const salesPlanSummariesQuery = (api: ApiClient, batchId: number) =>
  queryOptions({
    queryKey: purchaseKeys.summaries(batchId),
    queryFn: () =>
      api.json<SalesPlanSummary[]>('reader', 'v1/PurchaseBatch/GetSalesPlansSummaries', {
        json: { PurchaseBatchIDs: [batchId] },
      }),
  });

export const salesChannelsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: purchaseKeys.channels(),
    queryFn: () => api.json<SalesChannel[]>('reader', 'v1/SalesChannel/GetSalesChannels'),
    staleTime: 5 * 60_000,
  });

/** Packages some batch sells, by name, product or article; or the chosen ones by their IDs. */
export const purchaseBatchPackagesQuery = (api: ApiClient, request: { Name?: string; IDs?: number[] }) =>
  queryOptions({
    queryKey: purchaseKeys.batchPackages(request),
    queryFn: () =>
      api.json<PurchaseBatchProductPackage[]>('reader', 'v1/PurchaseBatch/FindPurchaseBatchProductPackages', {
        json: { ...request, Count: Math.max(50, request.IDs?.length ?? 0) },
      }),
    placeholderData: keepPreviousData,
  });

export const purchaseTreeQuery = (api: ApiClient, request: PurchaseTreeRequest) =>
  queryOptions({
    queryKey: [...purchaseKeys.tree(), request],
    queryFn: () => api.json<PurchaseTreeRow[]>('reader', 'v1/PurchaseBatch/GetPurchaseTree', { json: request }),
    placeholderData: keepPreviousData,
  });

/** The packaging materials with their price history, to choose a sales item's packaging from. */
export const packageTypesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: purchaseKeys.packageTypes(),
    queryFn: () => api.json<PackageType[]>('reader', 'v1/PackageType/GetPackageTypes'),
  });

export const purchaseCommands = (api: ApiClient) => ({
  save: (input: PurchaseBatchInputDraft) =>
    api.json<number>('command', 'v1/PurchaseBatch/UpdatePurchaseBatch', { json: input }),
  remove: (ids: number[]) =>
    api.json<null>('command', 'v1/PurchaseBatch/DeletePurchaseBatches', { method: 'delete', json: ids }),
  updateChannel: (channel: SalesChannelUpdate) =>
    api.json<null>('command', 'v1/SalesChannel/UpdateSalesChannel', { json: channel }),
  calcSalesPlans: () => api.startJob<Job>('reader', 'v1/PurchaseBatch/CalcSalesPlans', { method: 'get' }),
});

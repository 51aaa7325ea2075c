import type { FindPurchaseBatchesRequest } from '../../contracts/purchasing.js';

/**
 * Purchase batches, their plans' fact and the sales channels share one key root (apart from the
 * queries, so the top bar that reloads them carries no more than the keys): the allocation job reloads
 * whatever of them is on screen.
 */
export const purchaseKeys = {
  all: ['purchases'] as const,
  batches: (request: Partial<FindPurchaseBatchesRequest>) => ['purchases', 'batches', request] as const,
  batch: (id: number) => ['purchases', 'batch', id] as const,
  summaries: (batchId: number) => ['purchases', 'summaries', batchId] as const,
  channels: () => ['purchases', 'channels'] as const,
  batchPackages: (request: { Name?: string; IDs?: number[] }) => ['purchases', 'batchPackages', request] as const,
  tree: () => ['purchases', 'tree'] as const,
  packageTypes: () => ['purchases', 'packageTypes'] as const,
};

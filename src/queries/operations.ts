import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindOzonOperationsRequest, OperationPage } from '../../contracts/operations.js';
import type { ApiClient } from '../api/client.js';

/** The seller's finance operations (reader family); the operations import reloads them when it finishes. */
export const operationKeys = {
  all: ['operations'] as const,
  list: (request: Partial<FindOzonOperationsRequest>) => ['operations', 'list', request] as const,
};

export const findOperations = (api: ApiClient, request: Partial<FindOzonOperationsRequest>) =>
  api.json<OperationPage>('reader', 'v1/Operation/FindOzonOperations', { json: request });

export const operationListQuery = (api: ApiClient, request: Partial<FindOzonOperationsRequest>) =>
  queryOptions({
    queryKey: operationKeys.list(request),
    queryFn: () => findOperations(api, request),
    placeholderData: keepPreviousData,
  });

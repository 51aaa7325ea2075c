import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReconciliationReport, ReconciliationRequest } from '../../contracts/reconciliation.js';
import type { ApiClient } from '../api/client.js';

/** The reconciliation of postings with operations (reader family); both imports change it. */
export const reconciliationKeys = {
  list: (request: Partial<ReconciliationRequest>) => ['operations', 'reconciliation', request] as const,
};

export const getReconciliation = (api: ApiClient, request: Partial<ReconciliationRequest>) =>
  api.json<ReconciliationReport>('reader', 'v1/Operation/GetReconciliationReport', { json: request });

export const reconciliationQuery = (api: ApiClient, request: Partial<ReconciliationRequest>) =>
  queryOptions({
    queryKey: reconciliationKeys.list(request),
    queryFn: () => getReconciliation(api, request),
    placeholderData: keepPreviousData,
  });

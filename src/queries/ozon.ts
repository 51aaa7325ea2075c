import { queryOptions } from '@tanstack/react-query';
import type { ConnectOzonCabinetRequest, OzonMethodCheck, OzonStatus } from '../../contracts/ozon.js';
import type { ApiClient } from '../api/client.js';

export const ozonKeys = { all: ['ozon'] as const, status: ['ozon', 'status'] as const };

export const ozonStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ozonKeys.status,
    queryFn: () => api.json<OzonStatus>('reader', 'v1/Ozon/GetOzonStatus'),
    staleTime: 5 * 60_000,
  });

/** Calls every Ozon method the product depends on; takes a few seconds, so it runs on demand only. */
export const checkOzonApi = (api: ApiClient) => api.json<OzonMethodCheck[]>('reader', 'v1/Ozon/CheckOzonApi');

/** Connecting runs the same check first and saves the keys only when Ozon accepts them. */
export const ozonCommands = (api: ApiClient) => ({
  connect: (credentials: ConnectOzonCabinetRequest) =>
    api.json<OzonMethodCheck[]>('command', 'v1/Ozon/ConnectOzonCabinet', { json: credentials }),
  disconnect: () => api.json<null>('command', 'v1/Ozon/DisconnectOzonCabinet', { method: 'delete' }),
});

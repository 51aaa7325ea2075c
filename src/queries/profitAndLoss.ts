import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  PnlCell,
  PnlCellRequest,
  PnlReport,
  PnlRequest,
  TaxRegime,
  TaxRegimeList,
} from '../../contracts/profitAndLoss.js';
import type { ApiClient } from '../api/client.js';

/**
 * The P&L sits under the operations' key root: an operations import (and the allocation that moves the
 * goods' cost) reloads it with the finance screens.
 */
export const pnlKeys = {
  report: (request: PnlRequest) => ['operations', 'pnl', request] as const,
  cell: (request: PnlCellRequest) => ['operations', 'pnl-cell', request] as const,
  taxRegimes: () => ['operations', 'tax-regimes'] as const,
};

export const pnlQuery = (api: ApiClient, request: PnlRequest) =>
  queryOptions({
    queryKey: pnlKeys.report(request),
    queryFn: () => api.json<PnlReport>('reader', 'v1/ProfitAndLoss/GetProfitAndLoss', { json: request }),
    placeholderData: keepPreviousData,
  });

export const pnlCellQuery = (api: ApiClient, request: PnlCellRequest) =>
  queryOptions({
    queryKey: pnlKeys.cell(request),
    queryFn: () => api.json<PnlCell>('reader', 'v1/ProfitAndLoss/GetProfitAndLossCell', { json: request }),
  });

export const taxRegimesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pnlKeys.taxRegimes(),
    queryFn: () => api.json<TaxRegimeList>('reader', 'v1/ProfitAndLoss/TaxRegimes'),
  });

export const saveTaxRegimes = (api: ApiClient, items: TaxRegime[]) =>
  api.json<TaxRegimeList>('command', 'v1/ProfitAndLoss/TaxRegimes', { method: 'put', json: { Items: items } });

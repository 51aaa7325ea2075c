import * as z from 'zod/mini';
import { lenient } from '../../../../../grids/gridSearch.js';
import type { ClusterSalesReportRequest } from '../../../../../../contracts/supplyPlanning.js';

const count = (max: number) => lenient(z.int().check(z.minimum(0), z.maximum(max)));
const flag = lenient(z.boolean());
const ids = lenient(z.array(z.int().check(z.minimum(1))));

/** The cluster sales report's parameters in the URL; an absent one is the server's default. */
export const clusterReportSearch = z.object({
  days: count(365),
  notify: count(365),
  minShipment: count(1_000_000),
  minDays: count(365),
  maxDays: count(365),
  minimal: flag,
  preparation: flag,
  active: flag,
  clusters: ids,
  dropOffs: ids,
});
export type ClusterReportSearch = z.infer<typeof clusterReportSearch>;

export const CLUSTER_REPORT_DEFAULTS = { days: 28, minShipment: 0, minDays: 14, maxDays: 28 } as const;

export function clusterReportRequestOf(search: ClusterReportSearch): Partial<ClusterSalesReportRequest> {
  return {
    DaysToAnalyze: search.days || CLUSTER_REPORT_DEFAULTS.days,
    NotificationPeriodInDays: search.notify ?? null,
    MinShipmentAmount: search.minShipment ?? CLUSTER_REPORT_DEFAULTS.minShipment,
    MinStockDaysAmount: search.minDays ?? CLUSTER_REPORT_DEFAULTS.minDays,
    // A range upside down is not sent: the upper end follows the lower one.
    MaxStockDaysAmount: Math.max(
      search.maxDays ?? CLUSTER_REPORT_DEFAULTS.maxDays,
      search.minDays ?? CLUSTER_REPORT_DEFAULTS.minDays,
    ),
    RespectMinimalStock: search.minimal ?? true,
    RespectSupplyPreparationPeriod: search.preparation ?? true,
    RespectActiveSupplyOrders: search.active ?? true,
    ClusterIDs: search.clusters ?? [],
    DropOffWarehouseIDs: search.dropOffs ?? [],
  };
}

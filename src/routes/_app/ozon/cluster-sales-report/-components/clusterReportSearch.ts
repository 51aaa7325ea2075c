import { z } from 'zod';
import type { ClusterSalesReportRequest } from '../../../../../../contracts/supplyPlanning.js';

const count = (max: number) => z.number().int().min(0).max(max).optional().catch(undefined);
const flag = z.boolean().optional().catch(undefined);
const ids = z.array(z.number().int().min(1)).optional().catch(undefined);

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

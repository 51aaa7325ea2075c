import type { ClusterSalesReportItem, WarehouseAvailability } from '../../../../../../contracts/supplyPlanning.js';

/** A cluster's header row: its name, whether it takes supplies, and the shipment in all. */
export interface ClusterHeaderRow {
  kind: 'cluster';
  id: string;
  clusterId: number;
  name: string;
  availability: WarehouseAvailability;
  unavailable: ClusterSalesReportItem['UnavailableWarehouses'];
  packages: number;
  shipmentFrom: number;
  shipmentTo: number;
}

export interface PackageRow extends ClusterSalesReportItem {
  kind: 'package';
  id: string;
}

export type ClusterReportRow = ClusterHeaderRow | PackageRow;

export const packageRowId = (item: Pick<ClusterSalesReportItem, 'ID' | 'Cluster'>) => `${item.Cluster.ID}:${item.ID}`;

/**
 * The report's rows grouped by cluster, in the server's order (clusters by name, what runs out first
 * first): a header per cluster with its totals, then its packages.
 */
export function groupByCluster(items: ClusterSalesReportItem[]): ClusterReportRow[] {
  const rows: ClusterReportRow[] = [];
  const headers = new Map<number, ClusterHeaderRow>();
  for (const item of items) {
    let header = headers.get(item.Cluster.ID);
    if (!header) {
      header = {
        kind: 'cluster',
        id: `cluster-${item.Cluster.ID}`,
        clusterId: item.Cluster.ID,
        name: item.Cluster.Name,
        availability: item.ClusterAvailability,
        unavailable: item.UnavailableWarehouses,
        packages: 0,
        shipmentFrom: 0,
        shipmentTo: 0,
      };
      headers.set(item.Cluster.ID, header);
      rows.push(header);
    }
    header.packages += 1;
    header.shipmentFrom += item.ShipmentAmountFrom;
    header.shipmentTo += item.ShipmentAmountTo;
    rows.push({ ...item, kind: 'package', id: packageRowId(item) });
  }
  // Rows of one cluster follow its header even if the server's order interleaved them.
  return [...headers.values()].flatMap((header) => [
    header,
    ...rows.filter((row): row is PackageRow => row.kind === 'package' && row.Cluster.ID === header.clusterId),
  ]);
}

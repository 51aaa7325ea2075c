import { describe, expect, it } from 'vitest';
import type { ClusterSalesReportItem } from '../../../../../../contracts/supplyPlanning.js';
import { groupByCluster } from './clusterReportGrouping.js';

const item = (id: number, cluster: [number, string], from: number, to: number): ClusterSalesReportItem => ({
  ID: id,
  Name: `Упаковка ${id}`,
  Cluster: { ID: cluster[0], Name: cluster[1] },
  SalesCount: 10,
  SalesRate: 1,
  AvailableQuantity: 1,
  ReservedQuantity: 0,
  InTransitQuantity: 0,
  StockInDays: 1,
  PreparationDays: 0,
  MinimalStock: 0,
  ShipmentAmountFrom: from,
  ShipmentAmountTo: to,
  ClusterAvailability: 'Open',
  UnavailableWarehouses: [],
});

describe('the cluster report grouped by cluster', () => {
  it('puts a header with the totals before each cluster, keeping the server order within it', () => {
    const rows = groupByCluster([
      item(1, [5, 'Казань'], 2, 4),
      item(2, [9, 'Москва'], 10, 20),
      item(3, [5, 'Казань'], 1, 3),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['cluster-5', '5:1', '5:3', 'cluster-9', '9:2']);
    expect(rows[0]).toMatchObject({ kind: 'cluster', name: 'Казань', packages: 2, shipmentFrom: 3, shipmentTo: 7 });
  });

  it('has no rows for an empty report', () => {
    expect(groupByCluster([])).toEqual([]);
  });
});

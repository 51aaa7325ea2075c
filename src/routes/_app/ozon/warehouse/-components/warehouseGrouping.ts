import { OzonWarehouseStatus, type OzonWarehouseClusterType } from '../../../../../../contracts/enums.js';
import type { OzonWarehouse, OzonWarehouseCluster } from '../../../../../../contracts/ozonWarehouses.js';

export type Warehouse = Omit<OzonWarehouse, 'WarehouseCluster'>;
type Cluster = Pick<OzonWarehouseCluster, 'ID' | 'Name' | 'Type'>;

/** The key of the group of warehouses without a cluster (own FBS warehouses, new ones). */
export const NO_CLUSTER = 'none';

export interface WarehouseFilter {
  /** Words to find in the name, aliases, address, Ozon ID or cluster name (case does not matter). */
  text?: string;
  status?: OzonWarehouseStatus;
}

/** The header row of a cluster: its name and type, and how many of its warehouses are in each status. */
export interface GroupRow {
  kind: 'group';
  id: string;
  name: string;
  type: OzonWarehouseClusterType | null;
  count: number;
  byStatus: Record<OzonWarehouseStatus, number>;
  collapsed: boolean;
}

export interface WarehouseRow {
  kind: 'warehouse';
  id: number;
  group: string;
  warehouse: Warehouse;
}

export type WarehouseGridRow = GroupRow | WarehouseRow;

const groupKey = (clusterId: number | null) => (clusterId === null ? NO_CLUSTER : String(clusterId));

function matches(warehouse: Warehouse, clusterName: string, filter: WarehouseFilter): boolean {
  if (filter.status !== undefined && warehouse.Status !== filter.status) return false;
  const words = (filter.text ?? '').toLocaleLowerCase('ru').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    warehouse.Name,
    ...warehouse.Aliases,
    warehouse.Address ?? '',
    String(warehouse.OzonID),
    clusterName,
  ]
    .join('\n')
    .toLocaleLowerCase('ru');
  return words.every((word) => haystack.includes(word));
}

/**
 * The rows of the warehouses grid: a header row per cluster (by name, in Russian order; those without
 * a cluster last), each followed by its warehouses by name unless the group is collapsed. Only
 * warehouses the filter lets through count, and a cluster with none of them is left out.
 */
export function groupWarehouses(
  clusters: Cluster[],
  warehouses: Warehouse[],
  options: { filter: WarehouseFilter; collapsed: ReadonlySet<string>; noClusterName: string },
): WarehouseGridRow[] {
  const collator = new Intl.Collator('ru', { numeric: true });
  const clusterById = new Map(clusters.map((cluster) => [cluster.ID, cluster]));
  const clusterName = (id: number | null) => (id === null ? options.noClusterName : (clusterById.get(id)?.Name ?? ''));
  const members = new Map<string, Warehouse[]>();
  for (const warehouse of warehouses) {
    // A cluster the list does not know (removed meanwhile) is as good as none.
    const clusterId = clusterById.has(warehouse.OzonWarehouseClusterID ?? -1) ? warehouse.OzonWarehouseClusterID : null;
    if (!matches(warehouse, clusterName(clusterId), options.filter)) continue;
    const key = groupKey(clusterId);
    members.set(key, [...(members.get(key) ?? []), warehouse]);
  }
  const groups = [...members.keys()].sort((a, b) => {
    if (a === NO_CLUSTER || b === NO_CLUSTER) return Number(a === NO_CLUSTER) - Number(b === NO_CLUSTER);
    return collator.compare(clusterName(Number(a)), clusterName(Number(b)));
  });
  return groups.flatMap((key) => {
    const list = members.get(key)!.sort((a, b) => collator.compare(a.Name, b.Name));
    const byStatus = { [OzonWarehouseStatus.New]: 0, [OzonWarehouseStatus.Ready]: 0, [OzonWarehouseStatus.Missing]: 0 };
    for (const warehouse of list) byStatus[warehouse.Status] += 1;
    const cluster = key === NO_CLUSTER ? null : clusterById.get(Number(key))!;
    const collapsed = options.collapsed.has(key);
    const header: GroupRow = {
      kind: 'group',
      id: `cluster-${key}`,
      name: cluster?.Name ?? options.noClusterName,
      type: cluster?.Type ?? null,
      count: list.length,
      byStatus,
      collapsed,
    };
    const rows: WarehouseRow[] = collapsed
      ? []
      : list.map((warehouse) => ({ kind: 'warehouse', id: warehouse.ID, group: key, warehouse }));
    return [header, ...rows];
  });
}

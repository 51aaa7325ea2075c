import { describe, expect, it } from 'vitest';
import { OzonWarehouseStatus } from '../../../../../../contracts/enums.js';
import { groupWarehouses, NO_CLUSTER, type Warehouse } from './warehouseGrouping.js';

const clusters = [
  { ID: 1, Name: 'Санкт-Петербург и СЗО', Type: 2 as const },
  { ID: 2, Name: 'Москва, МО и Дальние регионы', Type: 2 as const },
  { ID: 3, Name: 'Алматы', Type: 1 as const },
];
let nextId = 1;
const warehouse = (name: string, clusterId: number | null, change: Partial<Warehouse> = {}): Warehouse => ({
  ID: nextId,
  OzonID: 1000 + nextId++,
  OzonWarehouseClusterID: clusterId,
  Name: name,
  Address: null,
  Standalone: false,
  SellerWarehouse: false,
  Aliases: [],
  Status: OzonWarehouseStatus.New,
  Type: 1,
  ...change,
});
const warehouses = [
  warehouse('ХОРУГВИНО_РФЦ', 2, { Aliases: ['Хоругвино'], Status: OzonWarehouseStatus.Ready }),
  warehouse('ПУШКИНО_1_РФЦ', 1),
  warehouse('ГРИВНО_РФЦ', 2, { Address: 'Подольск, деревня Гривно' }),
  warehouse('Склад продавца, Москва', null, { SellerWarehouse: true }),
  warehouse('АЛМАТЫ_РФЦ', 3, { Status: OzonWarehouseStatus.Missing }),
];
const noClusterName = 'Без кластера';
const group = (options: Partial<Parameters<typeof groupWarehouses>[2]> = {}) =>
  groupWarehouses(clusters, warehouses, { filter: {}, collapsed: new Set(), noClusterName, ...options });
const names = (rows: ReturnType<typeof group>) =>
  rows.map((row) => (row.kind === 'group' ? `# ${row.name}` : row.warehouse.Name));

describe('warehouses grouped by cluster', () => {
  it('puts clusters in Russian alphabetical order, their warehouses by name, those without a cluster last', () => {
    expect(names(group())).toEqual([
      '# Алматы',
      'АЛМАТЫ_РФЦ',
      '# Москва, МО и Дальние регионы',
      'ГРИВНО_РФЦ',
      'ХОРУГВИНО_РФЦ',
      '# Санкт-Петербург и СЗО',
      'ПУШКИНО_1_РФЦ',
      '# Без кластера',
      'Склад продавца, Москва',
    ]);
  });

  it('counts the warehouses of a cluster in each status', () => {
    const moscow = group().find((row) => row.kind === 'group' && row.name.startsWith('Москва'));
    expect(moscow).toMatchObject({ count: 2, byStatus: { 0: 1, 1: 1, 2: 0 }, type: 2 });
  });

  it('folds a collapsed cluster to its header, keeping its counts', () => {
    const rows = group({ collapsed: new Set(['2', NO_CLUSTER]) });
    expect(names(rows)).toEqual([
      '# Алматы',
      'АЛМАТЫ_РФЦ',
      '# Москва, МО и Дальние регионы',
      '# Санкт-Петербург и СЗО',
      'ПУШКИНО_1_РФЦ',
      '# Без кластера',
    ]);
    expect(rows.find((row) => row.kind === 'group' && row.collapsed)).toMatchObject({ count: 2 });
  });

  it('finds by any word of the name, alias, address, Ozon ID or cluster, keeping only clusters with matches', () => {
    expect(names(group({ filter: { text: 'хоругвино' } }))).toEqual([
      '# Москва, МО и Дальние регионы',
      'ХОРУГВИНО_РФЦ',
    ]);
    expect(names(group({ filter: { text: 'подольск' } }))).toEqual(['# Москва, МО и Дальние регионы', 'ГРИВНО_РФЦ']);
    expect(names(group({ filter: { text: 'санкт' } }))).toEqual(['# Санкт-Петербург и СЗО', 'ПУШКИНО_1_РФЦ']);
    expect(names(group({ filter: { text: String(warehouses[4]!.OzonID) } }))).toEqual(['# Алматы', 'АЛМАТЫ_РФЦ']);
    expect(group({ filter: { text: 'нет такого' } })).toEqual([]);
  });

  it('filters by status, and by status and words together', () => {
    expect(names(group({ filter: { status: OzonWarehouseStatus.Missing } }))).toEqual(['# Алматы', 'АЛМАТЫ_РФЦ']);
    expect(names(group({ filter: { status: OzonWarehouseStatus.New, text: 'москва' } }))).toEqual([
      '# Москва, МО и Дальние регионы',
      'ГРИВНО_РФЦ',
      '# Без кластера',
      'Склад продавца, Москва',
    ]);
  });
});

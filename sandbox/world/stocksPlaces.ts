import { hashSeed, Random } from '../random.js';
import type { FboWarehouse } from './geography.js';
import type { World } from './world.js';

/**
 * Where stock can be brought and kept besides the clusters of world.ts: coordinates of Ozon's
 * warehouses, the points that take cross-docking supplies (sorting centres, order-receiving points,
 * pick-up points), and Ozon's clusters in the CIS, which exist for every seller even if this one
 * sends nothing there.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const WAREHOUSE_COORDINATES: Record<string, Coordinates> = {
  ХОРУГВИНО_РФЦ: { latitude: 56.0712, longitude: 37.1018 },
  ПУШКИНО_1_РФЦ: { latitude: 56.0107, longitude: 37.8544 },
  ГРИВНО_РФЦ: { latitude: 55.3612, longitude: 37.4701 },
  СОФЬИНО_РФЦ: { latitude: 55.4951, longitude: 38.1727 },
  САНКТ_ПЕТЕРБУРГ_РФЦ: { latitude: 59.7853, longitude: 30.3921 },
  СПБ_БУГРЫ_РФЦ: { latitude: 60.0685, longitude: 30.3914 },
  КАЗАНЬ_РФЦ_НОВЫЙ: { latitude: 55.8714, longitude: 48.9012 },
  ЕКАТЕРИНБУРГ_РФЦ_НОВЫЙ: { latitude: 56.7806, longitude: 60.7321 },
  НОВОСИБИРСК_РФЦ_НОВЫЙ: { latitude: 54.9987, longitude: 82.6803 },
  АДЫГЕЙСК_РФЦ: { latitude: 44.8829, longitude: 39.1906 },
  РОСТОВ_НА_ДОНУ_РФЦ: { latitude: 47.2702, longitude: 39.8717 },
  САМАРА_РФЦ: { latitude: 53.5031, longitude: 50.0335 },
  ВОРОНЕЖ_2_РФЦ: { latitude: 51.8513, longitude: 39.2011 },
  КРАСНОЯРСК_МРФЦ: { latitude: 56.0187, longitude: 92.8932 },
};

const CITY_COORDINATES: Record<string, Coordinates> = {
  Москва: { latitude: 55.7558, longitude: 37.6173 },
  Подольск: { latitude: 55.4242, longitude: 37.5547 },
};

/** A stable spot near a known place (or Moscow), for names the tables above do not have. */
function near(name: string, base: Coordinates = CITY_COORDINATES['Москва']): Coordinates {
  const h = hashSeed('coordinates', name);
  return {
    latitude: Math.round((base.latitude + ((h % 1000) - 500) / 10_000) * 1e6) / 1e6,
    longitude: Math.round((base.longitude + (((h >>> 10) % 1000) - 500) / 10_000) * 1e6) / 1e6,
  };
}

export const coordinatesOf = (name: string): Coordinates =>
  WAREHOUSE_COORDINATES[name] ?? CITY_COORDINATES[name] ?? near(name);

/** Ids like Ozon's 64-bit warehouse ids, from the name (the same scheme as geography.ts). */
const pointId = (name: string) => 1_020_000_000_000_000 + (hashSeed('warehouse', name) % 900_000_000) * 1000;

export type SupplyPointType =
  | 'WAREHOUSE_TYPE_FULL_FILLMENT'
  | 'WAREHOUSE_TYPE_CROSS_DOCK'
  | 'WAREHOUSE_TYPE_SORTING_CENTER'
  | 'WAREHOUSE_TYPE_ORDERS_RECEIVING_POINT'
  | 'WAREHOUSE_TYPE_DELIVERY_POINT';

export interface SupplyPoint {
  id: number;
  name: string;
  address: string;
  type: SupplyPointType;
  coordinates: Coordinates;
  /** Direct supplies go to storage warehouses; cross-docking supplies can be left at any point. */
  direct: boolean;
  crossdock: boolean;
}

const FBO_TYPES: Record<FboWarehouse['type'], SupplyPointType> = {
  FULL_FILLMENT: 'WAREHOUSE_TYPE_FULL_FILLMENT',
  CROSS_DOCK: 'WAREHOUSE_TYPE_CROSS_DOCK',
  SORTING_CENTER: 'WAREHOUSE_TYPE_SORTING_CENTER',
};

const STREETS = ['ул. Ленина', 'ул. Гагарина', 'пр. Мира', 'ул. Садовая', 'ул. Промышленная', 'ул. Советская'];

/** Ozon's warehouses and, in each city of the clusters, an order-receiving point and a pick-up point. */
export function supplyPoints(world: World): SupplyPoint[] {
  return world.memo('supply-points', () => {
    const points: SupplyPoint[] = world.fboWarehouses
      .filter((warehouse) => warehouse.acceptsSupplies || warehouse.type === 'SORTING_CENTER')
      .map((warehouse) => ({
        id: warehouse.id,
        name: warehouse.name,
        address: warehouse.address,
        type: FBO_TYPES[warehouse.type],
        coordinates: coordinatesOf(warehouse.name),
        direct: warehouse.type !== 'SORTING_CENTER',
        crossdock: true,
      }));
    const hub = world.fboWarehouses[0];
    for (const cluster of world.clusters) {
      const base = coordinatesOf(cluster.warehouses[0]?.name ?? hub.name);
      for (const city of cluster.regions.flatMap((region) => region.cities)) {
        const random = new Random('supply-points', city);
        const street = `${random.pick(STREETS)}, ${random.int(2, 180)}`;
        const pvzStreet = `${random.pick(STREETS)}, ${random.int(2, 180)}`;
        const receiving = `${city.toUpperCase().replace(/[\s-]+/g, '_')}_ППЗ_${random.int(1, 9)}`;
        const pickup = `Пункт выдачи Ozon, ${city}, ${pvzStreet}`;
        points.push(
          {
            id: pointId(receiving),
            name: receiving,
            address: `г. ${city}, ${street}`,
            type: 'WAREHOUSE_TYPE_ORDERS_RECEIVING_POINT',
            coordinates: near(receiving, base),
            direct: false,
            crossdock: true,
          },
          {
            id: pointId(pickup),
            name: pickup,
            address: `г. ${city}, ${pvzStreet}`,
            type: 'WAREHOUSE_TYPE_DELIVERY_POINT',
            coordinates: near(pickup, base),
            direct: false,
            crossdock: true,
          },
        );
      }
    }
    return points;
  });
}

export interface CisCluster {
  id: number;
  macrolocalId: number;
  name: string;
  country: { name: string; uid: string };
  warehouses: { id: number; name: string; type: 'FULL_FILLMENT' | 'SORTING_CENTER' }[];
}

const CIS: { name: string; country: { name: string; uid: string }; warehouses: string[] }[] = [
  { name: 'Беларусь', country: { name: 'Беларусь', uid: 'BY' }, warehouses: ['МИНСК_МПСЦ'] },
  { name: 'Казахстан', country: { name: 'Казахстан', uid: 'KZ' }, warehouses: ['АЛМАТЫ_РФЦ', 'АСТАНА_РФЦ'] },
  { name: 'Армения', country: { name: 'Армения', uid: 'AM' }, warehouses: ['ЕРЕВАН_РФЦ'] },
  { name: 'Кыргызстан', country: { name: 'Кыргызстан', uid: 'KG' }, warehouses: ['БИШКЕК_РФЦ'] },
];

export const CIS_CLUSTERS: CisCluster[] = CIS.map((cluster, index) => ({
  id: 5000 + index * 7,
  macrolocalId: 200 + index,
  name: cluster.name,
  country: cluster.country,
  warehouses: cluster.warehouses.map((name) => ({
    id: pointId(name),
    name,
    type: name.includes('МПСЦ') ? 'SORTING_CENTER' : 'FULL_FILLMENT',
  })),
}));

/** Search as Ozon's point search works: part of a warehouse's name or address, a pick-up point by its full name. */
export function matchesSearch(point: SupplyPoint, search: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/_/g, ' ').trim();
  const query = normal(search);
  if (point.type === 'WAREHOUSE_TYPE_DELIVERY_POINT') return normal(point.name) === query;
  return normal(point.name).includes(query) || normal(point.address).includes(query);
}

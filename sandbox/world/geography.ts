import { hashSeed } from '../random.js';

/**
 * Ozon's FBO geography as a seller sees it: clusters of fulfilment warehouses, with the share of
 * buyers each cluster serves. Names follow Ozon's warehouse list (upper case, underscores).
 */
export interface Cluster {
  id: number;
  name: string;
  /** Macrolocal cluster id as in /v2/cluster/list. */
  macrolocalId: number;
  /** Share of the seller's buyers living in the cluster. */
  demandShare: number;
  regions: { region: string; cities: string[] }[];
  warehouses: FboWarehouse[];
}

export interface FboWarehouse {
  id: number;
  name: string;
  clusterId: number;
  type: 'FULL_FILLMENT' | 'CROSS_DOCK' | 'SORTING_CENTER';
  address: string;
  /** Accepts supplies directly (a drop-off point for cross-docking too). */
  acceptsSupplies: boolean;
}

export interface FbsWarehouse {
  id: number;
  name: string;
  isRfbs: boolean;
  status: 'created' | 'disabled';
}

interface ClusterSeed {
  name: string;
  demandShare: number;
  regions: { region: string; cities: string[] }[];
  warehouses: { name: string; address: string; type?: FboWarehouse['type'] }[];
}

const CLUSTERS: ClusterSeed[] = [
  {
    name: 'Москва, МО и Дальние регионы',
    demandShare: 0.3,
    regions: [
      { region: 'Москва', cities: ['Москва', 'Зеленоград'] },
      { region: 'Московская область', cities: ['Балашиха', 'Подольск', 'Химки', 'Мытищи', 'Люберцы'] },
    ],
    warehouses: [
      { name: 'ХОРУГВИНО_РФЦ', address: 'Московская обл., г. Солнечногорск, д. Хоругвино, ш. Ленинградское, 1' },
      { name: 'ПУШКИНО_1_РФЦ', address: 'Московская обл., г. Пушкино, Ярославское ш., 35' },
      { name: 'ГРИВНО_РФЦ', address: 'Московская обл., г. Подольск, пос. Гривно, Стрелковская ул., 2' },
      { name: 'СОФЬИНО_РФЦ', address: 'Московская обл., Раменский р-н, с. Софьино, 1/1', type: 'SORTING_CENTER' },
    ],
  },
  {
    name: 'Санкт-Петербург и СЗО',
    demandShare: 0.12,
    regions: [
      { region: 'Санкт-Петербург', cities: ['Санкт-Петербург', 'Колпино'] },
      { region: 'Ленинградская область', cities: ['Гатчина', 'Всеволожск'] },
    ],
    warehouses: [
      { name: 'САНКТ_ПЕТЕРБУРГ_РФЦ', address: 'г. Санкт-Петербург, пос. Шушары, Московское ш., 153' },
      { name: 'СПБ_БУГРЫ_РФЦ', address: 'Ленинградская обл., пос. Бугры, Школьная ул., 11' },
    ],
  },
  {
    name: 'Казань',
    demandShare: 0.08,
    regions: [
      { region: 'Республика Татарстан', cities: ['Казань', 'Набережные Челны'] },
      { region: 'Чувашская Республика', cities: ['Чебоксары'] },
    ],
    warehouses: [{ name: 'КАЗАНЬ_РФЦ_НОВЫЙ', address: 'Республика Татарстан, Зеленодольский р-н, с. Осиново, 1' }],
  },
  {
    name: 'Екатеринбург',
    demandShare: 0.09,
    regions: [
      { region: 'Свердловская область', cities: ['Екатеринбург', 'Нижний Тагил'] },
      { region: 'Челябинская область', cities: ['Челябинск', 'Магнитогорск'] },
    ],
    warehouses: [
      { name: 'ЕКАТЕРИНБУРГ_РФЦ_НОВЫЙ', address: 'Свердловская обл., г. Екатеринбург, ул. Логистическая, 6' },
    ],
  },
  {
    name: 'Новосибирск',
    demandShare: 0.08,
    regions: [
      { region: 'Новосибирская область', cities: ['Новосибирск', 'Бердск'] },
      { region: 'Омская область', cities: ['Омск'] },
    ],
    warehouses: [{ name: 'НОВОСИБИРСК_РФЦ_НОВЫЙ', address: 'Новосибирская обл., г. Обь, ул. ЖКО Аэропорта, 26' }],
  },
  {
    name: 'Краснодар',
    demandShare: 0.1,
    regions: [
      { region: 'Краснодарский край', cities: ['Краснодар', 'Сочи', 'Новороссийск'] },
      { region: 'Республика Адыгея', cities: ['Майкоп'] },
    ],
    warehouses: [{ name: 'АДЫГЕЙСК_РФЦ', address: 'Республика Адыгея, г. Адыгейск, ул. Ленина, 1' }],
  },
  {
    name: 'Ростов',
    demandShare: 0.08,
    regions: [
      { region: 'Ростовская область', cities: ['Ростов-на-Дону', 'Таганрог'] },
      { region: 'Волгоградская область', cities: ['Волгоград'] },
    ],
    warehouses: [{ name: 'РОСТОВ_НА_ДОНУ_РФЦ', address: 'Ростовская обл., Аксайский р-н, х. Ленина, ул. Логопарк, 5' }],
  },
  {
    name: 'Самара',
    demandShare: 0.07,
    regions: [
      { region: 'Самарская область', cities: ['Самара', 'Тольятти'] },
      { region: 'Саратовская область', cities: ['Саратов'] },
    ],
    warehouses: [{ name: 'САМАРА_РФЦ', address: 'Самарская обл., Волжский р-н, пос. Курумоч, Солнечная ул., 1' }],
  },
  {
    name: 'Воронеж',
    demandShare: 0.05,
    regions: [
      { region: 'Воронежская область', cities: ['Воронеж'] },
      { region: 'Белгородская область', cities: ['Белгород'] },
    ],
    warehouses: [{ name: 'ВОРОНЕЖ_2_РФЦ', address: 'Воронежская обл., Рамонский р-н, пос. Солнечный, 1' }],
  },
  {
    name: 'Красноярск',
    demandShare: 0.03,
    regions: [{ region: 'Красноярский край', cities: ['Красноярск', 'Норильск'] }],
    warehouses: [
      { name: 'КРАСНОЯРСК_МРФЦ', address: 'Красноярский край, г. Красноярск, ул. Шахтёров, 83', type: 'CROSS_DOCK' },
    ],
  },
];

/** Stable ids in the ranges Ozon uses (warehouse ids are 64-bit numbers, e.g. 1020000089903000). */
const warehouseId = (name: string) => 1_020_000_000_000_000 + (hashSeed('warehouse', name) % 900_000_000) * 1000;

export function buildClusters(): Cluster[] {
  return CLUSTERS.map((seed, index) => {
    const id = 4000 + index * 7;
    return {
      id,
      name: seed.name,
      macrolocalId: 100 + index,
      demandShare: seed.demandShare,
      regions: seed.regions,
      warehouses: seed.warehouses.map((warehouse) => ({
        id: warehouseId(warehouse.name),
        name: warehouse.name,
        clusterId: id,
        type: warehouse.type ?? 'FULL_FILLMENT',
        address: warehouse.address,
        acceptsSupplies: warehouse.type !== 'SORTING_CENTER',
      })),
    };
  });
}

export function buildFbsWarehouses(clientId: string): FbsWarehouse[] {
  return [
    {
      id: 22_000_000_000_000 + (hashSeed(clientId, 'fbs-1') % 1_000_000),
      name: 'Склад продавца, Москва',
      isRfbs: false,
      status: 'created',
    },
    {
      id: 22_000_000_000_000 + (hashSeed(clientId, 'fbs-2') % 1_000_000),
      name: 'Экспресс rFBS, Подольск',
      isRfbs: true,
      status: 'created',
    },
  ];
}

import { Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import type { Cluster, FboWarehouse, FbsWarehouse } from './geography.js';
import {
  DAY_MS,
  FBO_UNITS_PER_DAY,
  daysSinceLastSale,
  simulateShelf,
  sumLast,
  type Replenishment,
} from './stocksSimulation.js';
import { fboReserves, reserveKey } from './stocksReserve.js';
import type { World } from './world.js';

/** One card at one Ozon warehouse: what every stock method of the sandbox reports. */
export interface FboStock {
  card: OzonProductCard;
  cluster: Cluster;
  warehouse: FboWarehouse;
  /** Units on the shelf, `reserved` of them already ordered and waiting to be shipped. */
  present: number;
  reserved: number;
  /** A supply that arrived today and is being accepted ("готовим к продаже"). */
  inAcceptance: number;
  /** Units of a supply on its way (due in 1–4 days) and of a supply order still being prepared. */
  transit: number;
  requested: number;
  returning: number;
  defect: number;
  /** Discounted (уценённые) units of the card here; Ozon sells them under a SKU of their own. */
  discounted: number;
  sold28: number;
  sold60: number;
  averageStock60: number;
  daysWithoutSales: number;
  hadStock56: boolean;
}

/** One card at one of the seller's own (FBS or rFBS) warehouses. */
export interface FbsStock {
  card: OzonProductCard;
  warehouse: FbsWarehouse;
  present: number;
  reserved: number;
}

export interface StockTable {
  /** Ordered by SKU, then warehouse name. */
  fbo: FboStock[];
  fboByProduct: Map<number, FboStock[]>;
  fbsByProduct: Map<number, FbsStock[]>;
  /** Discounted SKU → the card it is a discounted copy of. */
  discountedCards: Map<number, OzonProductCard>;
}

/** Ozon gives a discounted item its own SKU; here it is derived from the card's. */
export const discountedSkuOf = (card: OzonProductCard) => card.sku + 3_000_000_000;

/** Cards Ozon holds stock for: not archived, and with an SKU (a card still being created has none). */
export const isStockable = (card: OzonProductCard) => !card.isArchived && card.sku !== 0;

/** The one table all stock methods read, so that they agree with each other (built once per cabinet). */
export const stockTable = (world: World): StockTable => world.memo('stocks', () => buildStockTable(world));

/** Where a card is stored: its share of each carrying warehouse's demand. */
function placements(
  world: World,
  card: OzonProductCard,
): { warehouse: FboWarehouse; cluster: Cluster; share: number }[] {
  const random = new Random(world.seed, 'stock-placement', card.productId);
  const hub = world.clusters.reduce((best, cluster) => (cluster.demandShare > best.demandShare ? cluster : best));
  // Best sellers are kept in every cluster; the long tail in a few, its other buyers served from the hub.
  const carried = world.clusters.filter(
    (cluster) => cluster === hub || random.chance(Math.min(0.95, 0.25 + card.popularity * 0.5)),
  );
  const uncarried = world.clusters.reduce(
    (sum, cluster) => sum + (carried.includes(cluster) ? 0 : cluster.demandShare),
    0,
  );
  return carried.flatMap((cluster) => {
    const clusterShare = cluster.demandShare + (cluster === hub ? uncarried : 0);
    const storage = cluster.warehouses.filter((warehouse) => warehouse.type !== 'SORTING_CENTER');
    const first = random.int(0, storage.length - 1);
    if (storage.length < 2 || !random.chance(0.4)) return [{ warehouse: storage[first], cluster, share: clusterShare }];
    const second = (first + 1 + random.int(0, storage.length - 2)) % storage.length;
    const split = 0.4 + random.next() * 0.2;
    return [
      { warehouse: storage[first], cluster, share: clusterShare * split },
      { warehouse: storage[second], cluster, share: clusterShare * (1 - split) },
    ];
  });
}

/**
 * A few cards the seller stopped supplying some weeks ago (going out of the range, or waiting for a
 * new batch from the factory): their shelves empty out and no supply is on its way.
 */
const isStalled = (world: World, card: OzonProductCard) =>
  new Random(world.seed, 'stalled', card.productId).chance(0.06);

function fboStock(
  world: World,
  card: OzonProductCard,
  placed: { cluster: Cluster; warehouse: FboWarehouse },
  daily: number,
  reserved: number,
) {
  const { cluster, warehouse } = placed;
  const random = new Random(world.seed, 'stock', card.productId, warehouse.id);
  const cycleDays = random.int(14, 42);
  // Some shelves are stocked for less than a cycle of sales and run empty before the next supply.
  const cover = 0.7 + random.next() * 1.3;
  const today = Math.floor(world.now.getTime() / DAY_MS);
  const stalled = isStalled(world, card);
  const plan: Replenishment = {
    dailyDemand: daily,
    cycleDays,
    phase: random.int(0, cycleDays - 1),
    level: Math.max(random.int(2, 6), Math.ceil(daily * cycleDays * (stalled ? 0.8 : cover))),
    ...(stalled && { lastSupplyDay: today - new Random(world.seed, 'stalled-since', card.productId).int(30, 120) }),
  };
  const shelf = simulateShelf(world.seed, `${card.productId}/${warehouse.id}`, plan, today);
  const present = shelf.onHand;
  const supply = Math.max(0, plan.level - Math.max(0, present - Math.round(daily * shelf.daysToSupply)));
  const row: FboStock = {
    card,
    cluster,
    warehouse,
    // The units of open orders are on the shelf until Ozon hands them to delivery.
    present: Math.max(present, reserved),
    reserved,
    inAcceptance: shelf.daysToSupply === 0 ? Math.max(0, plan.level - present) : 0,
    transit: shelf.daysToSupply >= 1 && shelf.daysToSupply <= 4 ? supply : 0,
    requested: shelf.daysToSupply >= 5 && shelf.daysToSupply <= 10 ? supply : 0,
    returning: Math.floor(daily * 0.3 + random.next()),
    defect: random.chance(0.03) ? random.int(1, 2) : 0,
    discounted: random.chance(0.015) ? random.int(1, 4) : 0,
    sold28: sumLast(shelf.soldByDay, 28),
    sold60: sumLast(shelf.soldByDay, 60),
    averageStock60: shelf.stockDays60 / 60,
    daysWithoutSales: daysSinceLastSale(shelf.soldByDay),
    hadStock56: shelf.hadStock56,
  };
  return row;
}

function fbsStocks(world: World, card: OzonProductCard): FbsStock[] {
  return world.fbsWarehouses.flatMap((warehouse) => {
    const random = new Random(world.seed, 'fbs-stock', card.productId, warehouse.id);
    // The own warehouse keeps most of the range for FBS; the express rFBS one only what sells fast nearby.
    if (!random.chance(warehouse.isRfbs ? 0.3 : 0.7)) return [];
    const present = random.chance(0.12) ? 0 : random.int(1, Math.max(3, Math.round(8 + card.popularity * 10)));
    return [{ card, warehouse, present, reserved: present ? Math.min(present, random.int(0, 2)) : 0 }];
  });
}

/**
 * A card at a warehouse that ships an open order of it without being one the card is placed at: an
 * FBO order ships from the buyer's cluster (postingLife.ts) whatever the placement, so there the
 * only units are the ones already ordered.
 */
function reservedOnly(card: OzonProductCard, cluster: Cluster, warehouse: FboWarehouse, units: number): FboStock {
  return {
    card,
    cluster,
    warehouse,
    present: units,
    reserved: units,
    inAcceptance: 0,
    transit: 0,
    requested: 0,
    returning: 0,
    defect: 0,
    discounted: 0,
    sold28: 0,
    sold60: 0,
    averageStock60: 0,
    daysWithoutSales: 60,
    hadStock56: true,
  };
}

function buildStockTable(world: World): StockTable {
  const cards = world.catalogue.cards.filter(isStockable);
  const totalPopularity = cards.reduce((sum, card) => sum + card.popularity, 0) || 1;
  const fbo: FboStock[] = [];
  const fbsByProduct = new Map<number, FbsStock[]>();
  const discountedCards = new Map<number, OzonProductCard>();
  // Reserved units are the open FBO postings' (stocksReserve.ts); what is left after the placements
  // is reserved at warehouses the card is not placed at.
  const reserves = fboReserves(world);
  for (const card of cards) {
    const daily = (FBO_UNITS_PER_DAY * world.scale * card.popularity) / totalPopularity;
    for (const { warehouse, cluster, share } of placements(world, card)) {
      const key = reserveKey(card.productId, warehouse.id);
      fbo.push(fboStock(world, card, { cluster, warehouse }, daily * share, reserves.get(key)?.units ?? 0));
      reserves.delete(key);
    }
    fbsByProduct.set(card.productId, fbsStocks(world, card));
  }
  for (const { card, warehouseId, units } of reserves.values()) {
    const cluster = world.clusters.find((candidate) => candidate.warehouses.some(({ id }) => id === warehouseId));
    const warehouse = cluster?.warehouses.find(({ id }) => id === warehouseId);
    if (cluster && warehouse) fbo.push(reservedOnly(card, cluster, warehouse, units));
  }
  fbo.sort((a, b) => a.card.sku - b.card.sku || a.warehouse.name.localeCompare(b.warehouse.name));
  const fboByProduct = new Map<number, FboStock[]>();
  for (const row of fbo) {
    const rows = fboByProduct.get(row.card.productId);
    if (rows) rows.push(row);
    else fboByProduct.set(row.card.productId, [row]);
    if (row.discounted > 0) discountedCards.set(discountedSkuOf(row.card), row.card);
  }
  return { fbo, fboByProduct, fbsByProduct, discountedCards };
}

/** Totals of one card over all Ozon warehouses. */
export function fboTotals(table: StockTable, card: OzonProductCard) {
  const rows = table.fboByProduct.get(card.productId) ?? [];
  const sum = (pick: (row: FboStock) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    rows,
    present: sum((row) => row.present),
    reserved: sum((row) => row.reserved),
    discounted: sum((row) => row.discounted),
    sold28: sum((row) => row.sold28),
    sold60: sum((row) => row.sold60),
    averageStock60: sum((row) => row.averageStock60),
    transit: sum((row) => row.transit),
  };
}

import { Random } from '../random.js';
import type { Cluster, FboWarehouse, FbsWarehouse } from './geography.js';
import { DAY_MS, HOUR_MS, mix32, type Scheme } from './postingsCalendar.js';

/**
 * What happens to one posting over time, drawn from its own seeded stream: where it goes, from
 * which warehouse, when it is packed, shipped and delivered, whether it is cancelled or returned.
 * Cheap on purpose (no products, no prices): filters by status, warehouse or date scan many of
 * these, and only the postings that make it into an answer are built in full.
 */
export type PostingStatus = 'awaiting_packaging' | 'awaiting_deliver' | 'delivering' | 'delivered' | 'cancelled';
export type ReturnKind = 'ClientReturn' | 'FullReturn';
export type CancellationType = 'client' | 'seller' | 'ozon' | 'system' | 'delivery';

export interface Cancellation {
  at: number;
  type: CancellationType;
  initiator: string;
  reasonId: number;
  reason: string;
  afterShip: boolean;
  affectsRating: boolean;
}

export interface PostingReturn {
  kind: ReturnKind;
  /** When the buyer handed the item back (ClientReturn) or refused it at the pickup point (FullReturn). */
  at: number;
  /** When it reached the return place: Ozon's warehouse (FBO) or the seller's pickup point (FBS). */
  arrivedAt: number;
  /** Which product of the posting comes back, as a share of the product list (0..1). */
  productPick: number;
  reasonIndex: number;
}

export interface PostingLife {
  scheme: Scheme;
  index: number;
  inProcessAt: number;
  createdAt: number;
  buyerCluster: Cluster;
  region: string;
  city: string;
  fromCluster: Cluster;
  /** FBO: an Ozon fulfilment warehouse; FBS: one of the seller's own warehouses. */
  warehouse: { id: number; name: string; isRfbs: boolean };
  isLocal: boolean;
  deliveryType: 'PVZ' | 'Courier' | 'Postamat';
  packedAt: number;
  shippedAt: number;
  deliveredAt: number;
  /** The deadline Ozon sets for handing an FBS posting over. */
  shipmentDeadline: number;
  cancellation: Cancellation | null;
  return: PostingReturn | null;
  /** The state at the world's "now". */
  status: PostingStatus;
  substatus: string;
  statusChangedAt: number;
}

export interface LifeContext {
  seed: number;
  nowMs: number;
  clusters: Cluster[];
  clusterWeights: number[];
  clusterIndexes: number[];
  /** Per buyer cluster, the weights of the other clusters an order may ship from when not local. */
  nonLocalWeights: number[][];
  /** Per cluster, the warehouses that ship orders (sorting centres do not). */
  shippingWarehouses: FboWarehouse[][];
  fbsWarehouses: FbsWarehouse[];
}

/** One posting in twenty is the one of its block that the buyer returns or refuses: ~5%. */
export const RETURN_BLOCK = 20;
export function returnCandidate(seed: number, scheme: Scheme, block: number): number {
  return block * RETURN_BLOCK + (mix32(seed ^ (scheme === 'fbs' ? 0x2f : 0x1f), block) % RETURN_BLOCK);
}
export function isReturnCandidate(seed: number, scheme: Scheme, index: number): boolean {
  return returnCandidate(seed, scheme, Math.floor(index / RETURN_BLOCK)) === index;
}
/** The longest a posting's story runs after it is placed (shipping, delivery, a return, its arrival). */
export const LONGEST_LIFE_MS = 40 * DAY_MS;
/** How long a posting can stay unfinished: statuses other than delivered/cancelled are only this recent. */
export const LONGEST_OPEN_MS = 16 * DAY_MS;

const CLIENT_REASONS: [number, string][] = [
  [501, 'Покупатель передумал'],
  [502, 'Покупатель нашёл товар дешевле'],
  [503, 'Изменились сроки доставки'],
  [507, 'Покупатель оформил новый заказ'],
];
const SELLER_REASONS: [number, string][] = [
  [352, 'Товар закончился на складе продавца'],
  [400, 'Остался только бракованный товар'],
  [402, 'Другое (вина продавца)'],
];
const SYSTEM_REASONS: [number, string][] = [
  [190, 'Отправление не оплачено'],
  [195, 'Покупатель не подтвердил заказ'],
];
const DELIVERY_REASONS: [number, string][] = [
  [666, 'Возврат из службы доставки: нет доставки в указанный регион'],
  [684, 'Отправление утеряно службой доставки'],
];
const INITIATOR: Record<CancellationType, string> = {
  client: 'Клиент',
  seller: 'Продавец',
  ozon: 'Ozon',
  system: 'Система',
  delivery: 'Служба доставки',
};

const DELIVERY_TYPES = ['PVZ', 'Courier', 'Postamat'] as const;
const DELIVERY_WEIGHTS = [0.72, 0.18, 0.1];

/** The per-world constants a life needs, computed once. */
export function lifeContext(
  seed: number,
  nowMs: number,
  clusters: Cluster[],
  fbsWarehouses: FbsWarehouse[],
): LifeContext {
  const shippingWarehouses = clusters.map((cluster) =>
    cluster.warehouses.filter((warehouse) => warehouse.type !== 'SORTING_CENTER'),
  );
  const clusterWeights = clusters.map((cluster) => cluster.demandShare);
  return {
    seed,
    nowMs,
    clusters,
    clusterWeights,
    clusterIndexes: clusters.map((_, i) => i),
    nonLocalWeights: clusters.map((_, buyer) =>
      clusterWeights.map((weight, i) => (i === buyer || !shippingWarehouses[i].length ? 0 : weight)),
    ),
    shippingWarehouses,
    fbsWarehouses: fbsWarehouses.filter((warehouse) => warehouse.status === 'created'),
  };
}

const hours = (random: Random, min: number, max: number) => (min + random.next() * (max - min)) * HOUR_MS;

function cancellationOf(
  random: Random,
  scheme: Scheme,
  times: { at: number; packedAt: number; shippedAt: number; deliveredAt: number },
): Cancellation {
  const roll = random.next();
  let type: CancellationType;
  let at: number;
  let reasons: [number, string][];
  if (roll < 0.55) {
    type = 'client';
    at = times.at + hours(random, 0.1, 6);
    reasons = CLIENT_REASONS;
  } else if (roll < 0.72) {
    type = 'system';
    at = times.at + hours(random, 0.2, 1);
    reasons = SYSTEM_REASONS;
  } else if (roll < 0.87 && scheme === 'fbs') {
    // Only an FBS seller can run out of stock between the order and the packing.
    type = 'seller';
    at = times.at + hours(random, 1, 20);
    reasons = SELLER_REASONS;
  } else if (roll < 0.87) {
    type = 'ozon';
    at = times.at + hours(random, 0.5, 4);
    reasons = SELLER_REASONS.slice(2);
  } else {
    type = 'delivery';
    at = times.shippedAt + (times.deliveredAt - times.shippedAt) * (0.3 + random.next() * 0.6);
    reasons = DELIVERY_REASONS;
  }
  const [reasonId, reason] = random.pick(reasons);
  return {
    at: Math.floor(at),
    type,
    initiator: INITIATOR[type],
    reasonId,
    reason,
    afterShip: at > times.shippedAt,
    affectsRating: type === 'seller',
  };
}

function statusAt(life: PostingLife, now: number) {
  const cancelled = life.cancellation && life.cancellation.at <= now ? life.cancellation : null;
  if (cancelled) return { status: 'cancelled' as const, substatus: 'posting_canceled', at: cancelled.at };
  // A refused posting reaches the pickup point but is never received: it stays there until refused.
  const refused = life.return?.kind === 'FullReturn';
  if (life.deliveredAt <= now && !refused) {
    const substatus = life.deliveryType === 'Courier' ? 'posting_delivered' : 'posting_received';
    return { status: 'delivered' as const, substatus, at: life.deliveredAt };
  }
  if (life.shippedAt <= now) {
    // On the way: first to the buyer's city, the last day in the pickup point or with the courier.
    const lastDay = now > life.deliveredAt - DAY_MS;
    const substatus = !lastDay
      ? life.isLocal
        ? 'posting_on_way_to_pickup_point'
        : 'posting_on_way_to_city'
      : life.deliveryType === 'Courier'
        ? 'posting_in_courier_service'
        : 'posting_in_pickup_point';
    return { status: 'delivering' as const, substatus, at: life.shippedAt };
  }
  if (life.packedAt <= now) {
    return { status: 'awaiting_deliver' as const, substatus: 'posting_transferring_to_delivery', at: life.packedAt };
  }
  return { status: 'awaiting_packaging' as const, substatus: 'posting_created', at: life.inProcessAt };
}

/** The life of posting `index` of a scheme placed at `inProcessAt`. */
export function postingLife(context: LifeContext, scheme: Scheme, index: number, inProcessAt: number): PostingLife {
  const random = new Random(context.seed, 'posting-life', scheme, index);
  const buyerIndex = random.weighted(context.clusterIndexes, context.clusterWeights);
  const buyerCluster = context.clusters[buyerIndex];
  const regionEntry = random.chance(0.7) ? buyerCluster.regions[0] : random.pick(buyerCluster.regions);
  const city = random.chance(0.6) ? regionEntry.cities[0] : random.pick(regionEntry.cities);

  let fromCluster: Cluster;
  let warehouse: PostingLife['warehouse'];
  if (scheme === 'fbo') {
    // Stock sits in most clusters, so four orders in five ship from the buyer's own cluster.
    const local = random.chance(0.8) && context.shippingWarehouses[buyerIndex].length > 0;
    const fromIndex = local ? buyerIndex : random.weighted(context.clusterIndexes, context.nonLocalWeights[buyerIndex]);
    fromCluster = context.clusters[fromIndex];
    const picked = random.pick(context.shippingWarehouses[fromIndex]);
    warehouse = { id: picked.id, name: picked.name, isRfbs: false };
  } else {
    // The seller's own warehouses are in and around Moscow.
    const picked = random.chance(0.88)
      ? (context.fbsWarehouses.find((item) => !item.isRfbs) ?? context.fbsWarehouses[0])
      : (context.fbsWarehouses.find((item) => item.isRfbs) ?? context.fbsWarehouses[0]);
    fromCluster = context.clusters[0];
    warehouse = { id: picked.id, name: picked.name, isRfbs: picked.isRfbs };
  }
  const isLocal = fromCluster.id === buyerCluster.id;
  const deliveryType = random.weighted(DELIVERY_TYPES, DELIVERY_WEIGHTS);

  const packedAt = inProcessAt + (scheme === 'fbo' ? hours(random, 0.5, 8) : hours(random, 1, 20));
  const shippedAt = packedAt + (scheme === 'fbo' ? hours(random, 2, 14) : hours(random, 4, 30));
  const transitDays = isLocal ? 1 + random.next() * 1.8 : 3 + random.next() * 4.5;
  const deliveredAt = shippedAt + transitDays * DAY_MS;
  const shipmentDeadline = Math.ceil((inProcessAt + DAY_MS) / HOUR_MS) * HOUR_MS;

  let cancellation: Cancellation | null = null;
  let postingReturn: PostingReturn | null = null;
  const returnRandom = random.next();
  if (isReturnCandidate(context.seed, scheme, index)) {
    // A fifth of them are refused at the pickup point, the rest returned within two weeks.
    const kind: ReturnKind = returnRandom < 0.2 ? 'FullReturn' : 'ClientReturn';
    const at =
      kind === 'FullReturn'
        ? deliveredAt + random.next() * 3 * DAY_MS
        : deliveredAt + (1 + random.next() * 13) * DAY_MS;
    postingReturn = {
      kind,
      at: Math.floor(at),
      arrivedAt: Math.floor(at + (2 + random.next() * 6) * DAY_MS),
      productPick: random.next(),
      reasonIndex: Math.floor(random.next() * 1000),
    };
    if (kind === 'FullReturn') {
      cancellation = {
        at: postingReturn.at,
        type: 'client',
        initiator: INITIATOR.client,
        reasonId: 504,
        reason: 'Покупатель отказался от товара при получении',
        afterShip: true,
        affectsRating: false,
      };
    }
  } else if (returnRandom < 0.06) {
    cancellation = cancellationOf(random, scheme, { at: inProcessAt, packedAt, shippedAt, deliveredAt });
  }

  const life: PostingLife = {
    scheme,
    index,
    inProcessAt,
    createdAt: inProcessAt - Math.floor(random.next() * 90_000),
    buyerCluster,
    region: regionEntry.region,
    city,
    fromCluster,
    warehouse,
    isLocal,
    deliveryType,
    packedAt: Math.floor(packedAt),
    shippedAt: Math.floor(shippedAt),
    deliveredAt: Math.floor(deliveredAt),
    shipmentDeadline,
    cancellation,
    return: postingReturn,
    status: 'awaiting_packaging',
    substatus: '',
    statusChangedAt: 0,
  };
  const state = statusAt(life, context.nowMs);
  life.status = state.status;
  life.substatus = state.substatus;
  life.statusChangedAt = state.at;
  return life;
}

/** A return counts only once it happened; until then the posting is still on its way or delivered. */
export function returnHappened(life: PostingLife, nowMs: number): boolean {
  return life.return !== null && life.return.at <= nowMs;
}

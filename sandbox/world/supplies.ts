import { Random } from '../random.js';
import type { Cluster, FboWarehouse } from './geography.js';
import { clusterTimezone, clusterTransitDays, DAY_MS, HOUR_MS, type WarehouseTimezone } from './supplyTime.js';
import type { World } from './world.js';

/** Supply order states of /v3/supply-order/get (UNSPECIFIED is not a state an order is ever in). */
export const SUPPLY_STATES = [
  'DATA_FILLING',
  'READY_TO_SUPPLY',
  'ACCEPTED_AT_SUPPLY_WAREHOUSE',
  'IN_TRANSIT',
  'ACCEPTANCE_AT_STORAGE_WAREHOUSE',
  'REPORTS_CONFIRMATION_AWAITING',
  'REPORT_REJECTED',
  'COMPLETED',
  'REJECTED_AT_SUPPLY_WAREHOUSE',
  'CANCELLED',
  'OVERDUE',
] as const;
export type SupplyState = (typeof SUPPLY_STATES)[number];

export interface SupplyWarehouseRef {
  id: number;
  name: string;
  address: string;
}

export interface SupplyLine {
  sku: number;
  quantity: number;
}

/** One supply order (one supply to one storage warehouse), as both generated history and new orders use it. */
export interface SupplyOrder {
  orderId: number;
  supplyId: number;
  orderNumber: string;
  bundleId: string;
  createdAt: number;
  crossdock: boolean;
  /** Where the seller hands the goods over: a drop-off point for cross-docking, else the storage warehouse. */
  dropoff: SupplyWarehouseRef;
  storage: FboWarehouse;
  macrolocalClusterId: number;
  timezone: WarehouseTimezone;
  timeslot: { from: number; to: number } | null;
  /** Expected arrival at the storage warehouse (midnight UTC), when a timeslot is set. */
  arrivalDate: number | null;
  /** The state history; the state at an instant is the last transition at or before it. */
  transitions: { state: SupplyState; at: number }[];
  /** Generated orders draw their items from a seed (nothing stored); orders from drafts keep theirs. */
  items: { seed: number } | { lines: SupplyLine[] };
}

/** Cargo places and documents are filled in at the latest half a day before the timeslot. */
export const DATA_FILLING_LEAD_MS = 12 * HOUR_MS;

/** Until when the order's data can be filled in (data_filling_deadline_utc); none without a timeslot. */
export const dataFillingDeadline = (order: Pick<SupplyOrder, 'timeslot'>): number | null =>
  order.timeslot ? order.timeslot.from - DATA_FILLING_LEAD_MS : null;

type Outcome = 'normal' | 'cancelled' | 'rejected' | 'overdue' | 'disputed';

/** Everything a timeline depends on, as offsets from the creation instant. */
interface Plan {
  createdAt: number;
  crossdock: boolean;
  cluster: Cluster;
  storage: FboWarehouse;
  dropoff: FboWarehouse;
  outcome: Outcome;
  fillMs: number;
  slotMs: number;
  transitMs: number;
  acceptanceMs: number;
  reportsMs: number;
  disputeMs: number;
  cancelAtMs: number;
  seed: number;
}

/** Transitions relative to creation: the life of a supply from "filling in data" to completion. */
function timeline(plan: Plan): { state: SupplyState; at: number }[] {
  const steps: { state: SupplyState; at: number }[] = [{ state: 'DATA_FILLING', at: 0 }];
  if (plan.outcome === 'cancelled') {
    if (plan.cancelAtMs > plan.fillMs) steps.push({ state: 'READY_TO_SUPPLY', at: plan.fillMs });
    steps.push({ state: 'CANCELLED', at: plan.cancelAtMs });
    return steps;
  }
  steps.push({ state: 'READY_TO_SUPPLY', at: plan.fillMs });
  const slot = plan.slotMs;
  if (plan.outcome === 'overdue') return [...steps, { state: 'OVERDUE', at: slot + DAY_MS }];
  if (plan.outcome === 'rejected') return [...steps, { state: 'REJECTED_AT_SUPPLY_WAREHOUSE', at: slot + HOUR_MS }];
  let arrival = slot + HOUR_MS;
  if (plan.crossdock) {
    steps.push({ state: 'ACCEPTED_AT_SUPPLY_WAREHOUSE', at: slot + HOUR_MS });
    steps.push({ state: 'IN_TRANSIT', at: slot + 14 * HOUR_MS });
    arrival = slot + 14 * HOUR_MS + plan.transitMs;
  }
  steps.push({ state: 'ACCEPTANCE_AT_STORAGE_WAREHOUSE', at: arrival });
  const reports = arrival + plan.acceptanceMs;
  steps.push({ state: 'REPORTS_CONFIRMATION_AWAITING', at: reports });
  if (plan.outcome === 'disputed') {
    steps.push({ state: 'REPORT_REJECTED', at: reports + plan.reportsMs });
    steps.push({ state: 'COMPLETED', at: reports + plan.reportsMs + plan.disputeMs });
  } else {
    steps.push({ state: 'COMPLETED', at: reports + plan.reportsMs });
  }
  return steps;
}

const absolute = (plan: Plan) => timeline(plan).map((step) => ({ state: step.state, at: plan.createdAt + step.at }));

/** Supplies go where buyers are: clusters weighted by demand, to a warehouse that takes supplies. */
function planOrder(world: World, random: Random, createdAt: number, outcome: Outcome, crossdock?: boolean): Plan {
  const clusters = world.clusters.filter((cluster) => cluster.warehouses.some((w) => w.acceptsSupplies));
  const cluster = random.weighted(
    clusters,
    clusters.map((c) => c.demandShare),
  );
  const storage = random.pick(cluster.warehouses.filter((w) => w.acceptsSupplies));
  const home = world.clusters[0];
  // Far clusters are cheaper to reach by cross-docking from a Moscow drop-off than by the seller's own truck.
  const isCrossdock = crossdock ?? (cluster !== home && random.chance(cluster.demandShare < 0.1 ? 0.8 : 0.45));
  const dropoff = isCrossdock ? random.pick(home.warehouses.filter((w) => w !== storage)) : storage;
  const [minTransit, maxTransit] = clusterTransitDays(cluster);
  // Slots are booked during the working day (08:00-19:00 local) several days ahead.
  const slotDay = Math.floor((createdAt + random.int(3, 12) * DAY_MS) / DAY_MS) * DAY_MS;
  const localHour = random.int(8, 19) - clusterTimezone(isCrossdock ? home : cluster).offsetMinutes / 60;
  const slotMs = slotDay + localHour * HOUR_MS - createdAt;
  const fillMs = Math.min(slotMs - DATA_FILLING_LEAD_MS, random.int(6, 60) * HOUR_MS);
  return {
    createdAt,
    crossdock: isCrossdock,
    cluster,
    storage,
    dropoff,
    outcome,
    fillMs,
    slotMs,
    transitMs: random.int(minTransit * 24, maxTransit * 24) * HOUR_MS,
    acceptanceMs: random.int(10, 60) * HOUR_MS,
    reportsMs: random.int(20, 72) * HOUR_MS,
    disputeMs: random.int(7, 25) * DAY_MS,
    cancelAtMs: random.int(2, Math.max(3, Math.floor(slotMs / HOUR_MS) - 6)) * HOUR_MS,
    seed: random.int(1, 2 ** 31),
  };
}

function pickOutcome(random: Random): Outcome {
  return random.weighted<Outcome>(['normal', 'cancelled', 'rejected', 'overdue', 'disputed'], [84, 7, 2, 3, 4]);
}

/** Which outcome and route pass through a state, so that a plan can be placed to be in it now. */
const ROUTE_TO: Record<SupplyState, { outcome: Outcome; crossdock: boolean }> = {
  DATA_FILLING: { outcome: 'normal', crossdock: false },
  READY_TO_SUPPLY: { outcome: 'normal', crossdock: false },
  ACCEPTED_AT_SUPPLY_WAREHOUSE: { outcome: 'normal', crossdock: true },
  IN_TRANSIT: { outcome: 'normal', crossdock: true },
  ACCEPTANCE_AT_STORAGE_WAREHOUSE: { outcome: 'normal', crossdock: false },
  REPORTS_CONFIRMATION_AWAITING: { outcome: 'normal', crossdock: false },
  REPORT_REJECTED: { outcome: 'disputed', crossdock: false },
  COMPLETED: { outcome: 'normal', crossdock: false },
  REJECTED_AT_SUPPLY_WAREHOUSE: { outcome: 'rejected', crossdock: true },
  CANCELLED: { outcome: 'cancelled', crossdock: false },
  OVERDUE: { outcome: 'overdue', crossdock: false },
};

/**
 * A plan that is in `state` at `now`: a seller always has supplies in flight, and a small cabinet
 * (scale 0.2) would otherwise miss the short-lived states by chance. The same draws are tried at
 * hourly earlier creation instants, and the middle of the first run that is in the state is taken.
 */
function planInState(world: World, random: Random, state: SupplyState, now: number): Plan {
  const route = ROUTE_TO[state];
  for (let attempt = 0; attempt < 50; attempt++) {
    const seed = random.int(1, 2 ** 31);
    const plan = (hours: number) =>
      planOrder(world, new Random(seed), now - hours * HOUR_MS, route.outcome, route.crossdock);
    const inState = (hours: number) => stateAt(absolute(plan(hours)), now).state === state;
    let first = 1;
    while (first <= 60 * 24 && !inState(first)) first++;
    if (first > 60 * 24) continue;
    let last = first;
    while (last < first + 30 * 24 && inState(last + 1)) last++;
    return plan(Math.floor((first + last) / 2));
  }
  throw new Error(`No supply plan reaches ${state}.`);
}

export const stateAt = (transitions: SupplyOrder['transitions'], at: number) =>
  transitions.filter((step) => step.at <= at).at(-1) ?? transitions[0];

/** Ozon-like ids: order ids grow with creation, the supply number is a 13-digit number. */
export function supplyIds(orderId: number) {
  const supplyId = 2_110_000_000_000 + orderId * 7;
  return { orderId, supplyId, orderNumber: String(supplyId) };
}

/** A UUIDv7-shaped bundle id: time-ordered like Ozon's, from the seeded generator. */
export function bundleIdOf(createdAt: number, random: Random): string {
  const hex = (value: number, length: number) => Math.floor(value).toString(16).padStart(length, '0');
  const time = hex(createdAt, 12);
  return [
    time.slice(0, 8),
    time.slice(8, 12),
    `7${hex(random.int(0, 0xfff), 3)}`,
    hex(0x8000 + random.int(0, 0x3fff), 4),
    hex(random.int(0, 0xffffff), 6) + hex(random.int(0, 0xffffff), 6),
  ].join('-');
}

function toOrder(plan: Plan, orderId: number, random: Random): SupplyOrder {
  const slotFrom = plan.createdAt + plan.slotMs;
  const steps = absolute(plan);
  const arrival = steps.find((step) => step.state === 'ACCEPTANCE_AT_STORAGE_WAREHOUSE')?.at;
  return {
    ...supplyIds(orderId),
    bundleId: bundleIdOf(plan.createdAt, random),
    createdAt: plan.createdAt,
    crossdock: plan.crossdock,
    dropoff: plan.dropoff,
    storage: plan.storage,
    macrolocalClusterId: plan.cluster.macrolocalId,
    // A cross-dock slot is the drop-off point's, in Moscow; a direct one is the storage warehouse's.
    timezone: clusterTimezone(plan.crossdock ? undefined : plan.cluster),
    timeslot: { from: slotFrom, to: slotFrom + HOUR_MS },
    arrivalDate: Math.floor((arrival ?? slotFrom + (plan.crossdock ? plan.transitMs : 0)) / DAY_MS) * DAY_MS,
    transitions: steps,
    items: { seed: plan.seed },
  };
}

/** The first order id of a cabinet; later ids grow by a few hundred, as other sellers' orders interleave. */
const FIRST_ORDER_ID = 24_100_000;

/**
 * A year of supply orders up to world.now: about four a week at scale 1 (a mid-size seller keeping
 * ten clusters stocked), and at least one order in every state. Items are not stored (see bundles).
 */
export function generateSupplyOrders(world: World): SupplyOrder[] {
  const random = new Random(world.seed, 'supply-orders');
  const now = world.now.getTime();
  const count = Math.max(8, Math.round(208 * world.scale));
  const span = 365 * DAY_MS;
  const plans: Plan[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = now - span + Math.floor(((i + random.next()) / count) * span);
    plans.push(planOrder(world, random, createdAt, pickOutcome(random)));
  }
  const present = new Set(plans.map((plan) => stateAt(absolute(plan), now).state));
  for (const state of SUPPLY_STATES) if (!present.has(state)) plans.push(planInState(world, random, state, now));
  plans.sort((a, b) => a.createdAt - b.createdAt);
  let orderId = FIRST_ORDER_ID;
  return plans.map((plan) => {
    orderId += random.int(150, 900);
    return toOrder(plan, orderId, random);
  });
}

/** The cabinet's generated supply history, built once. */
export const supplyHistory = (world: World) => world.memo('supply-orders', () => generateSupplyOrders(world));

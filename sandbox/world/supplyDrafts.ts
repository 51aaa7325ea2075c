import { Random } from '../random.js';
import type { Cluster } from './geography.js';
import { bundleIdOf, supplyHistory, supplyIds, type SupplyLine, type SupplyOrder } from './supplies.js';
import { cardsBySku } from './supplyBundles.js';
import { scoreWarehouses, type DraftWarehouse } from './supplyDraftScoring.js';
import { findDropoff, type DropoffPoint } from './supplyDropoff.js';
import { SlidingLimit } from './supplyLimits.js';
import type { World } from './world.js';

export type DraftSupplyType = 'CROSSDOCK' | 'DIRECT';

/** A draft lives 30 minutes; Ozon calculates it (and creates a supply from it) asynchronously. */
export const DRAFT_LIFETIME_MS = 30 * 60_000;
export const DRAFT_CALCULATION_MS = 1_000;
export const SUPPLY_CREATION_MS = 1_000;

/** An entry of `errors` of the draft methods (shape of the 2026 page; messages of /v1/draft/create/info). */
export interface DraftError {
  error_message: string;
  error_reasons: string[];
  items_validation: { macrolocal_cluster_id: number; rejected_items: { reasons: string[]; sku: number }[] }[];
  macrolocal_cluster_ids: string[];
  message: string;
  skus: string[];
}

export interface Draft {
  id: number;
  createdAt: number;
  supplyType: DraftSupplyType;
  cluster: Cluster;
  dropoff: DropoffPoint | null;
  lines: SupplyLine[];
  errors: DraftError[];
  warehouses: DraftWarehouse[];
  /** Reasons the last /v2/draft/supply/create refused, reported by its status. */
  lastRefusal?: string[];
}

export interface DraftRequest {
  supplyType: DraftSupplyType;
  clusterId: number;
  items: SupplyLine[];
  dropoffId?: number;
}

/** A supply order created from a draft; it shows in the lists once Ozon has finished creating it. */
export type CreatedOrder = SupplyOrder & { readyAt: number; draftId: number };

function draftError(message: string, details: Partial<DraftError> = {}): DraftError {
  return {
    error_message: message,
    error_reasons: [],
    items_validation: [],
    macrolocal_cluster_ids: [],
    message: '',
    skus: [],
    ...details,
  };
}

/**
 * A cabinet's drafts and the supplies created from them. Draft lifetimes and limits run on `clock`
 * (real time unless a test replaces it); dates in answers run on the sandbox's time: world.now
 * advanced by the time elapsed since the store was created.
 */
export class DraftStore {
  clock: () => number = () => Date.now();
  readonly draftLimit = new SlidingLimit();
  readonly supplyLimit = new SlidingLimit();
  private readonly startedAt = this.clock();
  private readonly drafts = new Map<number, Draft>();
  private readonly draftBundles = new Map<string, SupplyLine[]>();
  private readonly created: CreatedOrder[] = [];
  private readonly random: Random;
  private nextDraftId: number;
  private nextOrderId: number;

  constructor(private readonly world: World) {
    this.random = new Random(world.seed, 'drafts');
    this.nextDraftId = 30_000_000 + (world.seed % 900_000);
    this.nextOrderId = supplyHistory(world).at(-1)!.orderId;
  }

  sandboxNow(): number {
    return this.world.now.getTime() + (this.clock() - this.startedAt);
  }

  /** Validates the items and the route, and stores the draft when anything can be supplied. */
  create(request: DraftRequest): { draft_id: number; errors: DraftError[] } {
    this.purge();
    const cluster = this.world.clusters.find((candidate) => candidate.macrolocalId === request.clusterId);
    if (!cluster) {
      const ids = [String(request.clusterId)];
      return { draft_id: 0, errors: [draftError('unknown_cluster_ids', { macrolocal_cluster_ids: ids })] };
    }
    let dropoff: DropoffPoint | null = null;
    if (request.supplyType === 'CROSSDOCK') {
      dropoff = findDropoff(this.world, request.dropoffId ?? 0);
      if (!dropoff) return { draft_id: 0, errors: [draftError('drop_off_point_does_not_exist')] };
    }
    if (!request.items.length) return { draft_id: 0, errors: [draftError('empty_items_list')] };
    if (request.items.length > 5000) return { draft_id: 0, errors: [draftError('items_count_more_than_max')] };

    const cards = cardsBySku(this.world);
    const quantities = new Map<number, number>();
    for (const item of request.items) quantities.set(item.sku, (quantities.get(item.sku) ?? 0) + item.quantity);
    const lines = [...quantities].map(([sku, quantity]) => ({ sku, quantity }));
    // Whole SKUs are refused (not in the seller's assortment), so PARTIAL and FULL deletion agree here.
    const rejected = lines.filter((line) => !cards.has(line.sku));
    const accepted = lines.filter((line) => cards.has(line.sku));
    const errors = rejected.length
      ? [
          draftError('items_validation', {
            items_validation: [
              {
                macrolocal_cluster_id: cluster.macrolocalId,
                rejected_items: rejected.map((line) => ({
                  sku: line.sku,
                  reasons: ['ITEM_REJECTION_REASON_OUT_OF_ASSORTMENT'],
                })),
              },
            ],
            // The cluster whose assortment check refused them, as items_validation names it.
            macrolocal_cluster_ids: [String(cluster.macrolocalId)],
            skus: rejected.map((line) => String(line.sku)),
            message: 'Товарный состав не найден: проверьте, что SKU есть у продавца.',
          }),
        ]
      : [];
    if (!accepted.length) return { draft_id: 0, errors };

    this.nextDraftId += this.random.int(3, 40);
    const id = this.nextDraftId;
    const warehouses = scoreWarehouses(this.world.seed, id, cluster, accepted, cards, () => this.newBundleId());
    for (const warehouse of warehouses) {
      if (warehouse.bundleId) this.draftBundles.set(warehouse.bundleId, warehouse.lines);
      if (warehouse.restrictedBundleId) this.draftBundles.set(warehouse.restrictedBundleId, warehouse.restrictedLines);
    }
    const draft: Draft = {
      id,
      createdAt: this.clock(),
      supplyType: request.supplyType,
      cluster,
      dropoff,
      lines: accepted,
      errors,
      warehouses,
    };
    this.drafts.set(id, draft);
    return { draft_id: id, errors };
  }

  /** A draft that has not expired, or undefined. */
  get(draftId: number): Draft | undefined {
    this.purge();
    return this.drafts.get(draftId);
  }

  isCalculated(draft: Draft): boolean {
    return this.clock() - draft.createdAt >= DRAFT_CALCULATION_MS;
  }

  /** Items of a live draft's bundle or of a created supply's bundle. */
  bundle(bundleId: string): SupplyLine[] | undefined {
    this.purge();
    const draftLines = this.draftBundles.get(bundleId);
    if (draftLines) return draftLines;
    const order = this.created.find((candidate) => candidate.bundleId === bundleId);
    return order && 'lines' in order.items ? order.items.lines : undefined;
  }

  /** Registers the supply order Ozon creates from a draft; it becomes visible SUPPLY_CREATION_MS later. */
  addOrder(draft: Draft, order: Omit<SupplyOrder, 'orderId' | 'supplyId' | 'orderNumber'>): CreatedOrder {
    this.nextOrderId += this.random.int(150, 900);
    const created: CreatedOrder = {
      ...order,
      ...supplyIds(this.nextOrderId),
      draftId: draft.id,
      readyAt: this.clock() + SUPPLY_CREATION_MS,
    };
    this.created.push(created);
    return created;
  }

  /** The supply created from a draft, whether or not Ozon has finished creating it. */
  orderOf(draftId: number): CreatedOrder | undefined {
    return this.created.find((order) => order.draftId === draftId);
  }

  /** Supply orders created from drafts that Ozon has finished creating. */
  visibleOrders(): CreatedOrder[] {
    const now = this.clock();
    return this.created.filter((order) => order.readyAt <= now);
  }

  newBundleId(): string {
    return bundleIdOf(this.sandboxNow(), this.random);
  }

  /** Expired drafts disappear with their bundles (a created supply keeps its own copy of the items). */
  private purge(): void {
    const now = this.clock();
    for (const [id, draft] of this.drafts) {
      if (now - draft.createdAt < DRAFT_LIFETIME_MS) continue;
      this.drafts.delete(id);
      for (const warehouse of draft.warehouses) {
        this.draftBundles.delete(warehouse.bundleId);
        this.draftBundles.delete(warehouse.restrictedBundleId);
      }
    }
  }
}

/** The cabinet's draft store (world.state 'drafts'). */
export const draftsOf = (world: World): DraftStore => world.state('drafts', () => new DraftStore(world));

/** Every supply order of the cabinet: the generated history and the supplies created from drafts. */
export const allSupplyOrders = (world: World): SupplyOrder[] => [
  ...supplyHistory(world),
  ...draftsOf(world).visibleOrders(),
];

import type { Cabinet, SandboxOptions } from '../config.js';
import { hashSeed } from '../random.js';
import { buildCatalogue, type Catalogue } from './catalogue.js';
import { buildClusters, buildFbsWarehouses, type Cluster, type FbsWarehouse } from './geography.js';

/**
 * Everything one cabinet's seller has on Ozon. The fixed part is built from the seed when first
 * asked for; generators of larger data (postings, operations) hang off `memo` and build lazily;
 * what writes change (promotion activations, drafts, review comments) lives in `state`.
 */
export class World {
  readonly seed: number;
  readonly clusters: Cluster[];
  readonly fbsWarehouses: FbsWarehouse[];
  readonly catalogue: Catalogue;
  private readonly memos = new Map<string, unknown>();
  private readonly states = new Map<string, unknown>();

  constructor(
    readonly cabinet: Cabinet,
    readonly options: Pick<SandboxOptions, 'seed' | 'scale' | 'now'>,
  ) {
    this.seed = hashSeed(options.seed, cabinet.clientId);
    this.clusters = buildClusters();
    this.fbsWarehouses = buildFbsWarehouses(cabinet.clientId);
    this.catalogue = buildCatalogue(options.seed, cabinet.clientId, options.scale, options.now);
  }

  get now(): Date {
    return this.options.now;
  }

  get scale(): number {
    return this.options.scale;
  }

  /** Derived data built once per cabinet (deterministic: the same for the same seed). */
  memo<T>(key: string, build: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, build());
    return this.memos.get(key) as T;
  }

  /** Mutable state of one family, created on first use. */
  state<T>(key: string, initial: () => T): T {
    if (!this.states.has(key)) this.states.set(key, initial());
    return this.states.get(key) as T;
  }

  get fboWarehouses() {
    return this.clusters.flatMap((cluster) => cluster.warehouses);
  }
}

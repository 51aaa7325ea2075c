import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import type { SupplyLine } from '../world/supplies.js';
import {
  createSupplyFromDraft,
  draftNotFound,
  draftTimeslots,
  supplyCreationStatus,
  type SelectedWarehouse,
} from '../world/supplyDraftSupply.js';
import { draftsOf, type Draft, type DraftSupplyType } from '../world/supplyDrafts.js';
import { arrayOf, enforceLimit, int64, intIn, objectAt, oneOf } from './supplyParams.js';

const SUPPLY_TYPES = ['CROSSDOCK', 'DIRECT', 'MULTI_CLUSTER'] as const;

function items(clusterInfo: Record<string, unknown>): SupplyLine[] {
  return arrayOf(clusterInfo.items, 'cluster_info.items', 0, 5000).map((raw, index) => {
    const item = objectAt(raw, `cluster_info.items[${index}]`);
    return {
      sku: int64(item.sku, `cluster_info.items[${index}].sku`),
      quantity: intIn(item.quantity, `cluster_info.items[${index}].quantity`, 1, 1_000_000),
    };
  });
}

function selected(value: unknown): SelectedWarehouse[] {
  return arrayOf(value, 'selected_cluster_warehouses', 0, 20).map((raw, index) => {
    const item = objectAt(raw, `selected_cluster_warehouses[${index}]`);
    return {
      macrolocalClusterId: int64(item.macrolocal_cluster_id, 'macrolocal_cluster_id'),
      storageWarehouseId: int64(item.storage_warehouse_id, 'storage_warehouse_id'),
    };
  });
}

/** This sandbox makes cross-dock and direct drafts; a multi-cluster supply type names no draft of its own. */
function supplyType(value: unknown): DraftSupplyType {
  const type = oneOf(value, 'supply_type', SUPPLY_TYPES);
  if (type === 'MULTI_CLUSTER')
    throw invalidArgument('supply_type MULTI_CLUSTER does not match a single-cluster draft');
  return type;
}

function renderDraft(draft: Draft) {
  return {
    cluster_name: draft.cluster.name,
    macrolocal_cluster_id: draft.cluster.macrolocalId,
    supply_type: draft.supplyType,
    warehouses: draft.warehouses.map((warehouse) => ({
      availability_status: { invalid_reason: warehouse.invalidReason, state: warehouse.state },
      bundle_id: warehouse.bundleId,
      restricted_bundle_id: warehouse.restrictedBundleId,
      storage_warehouse: {
        address: warehouse.warehouse.address,
        name: warehouse.warehouse.name,
        warehouse_id: warehouse.warehouse.id,
      },
      supply_tags: [],
      total_rank: warehouse.rank,
      total_score: warehouse.score,
    })),
  };
}

/**
 * The FBO supply-draft flow. A malformed request is refused before the per-cabinet limits are
 * counted (a health probe does not use up a draft); a well-formed one counts even when refused.
 */
export default function draftRoutes(app: FastifyInstance) {
  endpoint(
    app,
    { method: 'POST', path: '/v1/draft/crossdock/create', contract: { documented2026: 'v1-draft-crossdock-create' } },
    ({ body, world, reply }) => {
      const clusterInfo = objectAt(body.cluster_info, 'cluster_info');
      const delivery = objectAt(body.delivery_info, 'delivery_info');
      const dropoff = objectAt(delivery.drop_off_warehouse, 'delivery_info.drop_off_warehouse');
      oneOf(body.deletion_sku_mode, 'deletion_sku_mode', ['PARTIAL', 'FULL'] as const, 'PARTIAL');
      const request = {
        supplyType: 'CROSSDOCK' as const,
        clusterId: int64(clusterInfo.macrolocal_cluster_id, 'cluster_info.macrolocal_cluster_id'),
        items: items(clusterInfo),
        dropoffId: int64(dropoff.warehouse_id, 'delivery_info.drop_off_warehouse.warehouse_id'),
      };
      const store = draftsOf(world);
      enforceLimit(store.draftLimit, store.clock(), reply, 'supply drafts');
      return store.create(request);
    },
  );

  endpoint(
    app,
    { method: 'POST', path: '/v1/draft/direct/create', contract: { documented2026: 'v1-draft-direct-create' } },
    ({ body, world, reply }) => {
      const clusterInfo = objectAt(body.cluster_info, 'cluster_info');
      oneOf(body.deletion_sku_mode, 'deletion_sku_mode', ['PARTIAL', 'FULL'] as const, 'PARTIAL');
      const request = {
        supplyType: 'DIRECT' as const,
        clusterId: int64(clusterInfo.macrolocal_cluster_id, 'cluster_info.macrolocal_cluster_id'),
        items: items(clusterInfo),
      };
      const store = draftsOf(world);
      enforceLimit(store.draftLimit, store.clock(), reply, 'supply drafts');
      return store.create(request);
    },
  );

  endpoint(
    app,
    { method: 'POST', path: '/v2/draft/create/info', contract: { documented2026: 'v2-draft-create-info' } },
    ({ body, world }) => {
      const store = draftsOf(world);
      const draftId = int64(body.draft_id, 'draft_id');
      const draft = store.get(draftId);
      if (!draft) throw draftNotFound(draftId);
      if (!store.isCalculated(draft)) return { clusters: [], errors: [], status: 'IN_PROGRESS' };
      return { clusters: [renderDraft(draft)], errors: draft.errors, status: 'SUCCESS' };
    },
  );

  endpoint(
    app,
    { method: 'POST', path: '/v2/draft/timeslot/info', contract: { documented2026: 'v2-draft-timeslot-info' } },
    ({ body, world }) =>
      draftTimeslots(world, draftsOf(world), {
        draftId: int64(body.draft_id, 'draft_id'),
        supplyType: supplyType(body.supply_type),
        dateFrom: String(body.date_from ?? ''),
        dateTo: String(body.date_to ?? ''),
        selected: selected(body.selected_cluster_warehouses),
      }),
  );

  endpoint(
    app,
    { method: 'POST', path: '/v2/draft/supply/create', contract: { documented2026: 'v2-draft-supply-create' } },
    ({ body, world, reply }) => {
      const slot = body.timeslot === undefined ? undefined : objectAt(body.timeslot, 'timeslot');
      const request = {
        draftId: int64(body.draft_id, 'draft_id'),
        supplyType: supplyType(body.supply_type),
        selected: selected(body.selected_cluster_warehouses),
        timeslot: slot && { from: String(slot.from_in_timezone ?? ''), to: String(slot.to_in_timezone ?? '') },
      };
      const store = draftsOf(world);
      enforceLimit(store.supplyLimit, store.clock(), reply, 'supplies created from drafts');
      return createSupplyFromDraft(world, store, request);
    },
  );

  endpoint(
    app,
    {
      method: 'POST',
      path: '/v2/draft/supply/create/status',
      contract: { documented2026: 'v2-draft-supply-create-status' },
    },
    ({ body, world }) => supplyCreationStatus(draftsOf(world), int64(body.draft_id, 'draft_id')),
  );
}

import { invalidArgument, notFound } from '../errors.js';
import type { FboWarehouse } from './geography.js';
import type { SupplyState, SupplyWarehouseRef } from './supplies.js';
import type { DraftWarehouse } from './supplyDraftScoring.js';
import { type Draft, type DraftStore, type DraftSupplyType } from './supplyDrafts.js';
import {
  clusterTimezone,
  clusterTransitDays,
  DAY_MS,
  localDate,
  localIso,
  localMidnight,
  utcDay,
} from './supplyTime.js';
import { freeTimeslots, isFreeTimeslot, MAX_TIMESLOT_DAYS } from './supplyTimeslots.js';
import type { World } from './world.js';

export interface SelectedWarehouse {
  macrolocalClusterId: number;
  storageWarehouseId: number;
}

/** Ozon answers an unknown or expired draft with this reason (the documented DRAFT_DOES_NOT_EXIST). */
export const draftNotFound = (draftId: number) =>
  notFound(`DRAFT_DOES_NOT_EXIST: draft ${draftId} does not exist or has expired (drafts live 30 minutes)`);

/** The warehouse whose unloading slots count: the drop-off point of a cross-dock, else the storage one. */
function slotWarehouse(world: World, draft: Draft, storage: FboWarehouse) {
  if (draft.dropoff) return { warehouse: draft.dropoff.ref, timezone: draft.dropoff.timezone };
  const cluster = world.clusters.find((candidate) => candidate.id === storage.clusterId);
  return { warehouse: storage as SupplyWarehouseRef, timezone: clusterTimezone(cluster) };
}

type Selection = { ok: true; chosen: DraftWarehouse } | { ok: false; reason: string };

/** The one cluster and warehouse a cross-dock or direct draft's supply goes to. */
function select(draft: Draft, selected: SelectedWarehouse[]): Selection {
  if (selected.length !== 1) return { ok: false, reason: 'INVALID_CLUSTERS_COUNT' };
  if (selected[0].macrolocalClusterId !== draft.cluster.macrolocalId) {
    return { ok: false, reason: 'INVALID_REQUESTED_CLUSTER_IDS' };
  }
  const chosen = draft.warehouses.find((candidate) => candidate.warehouse.id === selected[0].storageWarehouseId);
  return chosen ? { ok: true, chosen } : { ok: false, reason: 'INVALID_STORAGE_WAREHOUSE' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /v2/draft/timeslot/info: free slots of the warehouse the seller unloads at. */
export function draftTimeslots(
  world: World,
  store: DraftStore,
  request: {
    draftId: number;
    supplyType: DraftSupplyType;
    dateFrom: string;
    dateTo: string;
    selected: SelectedWarehouse[];
  },
) {
  const draft = store.get(request.draftId);
  if (!draft) throw draftNotFound(request.draftId);
  if (!store.isCalculated(draft)) throw invalidArgument('draft is still being calculated: wait for status SUCCESS');
  if (draft.supplyType !== request.supplyType) {
    throw invalidArgument(`supply_type ${request.supplyType} does not match the draft (${draft.supplyType})`);
  }
  if (!DATE.test(request.dateFrom) || !DATE.test(request.dateTo) || request.dateTo < request.dateFrom) {
    throw invalidArgument('date_from and date_to must be dates YYYY-MM-DD, date_from not after date_to');
  }
  const selection = select(draft, request.selected);
  if (!selection.ok) {
    if (selection.reason === 'INVALID_STORAGE_WAREHOUSE') {
      throw invalidArgument(`storage_warehouse_id ${request.selected[0].storageWarehouseId} is not in the draft`);
    }
    return { error_reason: selection.reason };
  }
  const { chosen } = selection;
  if (chosen.invalidReason === 'NOT_AVAILABLE_MATRIX') {
    // The documented answer of the timeslot method for a warehouse that takes none of the items.
    throw invalidArgument('WAREHOUSE_SCORING_INVALID_REASON_NOT_AVAILABLE_MATRIX');
  }
  const now = store.sandboxNow();
  const { warehouse, timezone } = slotWarehouse(world, draft, chosen.warehouse);
  const today = localDate(now, timezone);
  if (request.dateTo > localDate(localMidnight(today, timezone) + MAX_TIMESLOT_DAYS * DAY_MS, timezone)) {
    return { error_reason: 'REQUESTED_PERIOD_MORE_THAN_MAX' };
  }
  const days =
    chosen.invalidReason === 'NOT_AVAILABLE_TIMESLOT_FOR_STORAGE_WAREHOUSE'
      ? []
      : freeTimeslots(world.seed, warehouse.id, timezone, request.dateFrom, request.dateTo, now);
  return {
    error_reason: 'UNSPECIFIED',
    result: {
      drop_off_warehouse_timeslots: {
        current_time_in_timezone: localIso(now, timezone),
        days: days.map((day) => ({
          date_in_timezone: localIso(localMidnight(day.date, timezone), timezone),
          timeslots: day.slots.map((slot) => ({
            from_in_timezone: localIso(slot.from, timezone),
            to_in_timezone: localIso(slot.to, timezone),
          })),
        })),
        warehouse_timezone: timezone.iana,
      },
      requested_date_from: request.dateFrom,
      requested_date_to: request.dateTo,
    },
  };
}

/** /v2/draft/supply/create: checks the choice and has Ozon create the supply order (asynchronously). */
export function createSupplyFromDraft(
  world: World,
  store: DraftStore,
  request: {
    draftId: number;
    supplyType: DraftSupplyType;
    selected: SelectedWarehouse[];
    timeslot?: { from: string; to: string };
  },
): { draft_id: number; error_reasons: string[] } {
  const refuse = (reasons: string[], draft?: Draft) => {
    if (draft) draft.lastRefusal = reasons;
    return { draft_id: request.draftId, error_reasons: reasons };
  };
  const existing = store.orderOf(request.draftId);
  if (existing) {
    return refuse([existing.readyAt > store.clock() ? 'ORDER_CREATION_IN_PROGRESS' : 'ORDER_ALREADY_CREATED']);
  }
  const draft = store.get(request.draftId);
  if (!draft) return refuse(['DRAFT_DOES_NOT_EXIST']);
  if (!store.isCalculated(draft)) return refuse(['DRAFT_INCORRECT_STATE'], draft);
  if (draft.supplyType !== request.supplyType) return refuse(['INVALID_ROUTE'], draft);
  const selection = select(draft, request.selected);
  if (!selection.ok) {
    return refuse(
      [selection.reason === 'INVALID_STORAGE_WAREHOUSE' ? selection.reason : 'INVALID_CLUSTERS_COUNT'],
      draft,
    );
  }
  const { chosen } = selection;
  if (chosen.invalidReason === 'NOT_AVAILABLE_MATRIX') return refuse(['INVALID_STORAGE_WAREHOUSE'], draft);
  const now = store.sandboxNow();
  const { timezone, warehouse } = slotWarehouse(world, draft, chosen.warehouse);
  let timeslot: { from: number; to: number } | null = null;
  if (request.timeslot) {
    timeslot = { from: Date.parse(request.timeslot.from), to: Date.parse(request.timeslot.to) };
    const free =
      chosen.invalidReason !== 'NOT_AVAILABLE_TIMESLOT_FOR_STORAGE_WAREHOUSE' &&
      Number.isFinite(timeslot.from) &&
      isFreeTimeslot(world.seed, warehouse.id, timezone, timeslot, now);
    if (!free) return refuse(['TIMESLOT_NOT_AVAILABLE'], draft);
  }
  const crossdock = draft.supplyType === 'CROSSDOCK';
  const transitDays = crossdock ? clusterTransitDays(draft.cluster)[0] : 0;
  const storage = chosen.warehouse;
  // A new supply order starts in DATA_FILLING: cargo places and documents are filled in after creation.
  const initial: SupplyState = 'DATA_FILLING';
  store.addOrder(draft, {
    bundleId: store.newBundleId(),
    createdAt: now,
    crossdock,
    dropoff: draft.dropoff?.ref ?? storage,
    storage,
    macrolocalClusterId: draft.cluster.macrolocalId,
    timezone,
    timeslot,
    arrivalDate: timeslot ? utcDay(timeslot.from + transitDays * DAY_MS) : null,
    transitions: [{ state: initial, at: now }],
    items: { lines: chosen.lines },
  });
  draft.lastRefusal = undefined;
  return { draft_id: draft.id, error_reasons: [] };
}

/** /v2/draft/supply/create/status: in progress, then the created order id. */
export function supplyCreationStatus(store: DraftStore, draftId: number) {
  const order = store.orderOf(draftId);
  if (order) {
    return order.readyAt > store.clock()
      ? { status: 'IN_PROGRESS', error_reasons: [] }
      : { status: 'SUCCESS', order_id: order.orderId, error_reasons: [] };
  }
  const draft = store.get(draftId);
  if (!draft) return { status: 'FAILED', error_reasons: ['DRAFT_DOES_NOT_EXIST'] };
  if (draft.lastRefusal) return { status: 'FAILED', error_reasons: draft.lastRefusal };
  return { status: 'UNSPECIFIED', error_reasons: [] };
}

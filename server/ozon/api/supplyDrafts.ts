import { z } from 'zod';
import { systemClock, type Clock } from '../retry.js';
import type { CallOptions, OzonTransport } from '../transport.js';
import { int64, SUPPLY_METHODS, warehouseRef } from './supplies.js';

/**
 * The FBO supply-draft flow: a cross-dock or direct draft for one cluster, its calculation (which
 * warehouses take the items), the free timeslots, and the supply order created from it. Ozon allows
 * 2 drafts a minute (50 an hour, 500 a day) and as many supplies from drafts; a draft lives 30 minutes.
 */
export type DraftSupplyType = 'CROSSDOCK' | 'DIRECT';
export type DraftStatus = 'UNSPECIFIED' | 'SUCCESS' | 'IN_PROGRESS' | 'FAILED';
const draftStatus = z.enum(['UNSPECIFIED', 'SUCCESS', 'IN_PROGRESS', 'FAILED']);

export const draftErrorSchema = z
  .object({
    error_message: z.string().default(''),
    error_reasons: z.array(z.string()).default([]),
    items_validation: z
      .array(
        z
          .object({
            macrolocal_cluster_id: int64.optional(),
            rejected_items: z
              .array(z.object({ sku: int64, reasons: z.array(z.string()).default([]) }).loose())
              .default([]),
          })
          .loose(),
      )
      .default([]),
    macrolocal_cluster_ids: z.array(z.string()).default([]),
    message: z.string().default(''),
    skus: z.array(z.string()).default([]),
  })
  .loose();
export type DraftError = z.infer<typeof draftErrorSchema>;

export const draftCreateResponse = z.object({ draft_id: int64, errors: z.array(draftErrorSchema).default([]) }).loose();

export const draftWarehouseSchema = z
  .object({
    availability_status: z.object({ state: z.string(), invalid_reason: z.string().default('UNSPECIFIED') }).loose(),
    bundle_id: z.string().default(''),
    restricted_bundle_id: z.string().default(''),
    storage_warehouse: warehouseRef,
    supply_tags: z.array(z.string()).default([]),
    total_rank: z.number().int().default(0),
    total_score: z.number().default(0),
  })
  .loose();
export type DraftWarehouse = z.infer<typeof draftWarehouseSchema>;

export const draftInfoResponse = z
  .object({
    status: draftStatus,
    clusters: z
      .array(
        z
          .object({
            cluster_name: z.string().default(''),
            macrolocal_cluster_id: int64,
            supply_type: z.string().default(''),
            warehouses: z.array(draftWarehouseSchema).default([]),
          })
          .loose(),
      )
      .default([]),
    errors: z.array(draftErrorSchema).default([]),
  })
  .loose();
export type DraftInfo = z.infer<typeof draftInfoResponse>;

const timeslot = z.object({ from_in_timezone: z.string(), to_in_timezone: z.string() }).loose();
export type DraftTimeslot = z.infer<typeof timeslot>;

export const draftTimeslotsResponse = z
  .object({
    error_reason: z.string().default('UNSPECIFIED'),
    result: z
      .object({
        drop_off_warehouse_timeslots: z
          .object({
            current_time_in_timezone: z.string().default(''),
            days: z
              .array(z.object({ date_in_timezone: z.string(), timeslots: z.array(timeslot).default([]) }).loose())
              .default([]),
            warehouse_timezone: z.string().default(''),
          })
          .loose(),
        requested_date_from: z.string().default(''),
        requested_date_to: z.string().default(''),
      })
      .loose()
      .optional(),
  })
  .loose();

export const supplyCreateResponse = z
  .object({ draft_id: int64, error_reasons: z.array(z.string()).default([]) })
  .loose();

export const supplyCreateStatusResponse = z
  .object({ status: draftStatus, order_id: int64.optional(), error_reasons: z.array(z.string()).default([]) })
  .loose();

export interface DraftItem {
  sku: number;
  quantity: number;
}

/** Where the supply goes: the draft's cluster and one of its storage warehouses. */
export interface DraftTarget {
  draftId: number;
  supplyType: DraftSupplyType;
  clusterId: number;
  warehouseId: number;
}

export interface PollOptions extends CallOptions {
  /** Between two status requests; Ozon calculates in seconds. */
  intervalMs?: number;
  timeoutMs?: number;
  clock?: Clock;
}

/** Asks `ask` until it answers something other than IN_PROGRESS (or the time is up). */
async function poll<T extends { status: DraftStatus }>(ask: () => Promise<T>, options: PollOptions): Promise<T> {
  const clock = options.clock ?? systemClock;
  const deadline = clock.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const answer = await ask();
    if (answer.status !== 'IN_PROGRESS' || clock.now() >= deadline) return answer;
    await clock.sleep(options.intervalMs ?? 1_000, options.signal);
  }
}

const selected = (target: DraftTarget) => [
  { macrolocal_cluster_id: target.clusterId, storage_warehouse_id: target.warehouseId },
];

export function supplyDraftApi(ozon: OzonTransport) {
  const info = (draftId: number, options?: CallOptions) =>
    ozon.post(SUPPLY_METHODS.draftInfo, { draft_id: draftId }, draftInfoResponse, options);
  const createStatus = (draftId: number, options?: CallOptions) =>
    ozon.post(SUPPLY_METHODS.supplyCreateStatus, { draft_id: draftId }, supplyCreateStatusResponse, options);

  return {
    /** A cross-dock draft: the seller hands the goods over at a drop-off point, Ozon takes them to the cluster. */
    createCrossdock: (
      request: {
        clusterId: number;
        items: DraftItem[];
        dropoffWarehouseId: number;
        dropoffWarehouseType?: string;
        deletionSkuMode?: 'PARTIAL' | 'FULL';
      },
      options?: CallOptions,
    ) =>
      ozon.post(
        SUPPLY_METHODS.crossdockDraft,
        {
          cluster_info: { items: request.items, macrolocal_cluster_id: request.clusterId },
          deletion_sku_mode: request.deletionSkuMode ?? 'PARTIAL',
          delivery_info: {
            drop_off_warehouse: {
              warehouse_id: request.dropoffWarehouseId,
              warehouse_type: request.dropoffWarehouseType ?? 'DELIVERY_POINT',
            },
            type: 'DROPOFF',
          },
        },
        draftCreateResponse,
        options,
      ),
    /** A direct draft: the seller brings the goods to a storage warehouse of the cluster. */
    createDirect: (
      request: { clusterId: number; items: DraftItem[]; deletionSkuMode?: 'PARTIAL' | 'FULL' },
      options?: CallOptions,
    ) =>
      ozon.post(
        SUPPLY_METHODS.directDraft,
        {
          cluster_info: { items: request.items, macrolocal_cluster_id: request.clusterId },
          deletion_sku_mode: request.deletionSkuMode ?? 'PARTIAL',
        },
        draftCreateResponse,
        options,
      ),
    info,
    /** The draft once calculated (SUCCESS or FAILED), asking again while it is IN_PROGRESS. */
    waitForCalculation: (draftId: number, options: PollOptions = {}) => poll(() => info(draftId, options), options),
    /** Free timeslots of the warehouse the seller unloads at, between two dates (YYYY-MM-DD, at most 28 days ahead). */
    timeslots: (target: DraftTarget & { dateFrom: string; dateTo: string }, options?: CallOptions) =>
      ozon.post(
        SUPPLY_METHODS.draftTimeslots,
        {
          draft_id: target.draftId,
          supply_type: target.supplyType,
          date_from: target.dateFrom,
          date_to: target.dateTo,
          selected_cluster_warehouses: selected(target),
        },
        draftTimeslotsResponse,
        options,
      ),
    /** Asks Ozon to create the supply order; its status (and the order id) come from createStatus. */
    createSupply: (target: DraftTarget & { timeslot?: DraftTimeslot }, options?: CallOptions) =>
      ozon.post(
        SUPPLY_METHODS.supplyCreate,
        {
          draft_id: target.draftId,
          supply_type: target.supplyType,
          selected_cluster_warehouses: selected(target),
          ...(target.timeslot && {
            timeslot: {
              from_in_timezone: target.timeslot.from_in_timezone,
              to_in_timezone: target.timeslot.to_in_timezone,
            },
          }),
        },
        supplyCreateResponse,
        options,
      ),
    createStatus,
    /** The supply creation once finished: SUCCESS with the order id, or FAILED with the reasons. */
    waitForSupply: (draftId: number, options: PollOptions = {}) => poll(() => createStatus(draftId, options), options),
  };
}

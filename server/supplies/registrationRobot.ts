import type { RegistrationRunResult, TaskRunOutcome } from '../../contracts/supplyRegistration.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import {
  supplyDraftApi,
  type DraftSupplyType,
  type DraftTarget,
  type DraftTimeslot,
  type PollOptions,
} from '../ozon/api/supplyDrafts.js';
import type { OzonTransport } from '../ozon/transport.js';
import {
  claimTask,
  callWaitSeconds,
  dueTaskIds,
  endRun,
  loadTaskPlan,
  recordLimitedCall,
  renewLease,
  updateItem,
  type TaskPlan,
} from './registrationRobotStore.js';
import {
  draftErrorsText,
  failureOf,
  logged,
  refusesProducts,
  said,
  stoppedByOzon,
  type RunOutcome,
  type Said,
} from './robotRunOutcome.js';
import { earliestSlot } from './earliestSlot.js';
import { warehouseAvailabilities } from './warehouseAvailability.js';

/** A draft lives 30 minutes at Ozon; one older than this is not worth starting a booking with. */
const DRAFT_REUSE_MS = 25 * 60_000;
/** Ozon books at most 28 days ahead (today included). */
const BOOKING_DAYS_AHEAD = 27;

export interface RobotOptions {
  /** Names this process in the leases and the run log. */
  worker: string;
  calendar: SellerCalendar;
  signal?: AbortSignal;
  progress?: Progress;
  /** The server's clock: when a task's window ends, what a draft's age is. */
  now?: () => Date;
  /** How long a claimed task stays this worker's without a sign of life (renewed at every step). */
  leaseMs?: number;
  /** How the robot waits for Ozon's calculations (a draft, a supply). */
  poll?: Pick<PollOptions, 'intervalMs' | 'timeoutMs'>;
}

class LeaseLost extends Error {}

/**
 * The supply-slot robot: books each enabled task's supply in the earliest free slot of its window. Every
 * Ozon operation id is stored before the next step, and a supply asked of Ozon is settled (its status
 * read) before anything new is tried, so a run cut off anywhere resumes without a second supply. A task
 * is worked on by one process at a time (a lease in the database); each run is logged.
 */
export async function runRegistrationTasks(
  db: Db,
  ozon: OzonTransport,
  options: RobotOptions,
): Promise<RegistrationRunResult> {
  const ids = await dueTaskIds(db);
  const result: RegistrationRunResult = { TaskCount: ids.length, Booked: [], Outdated: [], Skipped: [] };
  const leaseMs = options.leaseMs ?? 3 * 60_000;
  options.progress?.advance(0, ids.length);
  for (const taskId of ids) {
    options.signal?.throwIfAborted();
    if (!(await claimTask(db, taskId, options.worker, leaseMs))) {
      result.Skipped.push(taskId);
      continue;
    }
    const startedAt = new Date();
    let outcome: RunOutcome;
    try {
      const plan = await loadTaskPlan(db, taskId);
      if (!plan) continue;
      outcome = await bookTask(db, ozon, plan, { ...options, leaseMs });
    } catch (error) {
      // Cancelled or shut down: the lease runs out by itself and the next run carries on from what is stored.
      if (options.signal?.aborted) throw error;
      // Another process took the task over after this one stalled: it is that process's run now.
      if (error instanceof LeaseLost) {
        result.Skipped.push(taskId);
        continue;
      }
      // Ozon's limits (429, past the transport's own waiting) make the task wait; the rest is a failure.
      outcome = failureOf(error);
    }
    await endRun(db, { taskId, worker: options.worker, startedAt, ...logged(outcome) });
    if (outcome.outcome === 'Booked') result.Booked.push(taskId);
    if (outcome.outcome === 'Outdated') result.Outdated.push(taskId);
    options.progress?.advance(1);
  }
  return result;
}

async function bookTask(
  db: Db,
  ozon: OzonTransport,
  plan: TaskPlan,
  options: RobotOptions & { leaseMs: number },
): Promise<RunOutcome> {
  const drafts = supplyDraftApi(ozon);
  const now = () => options.now?.() ?? new Date();
  const call = { signal: options.signal };
  const poll = { ...call, intervalMs: 1000, timeoutMs: 60_000, ...options.poll };
  const keepLease = async () => {
    if (!(await renewLease(db, plan.id, options.worker, options.leaseMs))) throw new LeaseLost('lease lost');
  };

  const reasons: Said[] = [];
  let refusedDropoffs = 0;
  /** Reads how the supply asked for through a drop-off went, and stores it; null when it failed. */
  const settle = async (
    item: TaskPlan['items'][number],
    draftId: number,
    slot: { from: string; to: string } | null,
  ): Promise<RunOutcome | null> => {
    const status = await drafts.waitForSupply(draftId, poll);
    if (status.status === 'SUCCESS' && status.order_id !== undefined) {
      await updateItem(db, plan.id, item.dropoffId, {
        supply_status: 'SUCCESS',
        ozon_supply_order_id: status.order_id,
      });
      const booked = { order: String(status.order_id), dropOff: item.dropoffName, draft: String(draftId) };
      const english = `Supply order ${status.order_id} booked through ${item.dropoffName} (draft ${draftId}).`;
      return {
        outcome: 'Booked',
        said: [
          slot
            ? said(
                'Booked',
                { ...booked, slotAt: slot.from, slotEndClock: slot.to },
                `${english} Slot ${slot.from} – ${slot.to.slice(11, 16)}.`,
              )
            : said('BookedNoSlot', booked, english),
        ],
      };
    }
    if (status.status === 'IN_PROGRESS') {
      await updateItem(db, plan.id, item.dropoffId, { supply_status: 'IN_PROGRESS' });
      return {
        outcome: 'Waiting',
        said: [
          said('StillCreating', { draft: String(draftId) }, `Ozon is still creating the supply of draft ${draftId}.`),
        ],
      };
    }
    // FAILED, or never received (UNSPECIFIED): the draft made no supply, so another may be asked for.
    await updateItem(db, plan.id, item.dropoffId, {
      supply_draft_id: null,
      supply_requested_at: null,
      timeslot_from: null,
      timeslot_to: null,
      supply_status: 'FAILED',
    });
    const ozon = status.error_reasons.join(', ') || status.status;
    reasons.push(
      said(
        'SupplyNotCreated',
        { dropOff: item.dropoffName, ozon },
        `${item.dropoffName}: supply not created (${ozon})`,
      ),
    );
    return null;
  };
  const once = (outcome: TaskRunOutcome, line: Said): RunOutcome => ({ outcome, said: [line] });

  // A supply asked for by an earlier run (perhaps cut off before it heard back) is settled first.
  for (const item of plan.items) {
    if (item.supplyDraftId === null) continue;
    const slot =
      item.timeslotFrom && item.timeslotTo
        ? { from: item.timeslotFrom.toISOString(), to: item.timeslotTo.toISOString() }
        : null;
    const settled = await settle(item, item.supplyDraftId, slot);
    if (settled) return settled;
  }

  const today = options.calendar.dayOf(now());
  if (today > plan.maxDate) {
    return once(
      'Outdated',
      said('WindowEnded', { maxDay: plan.maxDate }, `The window ended on ${plan.maxDate} without a free slot.`),
    );
  }
  const availability = (await warehouseAvailabilities(db, now())).get(plan.target.id) ?? 'Unknown';
  if (availability === 'Closed' || availability === 'Overloaded') {
    return once(
      'NoSlot',
      said(
        availability === 'Closed' ? 'WarehouseClosed' : 'WarehouseOverloaded',
        { warehouse: plan.target.name },
        `Ozon reports ${plan.target.name} as ${availability.toLowerCase()}: no draft made.`,
      ),
    );
  }
  const withoutSku = plan.products.filter((product) => product.sku === null);
  if (withoutSku.length) {
    const products = withoutSku.map((product) => product.name).join(', ');
    return once('Failed', said('NoSku', { products }, `No Ozon SKU for ${products}: import the Ozon products.`));
  }
  if (plan.target.clusterMacrolocalId === null) {
    return once(
      'Failed',
      said(
        'NoClusterId',
        { warehouse: plan.target.name },
        `The cluster of ${plan.target.name} has no macrolocal id: import Ozon's warehouses again.`,
      ),
    );
  }
  const dateFrom = plan.minDate > today ? plan.minDate : today;
  const lastBookable = options.calendar.addDays(today, BOOKING_DAYS_AHEAD);
  const dateTo = plan.maxDate < lastBookable ? plan.maxDate : lastBookable;
  if (dateFrom > dateTo) {
    return once(
      'NoSlot',
      said(
        'BeyondBookingHorizon',
        { lastDay: lastBookable, minDay: plan.minDate },
        `Ozon books up to ${lastBookable}; the window starts on ${plan.minDate}.`,
      ),
    );
  }
  const items = plan.products.map((product) => ({ sku: product.sku!, quantity: product.quantity }));

  for (const item of plan.items) {
    await keepLease();
    const supplyType: DraftSupplyType = item.dropoffId === plan.target.id ? 'DIRECT' : 'CROSSDOCK';
    let draftId =
      item.draftId !== null && item.draftCreatedAt && now().getTime() - item.draftCreatedAt.getTime() < DRAFT_REUSE_MS
        ? item.draftId
        : null;
    if (draftId === null) {
      const wait = await callWaitSeconds(db, 'draft');
      if (wait > 0) {
        reasons.push(said('DraftLimit', { seconds: wait }, `Ozon's limit on drafts: the next one in ${wait} s`));
        return { outcome: 'Waiting', said: reasons };
      }
      await recordLimitedCall(db, 'draft');
      const created =
        supplyType === 'DIRECT'
          ? await drafts.createDirect({ clusterId: plan.target.clusterMacrolocalId, items }, call)
          : await drafts.createCrossdock(
              { clusterId: plan.target.clusterMacrolocalId, items, dropoffWarehouseId: item.dropoffOzonId },
              call,
            );
      // Ozon refused what the task asks: its products (an archived card, a SKU out of the assortment)
      // would be refused through every drop-off and on every run, so the task stops here with Ozon's
      // reason; a refused drop-off leaves the others to try.
      if (!created.draft_id || refusesProducts(created.errors)) {
        const ozon = draftErrorsText(created.errors);
        const refusal = ozon
          ? said('DraftRefused', { dropOff: item.dropoffName, ozon }, `${item.dropoffName}: ${ozon}`)
          : said('NoDraft', { dropOff: item.dropoffName }, `${item.dropoffName}: no draft`);
        if (refusesProducts(created.errors)) return stoppedByOzon([...reasons, refusal]);
        reasons.push(refusal);
        refusedDropoffs += 1;
        continue;
      }
      draftId = created.draft_id;
      await updateItem(db, plan.id, item.dropoffId, {
        draft_id: draftId,
        draft_created_at: now(),
        supply_status: null,
        ozon_supply_order_id: null,
      });
    }

    const info = await drafts.waitForCalculation(draftId, poll);
    if (info.status !== 'SUCCESS') {
      const ozon = [info.status, draftErrorsText(info.errors)].filter(Boolean).join(' ');
      reasons.push(
        said(
          'DraftNotCalculated',
          { dropOff: item.dropoffName, draft: String(draftId), ozon },
          `${item.dropoffName}: draft ${draftId} ${ozon}`,
        ),
      );
      continue;
    }
    const cluster = info.clusters.find((candidate) =>
      candidate.warehouses.some((warehouse) => warehouse.storage_warehouse.warehouse_id === plan.target.ozonId),
    );
    const storage = cluster?.warehouses.find(
      (warehouse) => warehouse.storage_warehouse.warehouse_id === plan.target.ozonId,
    );
    if (!cluster || !storage) {
      reasons.push(
        said(
          'WarehouseNotOffered',
          { dropOff: item.dropoffName, warehouse: plan.target.name },
          `${item.dropoffName}: Ozon does not offer ${plan.target.name} for this draft`,
        ),
      );
      continue;
    }
    if (storage.availability_status.state !== 'FULL_AVAILABLE') {
      const { state, invalid_reason: reason } = storage.availability_status;
      reasons.push(
        said(
          'WarehouseNotAvailable',
          { dropOff: item.dropoffName, warehouse: plan.target.name, state, reason },
          `${item.dropoffName}: ${plan.target.name} ${state} (${reason})`,
        ),
      );
      continue;
    }
    const target: DraftTarget = {
      draftId,
      supplyType,
      clusterId: cluster.macrolocal_cluster_id,
      warehouseId: plan.target.ozonId,
    };
    await keepLease();
    const answer = await drafts.timeslots({ ...target, dateFrom, dateTo }, call);
    const slots = answer.result?.drop_off_warehouse_timeslots;
    if (answer.error_reason !== 'UNSPECIFIED' || !slots) {
      reasons.push(
        said(
          'TimeslotsRefused',
          { dropOff: item.dropoffName, reason: answer.error_reason },
          `${item.dropoffName}: timeslots ${answer.error_reason}`,
        ),
      );
      continue;
    }
    const window = { minDate: plan.minDate, maxDate: plan.maxDate, reserveHours: plan.timeReserveHours };
    const slot: DraftTimeslot | undefined = earliestSlot(slots, window, now());
    if (!slot) {
      reasons.push(
        said(
          'NoFreeSlot',
          { dropOff: item.dropoffName, fromDay: dateFrom, toDay: dateTo },
          `${item.dropoffName}: no free slot from ${dateFrom} to ${dateTo}`,
        ),
      );
      continue;
    }

    await keepLease();
    const supplyWait = await callWaitSeconds(db, 'supply');
    if (supplyWait > 0) {
      reasons.push(
        said(
          'SupplyLimit',
          { seconds: supplyWait },
          `Ozon's limit on supplies from drafts: the next one in ${supplyWait} s`,
        ),
      );
      return { outcome: 'Waiting', said: reasons };
    }
    await recordLimitedCall(db, 'supply');
    // Stored before asking: a run cut off from here on settles this request instead of making another.
    await updateItem(db, plan.id, item.dropoffId, {
      supply_draft_id: draftId,
      supply_requested_at: now(),
      timeslot_from: new Date(slot.from_in_timezone),
      timeslot_to: new Date(slot.to_in_timezone),
      supply_status: 'IN_PROGRESS',
    });
    const requested = await drafts.createSupply({ ...target, timeslot: slot }, call);
    const refused = requested.error_reasons.filter(
      (reason) => reason !== 'ORDER_ALREADY_CREATED' && reason !== 'ORDER_CREATION_IN_PROGRESS',
    );
    if (refused.length) {
      await updateItem(db, plan.id, item.dropoffId, {
        supply_draft_id: null,
        supply_requested_at: null,
        timeslot_from: null,
        timeslot_to: null,
        supply_status: 'FAILED',
      });
      const ozon = refused.join(', ');
      reasons.push(said('SupplyRefused', { dropOff: item.dropoffName, ozon }, `${item.dropoffName}: ${ozon}`));
      continue;
    }
    const settled = await settle(item, draftId, { from: slot.from_in_timezone, to: slot.to_in_timezone });
    if (settled) return settled;
  }
  if (plan.items.length > 0 && refusedDropoffs === plan.items.length) return stoppedByOzon(reasons);
  return {
    outcome: 'NoSlot',
    said: reasons.length ? reasons : [said('NoDropOff', {}, 'No drop-off warehouse')],
  };
}

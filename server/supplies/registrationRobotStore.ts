import { sql } from 'kysely';
import type { TaskRunNote, TaskRunOutcome } from '../../contracts/supplyRegistration.js';
import type { DbOrTrx } from '../db/database.js';

/**
 * Ozon's limits per cabinet, each for drafts and, apart, for supplies created from drafts: 2 a minute,
 * 50 an hour, 500 a day.
 */
export const DRAFT_LIMITS = [
  { seconds: 60, max: 2 },
  { seconds: 3600, max: 50 },
  { seconds: 86_400, max: 500 },
] as const;

/** Tasks the robot works on: enabled, neither finished nor outdated, oldest first. */
export async function dueTaskIds(db: DbOrTrx): Promise<number[]> {
  const rows = await db
    .selectFrom('ozon_supply_registration_tasks')
    .select('id')
    .where('enabled', '=', true)
    .where('finished', '=', false)
    .where('outdated', '=', false)
    .where('stopped_reason', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes the task for this worker until the lease runs out, unless another worker holds it: one atomic
 * UPDATE, so of two processes asking at once exactly one gets it.
 */
export async function claimTask(db: DbOrTrx, taskId: number, worker: string, leaseMs: number): Promise<boolean> {
  const result = await sql`
    UPDATE ozon_supply_registration_tasks
    SET lease_owner = ${worker}, lease_until = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE id = ${taskId} AND enabled AND NOT finished AND NOT outdated
      AND (lease_until IS NULL OR lease_until < now() OR lease_owner = ${worker})`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Keeps the lease while the worker is still at it; false when it was lost (taken over after a stall). */
export async function renewLease(db: DbOrTrx, taskId: number, worker: string, leaseMs: number): Promise<boolean> {
  const result = await sql`
    UPDATE ozon_supply_registration_tasks
    SET lease_until = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE id = ${taskId} AND lease_owner = ${worker}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Ends the run: the lease is given back, the run counted and logged, and the task finished or outdated. */
export async function endRun(
  db: DbOrTrx,
  run: {
    taskId: number;
    worker: string;
    startedAt: Date;
    outcome: TaskRunOutcome;
    /** The English line for the server's log; the notes are what the screen words. */
    message: string;
    notes: TaskRunNote[];
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ozon_supply_registration_tasks')
      .set((eb) => ({
        run_count: eb('run_count', '+', 1),
        last_run_at: sql`now()`,
        lease_owner: null,
        lease_until: null,
        ...(run.outcome === 'Booked' && { finished: true }),
        ...(run.outcome === 'Outdated' && { outdated: true }),
        ...(run.outcome === 'Refused' && { stopped_reason: run.message, stopped_notes: JSON.stringify(run.notes) }),
      }))
      .where('id', '=', run.taskId)
      .where('lease_owner', '=', run.worker)
      .execute();
    await trx
      .insertInto('ozon_supply_registration_task_runs')
      .values({
        task_id: run.taskId,
        started_at: run.startedAt,
        finished_at: sql`now()`,
        worker: run.worker,
        outcome: run.outcome,
        message: run.message.slice(0, 4000),
        notes: JSON.stringify(run.notes),
      })
      .execute();
  });
}

export interface TaskPlan {
  id: number;
  minDate: string;
  maxDate: string;
  timeReserveHours: number;
  target: { id: number; ozonId: number; name: string; type: number; clusterMacrolocalId: number | null };
  products: { packageId: number; name: string; sku: number | null; quantity: number }[];
  items: {
    dropoffId: number;
    dropoffOzonId: number;
    dropoffName: string;
    draftId: number | null;
    draftCreatedAt: Date | null;
    supplyDraftId: number | null;
    timeslotFrom: Date | null;
    timeslotTo: Date | null;
    ozonSupplyOrderId: number | null;
  }[];
}

/** Everything a run needs of the task, with the Ozon ids of its warehouses and packages. */
export async function loadTaskPlan(db: DbOrTrx, taskId: number): Promise<TaskPlan | null> {
  const task = await db
    .selectFrom('ozon_supply_registration_tasks as t')
    .innerJoin('ozon_warehouses as w', 'w.id', 't.target_warehouse_id')
    .leftJoin('ozon_warehouse_clusters as c', 'c.id', 'w.cluster_id')
    .select([
      't.id',
      't.min_date',
      't.max_date',
      't.time_reserve_in_hours',
      'w.id as target_id',
      'w.ozon_id',
      'w.name',
      'w.type',
      'c.macrolocal_id',
    ])
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  if (!task) return null;
  const [products, items] = await Promise.all([
    db
      .selectFrom('ozon_supply_registration_task_products as p')
      .innerJoin('product_packages as pp', 'pp.id', 'p.product_package_id')
      .leftJoin('ozon_products as o', 'o.product_package_id', 'p.product_package_id')
      .select(['p.product_package_id', 'pp.name', 'o.sku', 'p.quantity'])
      .where('p.task_id', '=', taskId)
      .orderBy('p.product_package_id')
      .execute(),
    db
      .selectFrom('ozon_supply_registration_task_items as i')
      .innerJoin('ozon_warehouses as w', 'w.id', 'i.dropoff_warehouse_id')
      .select([
        'i.dropoff_warehouse_id',
        'w.ozon_id',
        'w.name',
        'i.draft_id',
        'i.draft_created_at',
        'i.supply_draft_id',
        'i.timeslot_from',
        'i.timeslot_to',
        'i.ozon_supply_order_id',
      ])
      .where('i.task_id', '=', taskId)
      .orderBy('i.position')
      .execute(),
  ]);
  return {
    id: task.id,
    minDate: task.min_date,
    maxDate: task.max_date,
    timeReserveHours: task.time_reserve_in_hours,
    target: {
      id: task.target_id,
      ozonId: Number(task.ozon_id),
      name: task.name,
      type: task.type,
      clusterMacrolocalId: task.macrolocal_id === null ? null : Number(task.macrolocal_id),
    },
    products: products.map((product) => ({
      packageId: product.product_package_id,
      name: product.name,
      sku: product.sku === null ? null : Number(product.sku),
      quantity: product.quantity,
    })),
    items: items.map((item) => ({
      dropoffId: item.dropoff_warehouse_id,
      dropoffOzonId: Number(item.ozon_id),
      dropoffName: item.name,
      draftId: item.draft_id === null ? null : Number(item.draft_id),
      draftCreatedAt: item.draft_created_at === null ? null : new Date(item.draft_created_at),
      supplyDraftId: item.supply_draft_id === null ? null : Number(item.supply_draft_id),
      timeslotFrom: item.timeslot_from === null ? null : new Date(item.timeslot_from),
      timeslotTo: item.timeslot_to === null ? null : new Date(item.timeslot_to),
      ozonSupplyOrderId: item.ozon_supply_order_id === null ? null : Number(item.ozon_supply_order_id),
    })),
  };
}

export interface ItemChange {
  draft_id?: number | null;
  draft_created_at?: Date | null;
  supply_draft_id?: number | null;
  supply_requested_at?: Date | null;
  timeslot_from?: Date | null;
  timeslot_to?: Date | null;
  supply_status?: string | null;
  ozon_supply_order_id?: number | null;
}

/** Stores what Ozon answered for one drop-off warehouse before the robot takes the next step. */
export async function updateItem(db: DbOrTrx, taskId: number, dropoffId: number, change: ItemChange): Promise<void> {
  await db
    .updateTable('ozon_supply_registration_task_items')
    .set(change)
    .where('task_id', '=', taskId)
    .where('dropoff_warehouse_id', '=', dropoffId)
    .execute();
}

/** What counts against Ozon's limits: a draft, or a supply asked of Ozon from a draft. */
export type LimitedCall = 'draft' | 'supply';

/** The seconds until another call of the kind is within every limit; 0 when one may be made now. */
export async function callWaitSeconds(db: DbOrTrx, kind: LimitedCall): Promise<number> {
  const row = await sql<Record<string, string | number | null>>`
    SELECT ${sql.join(
      DRAFT_LIMITS.map(
        ({ seconds, max }) => sql`
          CASE WHEN count(*) FILTER (WHERE at > now() - ${`${seconds} seconds`}::interval) >= ${max}
          THEN ceil(extract(epoch FROM (
            (SELECT at FROM ozon_supply_draft_calls
             WHERE kind = ${kind} AND at > now() - ${`${seconds} seconds`}::interval
             ORDER BY at DESC OFFSET ${max - 1} LIMIT 1) + ${`${seconds} seconds`}::interval - now())))
          ELSE 0 END AS ${sql.ref(`wait_${seconds}`)}`,
      ),
    )}
    FROM ozon_supply_draft_calls WHERE kind = ${kind} AND at > now() - interval '1 day'`.execute(db);
  const waits = Object.values(row.rows[0] ?? {}).map((value) => Number(value ?? 0));
  return Math.max(0, ...waits);
}

/** Counts a call against the limits (shared by every process) and forgets calls older than a day. */
export async function recordLimitedCall(db: DbOrTrx, kind: LimitedCall): Promise<void> {
  await db
    .insertInto('ozon_supply_draft_calls')
    .values({ at: sql`now()`, kind })
    .execute();
  await db
    .deleteFrom('ozon_supply_draft_calls')
    .where('at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

import { sql } from 'kysely';
import type {
  FindSupplyRegistrationTasksRequest,
  SupplyRegistrationTask,
  SupplyRegistrationTaskInput,
  SupplyRegistrationTaskRun,
  TaskRunNote,
  TaskRunOutcome,
} from '../../contracts/supplyRegistration.js';
import type { DbOrTrx } from '../db/database.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Writes a task's fields, products and drop-off warehouses (a new task, or the update of one not yet booking). */
export async function saveTask(trx: DbOrTrx, task: SupplyRegistrationTaskInput, id?: number): Promise<number> {
  const fields = {
    enabled: task.Enabled,
    min_date: task.MinDate,
    max_date: task.MaxDate,
    time_reserve_in_hours: task.TimeReserveInHours,
    target_warehouse_id: task.TargetWarehouseID,
  };
  let taskId = id;
  if (taskId === undefined) {
    taskId = (
      await trx.insertInto('ozon_supply_registration_tasks').values(fields).returning('id').executeTakeFirstOrThrow()
    ).id;
  } else {
    // A changed task is current again: a new window after an outdated one, new products or drop-offs
    // after Ozon's refusal.
    await trx
      .updateTable('ozon_supply_registration_tasks')
      .set({ ...fields, outdated: false, stopped_reason: null, stopped_notes: null })
      .where('id', '=', taskId)
      .execute();
    await trx.deleteFrom('ozon_supply_registration_task_products').where('task_id', '=', taskId).execute();
    await trx
      .deleteFrom('ozon_supply_registration_task_items')
      .where('task_id', '=', taskId)
      .where('dropoff_warehouse_id', 'not in', task.DropOffWarehouseIDs)
      .execute();
  }
  await trx
    .insertInto('ozon_supply_registration_task_products')
    .values(
      Object.entries(task.Products).map(([packageId, quantity]) => ({
        task_id: taskId,
        product_package_id: Number(packageId),
        quantity,
      })),
    )
    .execute();
  await trx
    .insertInto('ozon_supply_registration_task_items')
    .values(
      task.DropOffWarehouseIDs.map((warehouseId, position) => ({
        task_id: taskId,
        dropoff_warehouse_id: warehouseId,
        position,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['task_id', 'dropoff_warehouse_id']).doUpdateSet({ position: sql`excluded.position` }),
    )
    .execute();
  return taskId;
}

export function findTaskRow(db: DbOrTrx, id: number) {
  return db.selectFrom('ozon_supply_registration_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a supply was asked of Ozon for the task: from then on its products and target are fixed. */
export async function hasSupplyRequest(db: DbOrTrx, taskId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ozon_supply_registration_task_items')
    .select('task_id')
    .where('task_id', '=', taskId)
    .where('supply_draft_id', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Enables or disables tasks; answers the IDs that exist. */
export async function setTasksEnabled(db: DbOrTrx, ids: number[], enabled: boolean): Promise<number[]> {
  const rows = await db
    .updateTable('ozon_supply_registration_tasks')
    // Switched on again, a task Ozon refused is tried once more (the seller may have fixed the card).
    .set(enabled ? { enabled, stopped_reason: null, stopped_notes: null } : { enabled })
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

function filteredTasks(db: DbOrTrx, request: FindSupplyRegistrationTasksRequest) {
  return db
    .selectFrom('ozon_supply_registration_tasks as t')
    .$if(!request.IncludeFinished, (query) => query.where('t.finished', '=', false))
    .$if(!request.IncludeOutdated, (query) => query.where('t.outdated', '=', false))
    .$if(!request.IncludeDisabled, (query) => query.where('t.enabled', '=', true))
    .$if(request.MaxRunCount !== null, (query) => query.where('t.run_count', '<=', request.MaxRunCount!))
    .$if(request.IDs.length > 0, (query) => query.where('t.id', 'in', request.IDs));
}

export async function countTasks(db: DbOrTrx, request: FindSupplyRegistrationTasksRequest): Promise<number> {
  const row = await filteredTasks(db, request)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of tasks, newest first, each with its products, drop-off items and last run. */
export async function findTaskPage(
  db: DbOrTrx,
  request: FindSupplyRegistrationTasksRequest,
): Promise<SupplyRegistrationTask[]> {
  const rows = await filteredTasks(db, request)
    .innerJoin('ozon_warehouses as w', 'w.id', 't.target_warehouse_id')
    .leftJoin('ozon_warehouse_clusters as c', 'c.id', 'w.cluster_id')
    .selectAll('t')
    .select(['w.name as target_name', 'c.name as cluster_name'])
    .orderBy('t.id', 'desc')
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [products, items, runs] = await Promise.all([
    db
      .selectFrom('ozon_supply_registration_task_products as p')
      .innerJoin('product_packages as pp', 'pp.id', 'p.product_package_id')
      .select(['p.task_id', 'p.product_package_id', 'pp.name', 'p.quantity'])
      .where('p.task_id', 'in', ids)
      .orderBy('pp.name')
      .execute(),
    db
      .selectFrom('ozon_supply_registration_task_items as i')
      .innerJoin('ozon_warehouses as w', 'w.id', 'i.dropoff_warehouse_id')
      .selectAll('i')
      .select('w.name as dropoff_name')
      .where('i.task_id', 'in', ids)
      .orderBy('i.position')
      .execute(),
    sql<{
      id: number;
      task_id: number;
      started_at: Date;
      finished_at: Date;
      outcome: TaskRunOutcome;
      message: string;
      notes: unknown;
    }>`
      SELECT DISTINCT ON (task_id) id, task_id, started_at, finished_at, outcome, message, notes
      FROM ozon_supply_registration_task_runs WHERE task_id = ANY(${ids}::integer[])
      ORDER BY task_id, id DESC`.execute(db),
  ]);
  const lastRun = new Map(runs.rows.map((run) => [run.task_id, toRun(run)]));
  return rows.map((row) => ({
    ID: row.id,
    Enabled: row.enabled,
    Finished: row.finished,
    Outdated: row.outdated,
    StoppedReason: row.stopped_reason,
    StoppedNotes: (row.stopped_notes as TaskRunNote[] | null) ?? null,
    RunCount: row.run_count,
    MinDate: row.min_date,
    MaxDate: row.max_date,
    TimeReserveInHours: row.time_reserve_in_hours,
    TargetWarehouseID: row.target_warehouse_id,
    TargetWarehouseName: row.target_name,
    TargetClusterName: row.cluster_name,
    DropOffWarehouses: items
      .filter((item) => item.task_id === row.id)
      .map((item) => ({ ID: item.dropoff_warehouse_id, Name: item.dropoff_name })),
    Products: products
      .filter((product) => product.task_id === row.id)
      .map((product) => ({ ID: product.product_package_id, Name: product.name, Quantity: product.quantity })),
    Items: items
      .filter((item) => item.task_id === row.id)
      .map((item) => ({
        TaskID: item.task_id,
        DropOffWarehouseID: item.dropoff_warehouse_id,
        DropOffWarehouseName: item.dropoff_name,
        DraftID: item.draft_id,
        HasCreateDraftOperationID: item.draft_id !== null,
        HasCreateSupplyOperationID: item.supply_draft_id !== null,
        SupplyStatus: item.supply_status,
        OzonSupplyOrderID: item.ozon_supply_order_id,
        TimeslotFrom: iso(item.timeslot_from),
        TimeslotTo: iso(item.timeslot_to),
      })),
    CreatedAt: iso(row.created_at)!,
    LastRun: lastRun.get(row.id) ?? null,
  }));
}

function toRun(row: {
  id: number;
  task_id: number;
  started_at: Date | string;
  finished_at: Date | string;
  outcome: string;
  message: string;
  notes: unknown;
}): SupplyRegistrationTaskRun {
  return {
    ID: Number(row.id),
    TaskID: row.task_id,
    StartedAt: iso(row.started_at)!,
    FinishedAt: iso(row.finished_at)!,
    Outcome: row.outcome as TaskRunOutcome,
    Message: row.message,
    Notes: (row.notes as TaskRunNote[] | null) ?? null,
  };
}

export async function findTaskRuns(db: DbOrTrx, taskId: number, offset: number, count: number) {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('ozon_supply_registration_task_runs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('task_id', '=', taskId)
      .executeTakeFirst(),
    db
      .selectFrom('ozon_supply_registration_task_runs')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(count)
      .execute(),
  ]);
  return { TotalCount: Number(total?.count ?? 0), Items: rows.map(toRun) };
}

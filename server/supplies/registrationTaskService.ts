import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import {
  MAX_TASK_DAYS_AHEAD,
  type ChangeTasksStateRequest,
  type FindSupplyRegistrationTasksRequest,
  type SupplyRegistrationTask,
  type SupplyRegistrationTaskInput,
} from '../../contracts/supplyRegistration.js';
import type { Paged } from '../../contracts/common.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { existingPackageIds } from '../catalogue/packageRepository.js';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.js';
import {
  countTasks,
  findTaskPage,
  findTaskRow,
  findTaskRuns,
  hasSupplyRequest,
  saveTask,
  setTasksEnabled,
} from './registrationTaskRepository.js';

/** The checks against what is stored: the packages and warehouses exist, the window is not over. */
async function validate(trx: DbOrTrx, task: SupplyRegistrationTaskInput, calendar: SellerCalendar): Promise<void> {
  const today = calendar.dayOf(new Date());
  if (task.MaxDate < today) throw new ValidationError('MaxDate', `must not be in the past (today is ${today})`);
  const latest = calendar.addDays(today, MAX_TASK_DAYS_AHEAD);
  if (task.MaxDate > latest) throw new ValidationError('MaxDate', `must not be later than ${latest}`);
  const packageIds = Object.keys(task.Products).map(Number);
  const existing = await existingPackageIds(trx, packageIds);
  const missing = packageIds.filter((id) => !existing.has(id));
  if (missing.length)
    throw new ValidationError('Products', `there is no product package with ID ${missing.join(', ')}`);
  const warehouseIds = [task.TargetWarehouseID, ...task.DropOffWarehouseIDs];
  const warehouses = new Set(
    (await trx.selectFrom('ozon_warehouses').select('id').where('id', 'in', warehouseIds).execute()).map(
      (row) => row.id,
    ),
  );
  if (!warehouses.has(task.TargetWarehouseID)) {
    throw new ValidationError('TargetWarehouseID', `there is no warehouse with ID ${task.TargetWarehouseID}`);
  }
  const missingDropOffs = task.DropOffWarehouseIDs.filter((id) => !warehouses.has(id));
  if (missingDropOffs.length) {
    throw new ValidationError('DropOffWarehouseIDs', `there is no warehouse with ID ${missingDropOffs.join(', ')}`);
  }
}

const notFound = (id: number) =>
  new NotFoundError(`There is no supply registration task with ID ${id}.`, { kind: 'OzonSupplyRegistrationTask', id });

/** The seller's supply registration tasks: written here, worked on by the robot (registrationRobot.ts). */
export function registrationTaskService({ db, calendar }: { db: Db; calendar: SellerCalendar }) {
  return {
    /** Adds a task, or updates one (with ID) whose booking has not begun; answers its ID. */
    save: (task: SupplyRegistrationTaskInput & { ID?: number }): Promise<number> =>
      db.transaction().execute(async (trx) => {
        await validate(trx, task, calendar);
        if (task.ID !== undefined) {
          const row = await findTaskRow(trx, task.ID);
          if (!row) throw notFound(task.ID);
          if (row.finished) throw new ConflictError(`Task ${task.ID} has booked its supply: it cannot change.`);
          if (await hasSupplyRequest(trx, task.ID)) {
            throw new ConflictError(`Task ${task.ID} has asked Ozon for a supply: wait for its answer.`);
          }
        }
        return saveTask(trx, task, task.ID);
      }),

    /** Enables or disables tasks, all or none: an unknown ID is named and nothing changes. */
    changeState: ({ TaskIDs, Enabled }: ChangeTasksStateRequest): Promise<number> =>
      db.transaction().execute(async (trx) => {
        const changed = new Set(await setTasksEnabled(trx, TaskIDs, Enabled));
        const missing = TaskIDs.filter((id) => !changed.has(id));
        if (missing.length) {
          throw new NotFoundError(`There is no supply registration task with ID ${missing.join(', ')}.`, {
            kind: 'OzonSupplyRegistrationTask',
            id: missing.join(', '),
          });
        }
        return changed.size;
      }),

    async find(request: FindSupplyRegistrationTasksRequest): Promise<Paged<SupplyRegistrationTask>> {
      const [total, items] = await Promise.all([countTasks(db, request), findTaskPage(db, request)]);
      return { TotalCount: total, Items: items };
    },

    async runs(taskId: number, offset: number, count: number) {
      if (!(await findTaskRow(db, taskId))) throw notFound(taskId);
      return findTaskRuns(db, taskId, offset, count);
    },
  };
}
export type RegistrationTaskService = ReturnType<typeof registrationTaskService>;

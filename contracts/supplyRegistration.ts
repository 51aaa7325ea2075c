import { z } from 'zod';
import { dateOnly, id, paged, pageRequest } from './common.js';
import { warehouseRef } from './supplyOrders.js';

/** What a run of a task came to: a slot booked, none free, still waiting on Ozon, past its window, or failed. */
/** Refused: Ozon refused what the task asks (its products, its drop-off); the task stops until changed. */
export const taskRunOutcomes = ['Booked', 'NoSlot', 'Waiting', 'Outdated', 'Refused', 'Failed'] as const;
export const taskRunOutcome = z.enum(taskRunOutcomes);
export type TaskRunOutcome = (typeof taskRunOutcomes)[number];

/** Ozon allows booking at most 28 days ahead; a task's window may be set up to 60 days out. */
export const MAX_TASK_DAYS_AHEAD = 60;

const quantity = z.number().int().min(1).max(1_000_000);

/**
 * Supply registration task, the create form (SPEC.md section 3): Products maps a product package ID
 * to its quantity; dates are days of the seller's calendar.
 */
const taskFields = z.object({
  Products: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, 'must be a product package ID'), quantity)
    .refine((products) => Object.keys(products).length > 0, 'must list at least one product package')
    .refine((products) => Object.keys(products).length <= 500, 'must list at most 500 product packages'),
  Enabled: z.boolean().default(true),
  MinDate: dateOnly,
  MaxDate: dateOnly,
  TimeReserveInHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  TargetWarehouseID: id,
  DropOffWarehouseIDs: z.array(id).min(1, 'must name at least one drop-off warehouse').max(10),
});

/** The rules across fields of both forms. */
const withTaskRules = <T extends z.ZodType<z.infer<typeof taskFields>>>(schema: T) =>
  schema
    .refine((task) => task.MaxDate >= task.MinDate, { path: ['MaxDate'], message: 'must not be earlier than MinDate' })
    .refine((task) => new Set(task.DropOffWarehouseIDs).size === task.DropOffWarehouseIDs.length, {
      path: ['DropOffWarehouseIDs'],
      message: 'must not name a warehouse twice',
    });

export const supplyRegistrationTaskInput = withTaskRules(taskFields);
export type SupplyRegistrationTaskInput = z.infer<typeof taskFields>;

/** The update form: the create form with the task's ID. */
export const supplyRegistrationTaskUpdate = withTaskRules(taskFields.extend({ ID: id }));
export type SupplyRegistrationTaskUpdate = SupplyRegistrationTaskInput & { ID: number };

/** Change-tasks-state model (SPEC.md section 3). */
export const changeTasksStateRequest = z.object({
  TaskIDs: z.array(id).min(1).max(500),
  Enabled: z.boolean(),
});
export type ChangeTasksStateRequest = z.infer<typeof changeTasksStateRequest>;

/** OzonSupplyRegistrationTaskItem: the booking through one drop-off warehouse, as far as it got. */
export const supplyRegistrationTaskItem = z.object({
  TaskID: z.number().int(),
  DropOffWarehouseID: z.number().int(),
  DropOffWarehouseName: z.string(),
  DraftID: z.number().int().nullable(),
  HasCreateDraftOperationID: z.boolean(),
  HasCreateSupplyOperationID: z.boolean(),
  SupplyStatus: z.string().nullable().describe("Ozon's status of the supply creation: IN_PROGRESS, SUCCESS, FAILED"),
  OzonSupplyOrderID: z.number().int().nullable().describe("Ozon's id of the supply order booked"),
  TimeslotFrom: z.string().nullable(),
  TimeslotTo: z.string().nullable(),
});

/**
 * What a run's log says, as codes the screens word from the message catalogues
 * (`supplyRegistration.run.<Code>`): a booking, a reason a task could not go on, or one per drop-off tried.
 */
export const taskRunNoteCodes = [
  'Booked',
  'BookedNoSlot',
  'StillCreating',
  'WindowEnded',
  'WarehouseClosed',
  'WarehouseOverloaded',
  'NoSku',
  'NoClusterId',
  'BeyondBookingHorizon',
  'SupplyNotCreated',
  'DraftRefused',
  'NoDraft',
  'DraftNotCalculated',
  'WarehouseNotOffered',
  'WarehouseNotAvailable',
  'TimeslotsRefused',
  'NoFreeSlot',
  'SupplyRefused',
  'DraftLimit',
  'SupplyLimit',
  'NoDropOff',
  'OzonLimit',
  'OzonPaced',
  'OzonError',
  'OzonTimeout',
  'OzonUnreachable',
  'OzonUnexpectedAnswer',
  'Unexpected',
] as const;
export type TaskRunNoteCode = (typeof taskRunNoteCodes)[number];

/**
 * One sentence of a run's log: its code and values. Values named …Day are days of the seller's calendar
 * (YYYY-MM-DD), …At instants (ISO), …Clock instants of which the time of day is shown; Ozon's own words
 * (ozon, reason, state) are kept as Ozon wrote them; the rest (names, numbers) as they are.
 */
export const taskRunNote = z.object({
  Code: z.enum(taskRunNoteCodes),
  Params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TaskRunNote = z.infer<typeof taskRunNote>;

export const supplyRegistrationTaskRun = z.object({
  ID: z.number().int(),
  TaskID: z.number().int(),
  StartedAt: z.string(),
  FinishedAt: z.string(),
  Outcome: taskRunOutcome,
  Message: z.string().describe("The run's log line in English, as the server's log has it"),
  Notes: z
    .array(taskRunNote)
    .nullable()
    .describe('The same, as codes and values for the screen to word; null for runs logged before they were kept'),
});
export type SupplyRegistrationTaskRun = z.infer<typeof supplyRegistrationTaskRun>;

/** OzonSupplyRegistrationTask (read), with the packages' names and the last run. */
export const supplyRegistrationTask = z.object({
  ID: z.number().int(),
  Enabled: z.boolean(),
  Finished: z.boolean(),
  Outdated: z.boolean(),
  StoppedReason: z
    .string()
    .nullable()
    .describe("Ozon's refusal that stopped the task (its products, its drop-off) until the seller changes it"),
  StoppedNotes: z.array(taskRunNote).nullable().describe('The same refusal as notes of the run log'),
  RunCount: z.number().int(),
  MinDate: z.string(),
  MaxDate: z.string(),
  TimeReserveInHours: z.number().int(),
  TargetWarehouseID: z.number().int(),
  TargetWarehouseName: z.string(),
  TargetClusterName: z.string().nullable(),
  DropOffWarehouses: z.array(warehouseRef),
  Products: z.array(z.object({ ID: z.number().int(), Name: z.string(), Quantity: z.number().int() })),
  Items: z.array(supplyRegistrationTaskItem),
  CreatedAt: z.string(),
  LastRun: supplyRegistrationTaskRun.nullable(),
});
export type SupplyRegistrationTask = z.infer<typeof supplyRegistrationTask>;

/** Supply registration tasks: by default neither finished, outdated nor disabled, run at most 10 times. */
export const findSupplyRegistrationTasksRequest = z.object({
  ...pageRequest,
  IncludeFinished: z.boolean().default(false),
  IncludeOutdated: z.boolean().default(false),
  IncludeDisabled: z.boolean().default(false),
  MaxRunCount: z.number().int().min(0).nullable().default(10).describe('Tasks run at most this often; null for any'),
  IDs: z.array(id).max(500).default([]),
});
export type FindSupplyRegistrationTasksRequest = z.infer<typeof findSupplyRegistrationTasksRequest>;
export const supplyRegistrationTaskPage = paged(supplyRegistrationTask);

export const findTaskRunsRequest = z.object({ ...pageRequest, TaskID: id });
export const supplyRegistrationTaskRunPage = paged(supplyRegistrationTaskRun);

export { registrationRunResult, type RegistrationRunResult } from './supplyResults.js';

import { z } from 'zod';
import { jobKinds } from './jobKinds.js';

export { jobKinds, syncFamilyKinds, type JobKind } from './jobKinds.js';
export const jobKind = z.enum(jobKinds);

export const jobStatuses = ['Queued', 'Running', 'Completed', 'Failed', 'Cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * What a run stored for good before it stopped (an import that commits page by page or day by day):
 * every record of [From, To] and the count written ('Period'), or the records of a whole list written
 * in sets ('Records'). 'LoadedDays': the history, whose every loaded day is kept and whose next run goes
 * on from there. 'Terms': the search terms the keyword update wrote; the others wait in the queue.
 */
export const jobKept = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.literal('Period'),
    From: z.string().describe('The first instant whose records are all stored (ISO 8601)'),
    To: z.string().describe('The last such instant'),
    Records: z.number().int().describe('Records written by the run'),
  }),
  z.object({
    Kind: z.literal('Records'),
    Records: z.number().int().describe('Records of a whole list written by the run (the reviews, in sets)'),
  }),
  z.object({ Kind: z.literal('LoadedDays') }),
  z.object({
    Kind: z.literal('Terms'),
    Records: z.number().int().describe('Search terms whose statistics the run wrote'),
  }),
]);
export type JobKept = z.infer<typeof jobKept>;

/** Why a job failed: the RFC 9457 problem the synchronous call would have answered. */
export const jobProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  OzonMethod: z.string().optional().describe('The Ozon method that failed'),
  OzonStatus: z.number().int().optional().describe("Ozon's HTTP status"),
  OzonCode: z.number().int().optional().describe("Ozon's error code"),
  OzonMessage: z.string().optional().describe("Ozon's message"),
  KeywordSource: z.string().optional().describe('The keyword statistics source that failed'),
  SourceMessage: z.string().optional().describe("The keyword source's message"),
  SearchTerm: z.string().optional().describe('The term the keyword source failed on first'),
  FailedCount: z.number().int().optional().describe('Terms the keyword source failed on'),
  Kept: jobKept.optional().describe('What the run had stored for good when it stopped; none: nothing of it'),
});
export type JobProblem = z.infer<typeof jobProblem>;

/** A durable job of the sync engine: queued, running or finished, with its progress and outcome. */
export const job = z.object({
  ID: z.uuid(),
  Kind: jobKind,
  Status: z.enum(jobStatuses),
  StartedBy: z.string().describe("'user:<login>', 'schedule' or 'sync-all:<login>'"),
  DependsOn: z.uuid().nullable().describe('The job of a prerequisite family this one waits for'),
  Done: z.number().int().describe('Records handled so far'),
  Total: z.number().int().nullable().describe('Records to handle, when known'),
  Attempt: z.number().int().describe('Runs so far: a run cut off by a crash is retried'),
  CancelRequested: z.boolean(),
  CreatedAt: z.string(),
  StartedAt: z.string().nullable(),
  FinishedAt: z.string().nullable(),
  Error: jobProblem.nullable(),
  Result: z.unknown().nullable().describe("The import's result (its problem lists), once completed"),
});
export type Job = z.infer<typeof job>;

export const jobIdQuery = z.object({ id: z.uuid() });

export const findJobsRequest = z.object({
  Kind: jobKind.nullable().default(null),
  Offset: z.number().int().min(0).max(1_000_000).default(0),
  Count: z.number().int().min(1).max(100).default(20),
});
export type FindJobsRequest = z.input<typeof findJobsRequest>;
export const jobPage = z.object({ TotalCount: z.number().int(), Items: z.array(job) });

/** A family's schedule and where it stands: the sync screen's row. */
export const syncFamily = z.object({
  Kind: jobKind,
  Prerequisites: z.array(jobKind),
  Enabled: z.boolean(),
  Cron: z.string().describe('Five fields (minute hour day month weekday), or six with seconds first'),
  NextRunAt: z.string().nullable(),
  ScheduledHere: z
    .boolean()
    .describe('Whether this server starts scheduled runs (SYNC_SCHEDULES); when not, only a run started by hand runs'),
  Current: job.nullable().describe('The queued or running job'),
  LastRun: job.nullable().describe('The last finished job'),
});
export type SyncFamily = z.infer<typeof syncFamily>;

export const updateSyncScheduleRequest = z.object({
  Kind: jobKind,
  Enabled: z.boolean(),
  Cron: z.string().trim().min(1).max(100),
});
export type UpdateSyncScheduleRequest = z.infer<typeof updateSyncScheduleRequest>;

export const runSyncQuery = z.object({ kind: jobKind });

import { z } from 'zod';

export const jobKinds = ['ImportOzonWarehouses', 'ImportOzonProducts', 'ImportOzonProductStocks'] as const;
export type JobKind = (typeof jobKinds)[number];

/** A long operation of the server (an import), with its progress; kept for a while after it ends. */
export const job = z.object({
  ID: z.string(),
  Kind: z.enum(jobKinds),
  Status: z.enum(['Running', 'Succeeded', 'Failed']),
  Done: z.number().int().describe('Records handled so far'),
  Total: z.number().int().nullable().describe('Records to handle, when known'),
  StartedAt: z.string(),
  FinishedAt: z.string().nullable(),
  Error: z.string().nullable(),
});
export type Job = z.infer<typeof job>;

import { z } from 'zod';

/**
 * What CalcSalesPlans reports when it ends. Apart from the rest of the purchasing contracts because the
 * top bar reads every job's result: only this schema weighs on the first screen.
 */
export const calcSalesPlansResult = z.object({
  Allocated: z.number().int().describe('Packages allocated to plans'),
  Unallocated: z.number().int().describe('Delivered packages no plan of an InSale batch had room for'),
  EarliestUnallocatedDate: z.string().nullable(),
  SoldBatchIDs: z.array(z.number().int()).describe('Batches that became Sold in this run'),
});
export type CalcSalesPlansResult = z.infer<typeof calcSalesPlansResult>;

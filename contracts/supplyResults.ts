import { z } from 'zod';

/**
 * What the supply jobs report when they end. Apart from the rest of the supply contracts because the
 * top bar reads every job's result: only these few schemas weigh on the first screen.
 */
export const supplyOrderImportResult = z.object({
  OrderCount: z.number().int().describe('Supply orders Ozon lists'),
  UpdatedOrderCount: z.number().int().describe('Added or changed (a second import: 0)'),
  MissingProductPackageSkus: z.array(z.number().int()).describe('SKUs of items no product package matches'),
  MissingWarehouseOzonIDs: z.array(z.number().int()).describe('Storage warehouses not imported yet'),
  WarehouseLoadCount: z.number().int().describe("Ozon's open warehouses, with their load"),
});
export type SupplyOrderImportResult = z.infer<typeof supplyOrderImportResult>;

/** What a run of the robot did: tasks looked at, booked, and past their window. */
export const registrationRunResult = z.object({
  TaskCount: z.number().int(),
  Booked: z.array(z.number().int()).describe('Tasks that got their slot'),
  Outdated: z.array(z.number().int()),
  Skipped: z.array(z.number().int()).describe('Tasks another process was working on'),
});
export type RegistrationRunResult = z.infer<typeof registrationRunResult>;

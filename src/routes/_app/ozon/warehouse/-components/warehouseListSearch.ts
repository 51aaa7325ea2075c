import { z } from 'zod';
import { ozonWarehouseStatus } from '../../../../../../contracts/enums.js';

/** The warehouses screen's URL: the words searched and the status shown (absent: all). */
export const warehouseListSearch = z.object({
  q: z.string().optional().catch(undefined),
  status: ozonWarehouseStatus.optional().catch(undefined),
});
export type WarehouseListSearch = z.infer<typeof warehouseListSearch>;

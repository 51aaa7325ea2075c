import * as z from 'zod/mini';
import { lenient } from '../../../../../grids/gridSearch.js';
import { OzonWarehouseStatus } from '../../../../../../contracts/enumValues.js';

/** The warehouses screen's URL: the words searched and the status shown (absent: all). */
export const warehouseListSearch = z.object({
  q: lenient(z.string()),
  status: lenient(z.enum(OzonWarehouseStatus)),
});
export type WarehouseListSearch = z.infer<typeof warehouseListSearch>;

import { z } from 'zod';

const price = z.number().finite().min(0).max(10_000_000).nullish();
const place = z.string().trim().min(1, 'must not be blank').max(200);

/**
 * A line of Ozon's cross-docking tariff file, with the file's short names (SPEC.md section 3 lists
 * them without meaning; this is how the back-office reads them): x the drop-off (cross-dock)
 * warehouse, d the destination warehouse, p the price per pallet, l, m and s per large, medium and
 * small box, in roubles.
 */
export const crossDockingPriceItem = z.object({ x: place, d: place, p: price, l: price, m: price, s: price });
export type CrossDockingPriceItem = z.infer<typeof crossDockingPriceItem>;

export const crossDockingPrices = z.array(crossDockingPriceItem).min(1, 'is empty').max(100_000);

/** Names of the file that match no warehouse (by name or alias): the lines with them are not stored. */
export const crossDockingResult = z.object({
  MissingCrossDockWarehouses: z.array(z.string()),
  MissingWarehouses: z.array(z.string()),
});
export type CrossDockingResult = z.infer<typeof crossDockingResult>;

import { z } from 'zod';

/** The package types screen's URL: the words searched in the names, and the type whose prices are open. */
export const packageTypeSearch = z.object({
  q: z.string().optional().catch(undefined),
  prices: z.number().int().positive().optional().catch(undefined),
});
export type PackageTypeSearch = z.infer<typeof packageTypeSearch>;

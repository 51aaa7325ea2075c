import * as z from 'zod/mini';
import { lenient } from '../../../../../grids/gridSearch.js';

/** The package types screen's URL: the words searched in the names, and the type whose prices are open. */
export const packageTypeSearch = z.object({
  q: lenient(z.string()),
  prices: lenient(z.int().check(z.positive())),
});
export type PackageTypeSearch = z.infer<typeof packageTypeSearch>;

import { z } from 'zod';

/** POST /ml/highlights/clusterize_products?clusterCount: how many groups (default: chosen by the product count). */
export const clusterizeQuery = z.object({
  clusterCount: z
    .string()
    .regex(/^\d+$/, 'must be a whole number in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(1).max(50))
    .optional(),
});

export const clusterProduct = z.object({
  ProductPackageID: z.number().int().nullable(),
  Sku: z.number().int(),
  Name: z.string(),
  ReviewCount: z.number().int(),
});

/**
 * Highlight clusterization result item (SPEC.md section 3): a group of products whose reviews talk
 * about the same things, and the phrases that set the group apart (its highlights, best first).
 */
export const highlightCluster = z.object({
  products: z.array(clusterProduct),
  clusters: z.array(z.string()),
});
export type HighlightCluster = z.infer<typeof highlightCluster>;
export const highlightClusters = z.array(highlightCluster);

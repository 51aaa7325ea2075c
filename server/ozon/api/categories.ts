import { z } from 'zod';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const CATEGORY_METHODS = {
  tree: '/v1/description-category/tree',
} as const;

export interface CategoryTreeNode {
  description_category_id?: number;
  category_name?: string;
  type_id?: number;
  type_name?: string;
  disabled: boolean;
  children: CategoryTreeNode[];
}

const categoryTreeNode: z.ZodType<CategoryTreeNode> = z.lazy(() =>
  z
    .object({
      description_category_id: z.number().int().optional(),
      category_name: z.string().optional(),
      type_id: z.number().int().optional(),
      type_name: z.string().optional(),
      disabled: z.boolean().default(false),
      children: z.array(categoryTreeNode).default([]),
    })
    .loose(),
);

export const categoryTreeResponse = z.object({ result: z.array(categoryTreeNode) }).loose();

export function categoryApi(ozon: OzonTransport) {
  return {
    /** The whole tree of categories and product types. */
    tree: async (language: 'DEFAULT' | 'RU' | 'EN' = 'DEFAULT', options?: CallOptions) =>
      (await ozon.post(CATEGORY_METHODS.tree, { language }, categoryTreeResponse, options)).result,
  };
}

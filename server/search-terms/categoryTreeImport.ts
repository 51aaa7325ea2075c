import type { CategoryTreeImportResult } from '../../contracts/searchTerms.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { categoryApi, type CategoryTreeNode } from '../ozon/api/categories.js';
import type { OzonTransport } from '../ozon/transport.js';
import {
  writeCategoryTree,
  type CategoryRow,
  type CategoryTypeLink,
  type ProductTypeRow,
} from './categoryRepository.js';

export interface FlatTree {
  categories: CategoryRow[];
  types: ProductTypeRow[];
  links: CategoryTypeLink[];
}

/**
 * Ozon's nesting as rows, parents before children: category nodes carry description_category_id, the
 * leaves carry type_id. A type Ozon lists under several categories is one type with several links.
 */
export function flattenCategoryTree(nodes: CategoryTreeNode[]): FlatTree {
  const flat: FlatTree = { categories: [], types: [], links: [] };
  const typesById = new Map<number, ProductTypeRow>();
  const linked = new Set<string>();
  const walk = (children: CategoryTreeNode[], parentId: number | null) => {
    children.forEach((node, position) => {
      if (node.type_id !== undefined) {
        if (parentId === null) return; // a type outside any category has nowhere to be shown
        if (!typesById.has(node.type_id)) {
          const type = { id: node.type_id, name: node.type_name ?? '', disabled: node.disabled };
          typesById.set(type.id, type);
          flat.types.push(type);
        }
        if (!linked.has(`${parentId}:${node.type_id}`)) {
          linked.add(`${parentId}:${node.type_id}`);
          flat.links.push({ categoryId: parentId, typeId: node.type_id, position });
        }
        return;
      }
      if (node.description_category_id === undefined) return;
      flat.categories.push({
        id: node.description_category_id,
        parentId,
        name: node.category_name ?? '',
        disabled: node.disabled,
        position,
      });
      walk(node.children, node.description_category_id);
    });
  };
  walk(nodes, null);
  return flat;
}

/**
 * Imports Ozon's category tree (/v1/description-category/tree) into categories and product types in one
 * transaction. The seller's analyzability flags stay; what left Ozon's tree is kept, flagged deleted; a
 * second import changes nothing.
 */
export async function importOzonCategoryTree(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; progress?: Progress; now?: Date } = {},
): Promise<CategoryTreeImportResult> {
  options.progress?.advance(0, 2);
  const tree = await categoryApi(ozon).tree('DEFAULT', { signal: options.signal });
  options.progress?.advance(1);
  const flat = flattenCategoryTree(tree);
  const written = await db.transaction().execute((trx) => writeCategoryTree(trx, flat, options.now ?? new Date()));
  options.progress?.advance(1);
  return {
    CategoryCount: flat.categories.length,
    ProductTypeCount: flat.types.length,
    DeletedCount: written.deleted,
    UpdatedCount: written.updated,
  };
}

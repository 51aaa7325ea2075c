import type { Category, FilterCategoriesRequest, ProductType } from '../../contracts/searchTerms.js';
import { stems } from './termText.js';

interface TreeRows {
  categories: { id: number; parent_id: number | null; name: string; disabled: boolean; analyzable: boolean }[];
  types: ProductType[];
  links: { category_id: number; type_id: number }[];
}

const MAX_TYPE_WORDS = 6;

/**
 * FilterCategories: the branches of the tree whose product types the terms name, each category with
 * the sum of the counts of the terms that matched under it (a term counts once per category). A term
 * names a type when the type's words, stemmed, stand together in the term: «кружки для чая» names
 * «Кружка»; the longest type named wins, so «термокружка» is not also a «кружка».
 */
export function filterCategories(tree: TreeRows, items: FilterCategoriesRequest): Category[] {
  const typesByStems = new Map<string, number[]>();
  for (const type of tree.types) {
    const key = stems(type.Name).join(' ');
    if (key) typesByStems.set(key, [...(typesByStems.get(key) ?? []), type.ID]);
  }

  // type id -> the indexes of the items naming it
  const itemsByType = new Map<number, Set<number>>();
  items.forEach((item, index) => {
    const words = stems(item.Term);
    for (let length = Math.min(MAX_TYPE_WORDS, words.length); length >= 1; length -= 1) {
      const named = new Set<number>();
      for (let start = 0; start + length <= words.length; start += 1) {
        for (const typeId of typesByStems.get(words.slice(start, start + length).join(' ')) ?? []) named.add(typeId);
      }
      if (named.size > 0) {
        for (const typeId of named) itemsByType.set(typeId, (itemsByType.get(typeId) ?? new Set()).add(index));
        return;
      }
    }
  });

  const typeById = new Map(tree.types.map((type) => [type.ID, type]));
  const categoryById = new Map(tree.categories.map((category) => [category.id, category]));
  const matchedTypesOf = new Map<number, ProductType[]>();
  // category id -> the items counted under it (its own types' and its descendants')
  const itemsUnder = new Map<number, Set<number>>();
  for (const link of tree.links) {
    const matched = itemsByType.get(link.type_id);
    const type = typeById.get(link.type_id);
    if (!matched || !type || !categoryById.has(link.category_id)) continue;
    matchedTypesOf.set(link.category_id, [...(matchedTypesOf.get(link.category_id) ?? []), type]);
    for (let id: number | null = link.category_id; id !== null; id = categoryById.get(id)?.parent_id ?? null) {
      const counted = itemsUnder.get(id) ?? new Set<number>();
      for (const index of matched) counted.add(index);
      itemsUnder.set(id, counted);
    }
  }

  // The matched branches only, each level found by its parent rather than by scanning the whole tree.
  const childrenOf = new Map<number | null, TreeRows['categories']>();
  for (const category of tree.categories) {
    if (!itemsUnder.has(category.id)) continue;
    childrenOf.set(category.parent_id, [...(childrenOf.get(category.parent_id) ?? []), category]);
  }
  const build = (parentId: number | null): Category[] =>
    (childrenOf.get(parentId) ?? [])
      .map((category) => {
        const counted = itemsUnder.get(category.id)!;
        const children = build(category.id);
        return {
          ID: category.id,
          Name: category.name,
          Disabled: category.disabled,
          Analyzable: category.analyzable,
          Types: matchedTypesOf.get(category.id) ?? [],
          Children: children,
          HasChildren: children.length > 0 || matchedTypesOf.has(category.id),
          Count: [...counted].reduce((sum, index) => sum + items[index].Count, 0),
        };
      })
      .sort((a, b) => (b.Count ?? 0) - (a.Count ?? 0));
  return build(null);
}

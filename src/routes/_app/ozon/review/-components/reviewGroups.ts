import type { HighlightCluster } from '../../../../../../contracts/highlights.js';
import type { IntlShape } from 'react-intl';

/** A group of products whose reviews talk about the same things (the machine-learning service's cluster). */
export interface ProductGroup {
  /** 1 for the largest group, as the service orders them. */
  number: number;
  /** What its products are, from their names' first words («Кружка, Термос»); '' when none has a name. */
  name: string;
  /** The phrases that set the group apart, the most telling first. */
  highlights: string[];
  skus: number[];
  reviewCount: number;
}

/** How many kinds of product a group's name lists before «…». */
const NAME_WORDS = 2;

const firstWord = (name: string) => {
  const word = /[\p{L}\p{N}-]+/u.exec(name)?.[0] ?? '';
  return word && word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
};

/** The kinds of product a group holds, most products first: the first words of their names. */
export function groupNameOf(cluster: HighlightCluster): string {
  const counts = new Map<string, number>();
  for (const product of cluster.products) {
    const word = firstWord(product.Name);
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // Stable: a Map keeps the first product's order among equal counts.
  const words = [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const named = words.slice(0, NAME_WORDS).join(', ');
  return words.length > NAME_WORDS ? `${named}…` : named;
}

/** The service's clusters as the screen's product groups, in its order (largest first). */
export const productGroupsOf = (clusters: readonly HighlightCluster[]): ProductGroup[] =>
  clusters.map((cluster, index) => ({
    number: index + 1,
    name: groupNameOf(cluster),
    highlights: cluster.clusters,
    skus: cluster.products.map((product) => product.Sku),
    reviewCount: cluster.products.reduce((sum, product) => sum + product.ReviewCount, 0),
  }));

/** Each SKU's group. */
export function groupsBySku(groups: readonly ProductGroup[]): Map<number, ProductGroup> {
  const bySku = new Map<number, ProductGroup>();
  for (const group of groups) for (const sku of group.skus) if (!bySku.has(sku)) bySku.set(sku, group);
  return bySku;
}

/** The group whose SKUs are exactly these (the grid filtered by a group), if any. */
export function groupWithSkus(groups: readonly ProductGroup[], skus: readonly number[] | undefined) {
  if (!skus?.length) return undefined;
  const wanted = new Set(skus);
  return groups.find((group) => group.skus.length === wanted.size && group.skus.every((sku) => wanted.has(sku)));
}

/** A group as the seller reads it: «Группа 2 · Кружка, Термос», or its number alone. */
export const groupLabel = (intl: IntlShape, group: ProductGroup) =>
  group.name
    ? intl.formatMessage({ id: 'review.group.named' }, { number: group.number, name: group.name })
    : intl.formatMessage({ id: 'review.group.numbered' }, { number: group.number });

import type { HighlightCluster } from '../../contracts/highlights.js';
import type { Db } from '../db/database.js';
import { DEFAULT_SEED, sphericalKMeans } from './kmeans.js';
import { ReviewLexicon, SurfaceForms } from './reviewText.js';
import { tfidf, type SparseVector } from './tfidf.js';

/**
 * The highlights clusterization: products grouped by what their reviews talk about (TF-IDF of the
 * review text, cosine k-means), each group with the phrases that set it apart. The product group feeds
 * the reply style in the browser, so the result is stable: products are taken in SKU order, k-means is
 * seeded with a fixed seed, and groups come largest first (then by their smallest SKU).
 */

/** A product and the texts of its reviews. */
export interface ReviewedProduct {
  sku: number;
  /** Null for a SKU with reviews but no card here. */
  productPackageId: number | null;
  name: string;
  reviews: string[];
}

export const CLUSTERIZATION = {
  seed: DEFAULT_SEED,
  restarts: 4,
  maxIterations: 100,
  /** The vocabulary: terms of at least two products, at most this many (those in the most products). */
  maxTerms: 10_000,
  highlightCount: 10,
  /** A highlight is at least this many times as weighty in its group as in the other groups on average. */
  minLift: 2,
  maxDefaultClusters: 12,
};

/** The number of groups when none is asked for: about √(n/2), at least 2, at most 12 (and at most n). */
export function defaultClusterCount(productCount: number): number {
  const count = Math.round(Math.sqrt(productCount / 2));
  return Math.min(productCount, Math.max(2, Math.min(CLUSTERIZATION.maxDefaultClusters, count)));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const HAS_LETTERS = /\p{L}/u;

/**
 * Groups the products by their reviews. Products whose reviews have no words that say something
 * (empty, or only stop words such as «Спасибо, все отлично!») are left out. A product's ReviewCount is
 * the number of its reviews with text.
 */
export function clusterizeProducts(products: readonly ReviewedProduct[], clusterCount?: number): HighlightCluster[] {
  const lexicon = new ReviewLexicon();
  const surfaces = new SurfaceForms<number>();
  const documents: { product: ReviewedProduct; terms: Map<number, number>; reviewCount: number }[] = [];
  for (const product of [...products].sort((a, b) => a.sku - b.sku)) {
    const terms = new Map<number, number>();
    let reviewCount = 0;
    const count = (term: number, surface: number) => {
      terms.set(term, (terms.get(term) ?? 0) + 1);
      surfaces.add(term, surface);
    };
    for (const text of product.reviews) {
      if (!HAS_LETTERS.test(text)) continue;
      reviewCount++;
      lexicon.read(text, count);
    }
    if (terms.size > 0) documents.push({ product, terms, reviewCount });
  }
  const n = documents.length;
  if (n === 0) return [];

  const termTexts = new Map<number, string>();
  const termText = (term: number) => {
    let text = termTexts.get(term);
    if (text === undefined) termTexts.set(term, (text = lexicon.term(term)));
    return text;
  };
  const model = tfidf(
    documents.map((document) => document.terms),
    {
      // With three products or fewer, a term of one product still tells it apart.
      minDocumentFrequency: n > 3 ? 2 : 1,
      maxTerms: CLUSTERIZATION.maxTerms,
      // Ids follow the order words were first read in; the text does not.
      order: (a, b) => byCodeUnits(termText(a), termText(b)),
    },
  );
  const dimension = model.terms.length;
  // A product none of whose terms made the vocabulary (only words no other product's reviews use) is
  // as far from every group as from any other: it is not clustered, and joins the largest group.
  const clustered = documents.flatMap((_, i) => (model.vectors[i].indices.length > 0 ? [i] : []));
  const k = Math.min(clusterCount ?? defaultClusterCount(n), n);
  const result = sphericalKMeans(
    clustered.map((i) => model.vectors[i]),
    dimension,
    k,
    CLUSTERIZATION,
  );

  const members: number[][] = Array.from({ length: Math.max(1, result.k) }, () => []);
  clustered.forEach((document, i) => members[result.assignments[i]].push(document));
  const groups = members.filter((group) => group.length > 0);
  if (groups.length === 0) groups.push([]);
  const bySize = (a: number[], b: number[]) => b.length - a.length || (a[0] ?? n) - (b[0] ?? n);
  groups.sort(bySize);
  const highlights = highlightTerms(
    groups.map((group) => group.map((i) => model.vectors[i])),
    model.terms.map(termText),
  );
  // Members are document indices, in SKU order; the unclustered join the largest group.
  const unclustered = documents.flatMap((_, i) => (model.vectors[i].indices.length > 0 ? [] : [i]));
  groups[0] = [...groups[0], ...unclustered].sort((a, b) => a - b);

  return groups
    .map((group, g) => ({
      group,
      cluster: {
        products: group.map((i) => ({
          ProductPackageID: documents[i].product.productPackageId,
          Sku: documents[i].product.sku,
          Name: documents[i].product.name,
          ReviewCount: documents[i].reviewCount,
        })),
        clusters: highlights[g].map(
          (t) => surfaces.readable(model.terms[t], (surface) => lexicon.surface(surface)) ?? termText(model.terms[t]),
        ),
      },
    }))
    .sort((a, b) => bySize(a.group, b.group))
    .map(({ cluster }) => cluster);
}

/**
 * The terms that set each group apart, best first: by how much more weight the group's mean vector
 * gives them than the other groups' on average, among those at least minLift times as weighty there.
 * A word already part of a chosen phrase is not repeated on its own.
 */
function highlightTerms(vectorGroups: SparseVector[][], terms: readonly string[]): number[][] {
  const size = terms.length;
  const means = vectorGroups.map((vectors) => {
    const mean = new Float64Array(size);
    for (const { indices, values } of vectors) {
      for (let j = 0; j < indices.length; j++) mean[indices[j]] += values[j] / vectors.length;
    }
    return mean;
  });
  const total = new Float64Array(size);
  for (const mean of means) for (let t = 0; t < size; t++) total[t] += mean[t];
  const others = Math.max(1, means.length - 1);
  return means.map((mean) => {
    const candidates: { term: number; score: number }[] = [];
    for (let t = 0; t < size; t++) {
      if (mean[t] <= 0) continue;
      const elsewhere = means.length > 1 ? (total[t] - mean[t]) / others : 0;
      if (mean[t] < CLUSTERIZATION.minLift * elsewhere) continue;
      candidates.push({ term: t, score: mean[t] - elsewhere });
    }
    candidates.sort((a, b) => b.score - a.score || byCodeUnits(terms[a.term], terms[b.term]));
    const chosen: number[] = [];
    const inPhrases = new Set<string>();
    for (const { term } of candidates) {
      if (chosen.length >= CLUSTERIZATION.highlightCount) break;
      const words = terms[term].split(' ');
      if (words.length === 1 && inPhrases.has(words[0])) continue;
      chosen.push(term);
      if (words.length > 1) for (const word of words) inPhrases.add(word);
    }
    return chosen;
  });
}

/**
 * The reviews with text, by SKU, with the SKU's card. A SKU with reviews but no card here (a card
 * removed, or not imported yet) is still clustered, with a null ProductPackageID and an empty Name:
 * its reviews say what buyers talk about all the same. Of two cards with one SKU, the first package wins.
 */
export async function readReviewedProducts(db: Db): Promise<ReviewedProduct[]> {
  const reviews = await db
    .selectFrom('ozon_product_reviews')
    .select(['sku', 'text'])
    .where('text', '<>', '')
    .orderBy('sku')
    .orderBy('id')
    .execute();
  const cards = await db
    .selectFrom('ozon_products')
    .select(['product_package_id', 'sku', 'name'])
    .where('sku', 'is not', null)
    .orderBy('product_package_id')
    .execute();
  const cardBySku = new Map<number, { productPackageId: number; name: string }>();
  for (const card of cards) {
    const sku = Number(card.sku);
    if (!cardBySku.has(sku)) cardBySku.set(sku, { productPackageId: card.product_package_id, name: card.name });
  }
  const products = new Map<number, ReviewedProduct>();
  for (const review of reviews) {
    const sku = Number(review.sku);
    let product = products.get(sku);
    if (!product) {
      const card = cardBySku.get(sku);
      product = { sku, productPackageId: card?.productPackageId ?? null, name: card?.name ?? '', reviews: [] };
      products.set(sku, product);
    }
    product.reviews.push(review.text);
  }
  return [...products.values()];
}

/** POST /ml/highlights/clusterize_products: the seller's products grouped by their reviews. */
export async function clusterizeProductsByReviews(db: Db, clusterCount?: number): Promise<HighlightCluster[]> {
  return clusterizeProducts(await readReviewedProducts(db), clusterCount);
}

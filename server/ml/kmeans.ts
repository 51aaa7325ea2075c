import { dot, type SparseVector } from './tfidf.js';

/**
 * Spherical (cosine) k-means over L2-normalised sparse vectors, with k-means++ seeding from a seeded
 * PRNG: the same vectors in the same order give the same clusters on every run and every machine.
 * Centroids are dense, stored term-major (the k weights of a term side by side), so a point's
 * similarity to every centroid costs one pass over its non-zero weights.
 */

/** Mulberry32: a small, fast, well-mixed 32-bit PRNG; numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface KMeansOptions {
  seed?: number;
  maxIterations?: number;
  /** Runs from different seedings; the one whose points are closest to their centroids wins. */
  restarts?: number;
}

export interface KMeansResult {
  /** The cluster of each point, 0 ≤ cluster < k. */
  assignments: Int32Array;
  /** The clusters made: fewer than asked when there are fewer distinct points. Some may end empty. */
  k: number;
  /** The sum of the points' cosine similarities to their centroids (higher is tighter). */
  similarity: number;
}

export const DEFAULT_SEED = 15;

/** Sets out[c] to the dot product of the vector with centroid c. */
function similarities(vector: SparseVector, centroids: Float64Array, k: number, out: Float64Array): void {
  out.fill(0);
  const { indices, values } = vector;
  for (let j = 0; j < indices.length; j++) {
    const base = indices[j] * k;
    const weight = values[j];
    for (let c = 0; c < k; c++) out[c] += weight * centroids[base + c];
  }
}

/** k-means++: the first centre at random, each next one with a probability growing with its distance². */
function seedCentres(vectors: SparseVector[], k: number, random: () => number): number[] {
  const n = vectors.length;
  const centres = [Math.floor(random() * n)];
  const closest = new Float64Array(n);
  for (let i = 0; i < n; i++) closest[i] = dot(vectors[i], vectors[centres[0]]);
  while (centres.length < k) {
    const weights = new Float64Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const distance = Math.max(0, 1 - closest[i]);
      weights[i] = distance * distance;
      total += weights[i];
    }
    // Every point is (up to rounding) one of the centres already: no more distinct clusters.
    if (total <= 1e-12) break;
    let target = random() * total;
    let next = -1;
    for (let i = 0; i < n; i++) {
      if (weights[i] === 0) continue;
      next = i;
      target -= weights[i];
      if (target < 0) break;
    }
    centres.push(next);
    for (let i = 0; i < n; i++) closest[i] = Math.max(closest[i], dot(vectors[i], vectors[next]));
  }
  return centres;
}

function run(
  vectors: SparseVector[],
  dimension: number,
  k: number,
  random: () => number,
  maxIterations: number,
): KMeansResult {
  const n = vectors.length;
  const centres = seedCentres(vectors, k, random);
  k = centres.length;
  const centroids = new Float64Array(dimension * k);
  centres.forEach((point, c) => {
    const { indices, values } = vectors[point];
    for (let j = 0; j < indices.length; j++) centroids[indices[j] * k + c] = values[j];
  });

  const assignments = new Int32Array(n).fill(-1);
  const best = new Float64Array(n);
  const sims = new Float64Array(k);
  const sizes = new Int32Array(k);
  let similarity = 0;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let changed = 0;
    similarity = 0;
    sizes.fill(0);
    for (let i = 0; i < n; i++) {
      similarities(vectors[i], centroids, k, sims);
      let cluster = 0;
      for (let c = 1; c < k; c++) if (sims[c] > sims[cluster]) cluster = c;
      if (assignments[i] !== cluster) changed++;
      assignments[i] = cluster;
      best[i] = sims[cluster];
      similarity += sims[cluster];
      sizes[cluster]++;
    }
    if (changed === 0) break;

    // An empty cluster takes the point farthest from its centroid (in a cluster that keeps others).
    for (let c = 0; c < k; c++) {
      if (sizes[c] > 0) continue;
      let farthest = -1;
      for (let i = 0; i < n; i++) {
        if (sizes[assignments[i]] > 1 && (farthest < 0 || best[i] < best[farthest])) farthest = i;
      }
      if (farthest < 0 || best[farthest] > 1 - 1e-9) continue;
      sizes[assignments[farthest]]--;
      assignments[farthest] = c;
      sizes[c] = 1;
      best[farthest] = 1;
    }

    // Each centroid: the sum of its points, scaled to length 1 (cosine needs only the direction).
    centroids.fill(0);
    for (let i = 0; i < n; i++) {
      const { indices, values } = vectors[i];
      const c = assignments[i];
      for (let j = 0; j < indices.length; j++) centroids[indices[j] * k + c] += values[j];
    }
    const norms = new Float64Array(k);
    for (let t = 0; t < dimension; t++) {
      for (let c = 0; c < k; c++) norms[c] += centroids[t * k + c] ** 2;
    }
    for (let c = 0; c < k; c++) norms[c] = norms[c] > 0 ? 1 / Math.sqrt(norms[c]) : 0;
    for (let t = 0; t < dimension; t++) {
      for (let c = 0; c < k; c++) centroids[t * k + c] *= norms[c];
    }
  }
  return { assignments, k, similarity };
}

/**
 * Clusters L2-normalised vectors into (at most) k groups by cosine similarity. Zero vectors are
 * best left out by the caller: they are equally far from everything and land in cluster 0.
 */
export function sphericalKMeans(
  vectors: SparseVector[],
  dimension: number,
  k: number,
  options: KMeansOptions = {},
): KMeansResult {
  const n = vectors.length;
  if (n === 0) return { assignments: new Int32Array(0), k: 0, similarity: 0 };
  k = Math.max(1, Math.min(k, n));
  const seeds = mulberry32(options.seed ?? DEFAULT_SEED);
  const maxIterations = options.maxIterations ?? 100;
  let result: KMeansResult | undefined;
  for (let attempt = 0; attempt < Math.max(1, options.restarts ?? 4); attempt++) {
    const candidate = run(vectors, dimension, k, mulberry32(Math.floor(seeds() * 4294967296)), maxIterations);
    if (!result || candidate.similarity > result.similarity + 1e-9) result = candidate;
  }
  return result!;
}

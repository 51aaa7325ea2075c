/**
 * TF-IDF vectors of documents given as term counts: sublinear term frequency (1 + ln tf), smoothed
 * inverse document frequency (ln((1 + N) / (1 + df)) + 1), each vector L2-normalised. Vectors are
 * sparse: the indices of their terms in ascending order and the weights.
 */

export interface SparseVector {
  /** Term indices, ascending. */
  indices: Int32Array;
  values: Float64Array;
}

export interface TfidfOptions<Term> {
  /** Terms in fewer documents than this are left out (they cannot bring two documents together). */
  minDocumentFrequency?: number;
  /** At most this many terms are kept: those in the most documents (then in alphabetical order). */
  maxTerms?: number;
  /** Orders terms in as many documents (strings: by code units), so the vocabulary is the same on every run. */
  order?: (a: Term, b: Term) => number;
}

export interface TfidfModel<Term> {
  /** The vocabulary; a vector's indices point into it. */
  terms: Term[];
  documentFrequency: Int32Array;
  idf: Float64Array;
  /** One per document, in the documents' order; empty where none of a document's terms was kept. */
  vectors: SparseVector[];
}

const natural = <Term>(a: Term, b: Term) => (a < b ? -1 : a > b ? 1 : 0);

export function tfidf<Term>(
  documents: ReadonlyArray<ReadonlyMap<Term, number>>,
  options: TfidfOptions<Term> = {},
): TfidfModel<Term> {
  const minDf = options.minDocumentFrequency ?? 1;
  const maxTerms = options.maxTerms ?? Number.POSITIVE_INFINITY;
  const order = options.order ?? natural;
  const df = new Map<Term, number>();
  for (const document of documents) {
    for (const [term, count] of document) if (count > 0) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const kept = [...df]
    .filter(([, frequency]) => frequency >= minDf)
    .sort(([termA, a], [termB, b]) => b - a || order(termA, termB))
    .slice(0, maxTerms);

  const terms = kept.map(([term]) => term);
  const index = new Map(terms.map((term, i) => [term, i]));
  const documentFrequency = Int32Array.from(kept, ([, frequency]) => frequency);
  const n = documents.length;
  const idf = Float64Array.from(documentFrequency, (frequency) => Math.log((1 + n) / (1 + frequency)) + 1);

  const vectors = documents.map((document) => {
    const entries: [number, number][] = [];
    for (const [term, count] of document) {
      const i = index.get(term);
      if (i !== undefined && count > 0) entries.push([i, (1 + Math.log(count)) * idf[i]]);
    }
    entries.sort(([a], [b]) => a - b);
    return normalised({
      indices: Int32Array.from(entries, ([i]) => i),
      values: Float64Array.from(entries, ([, weight]) => weight),
    });
  });
  return { terms, documentFrequency, idf, vectors };
}

/** The vector scaled to length 1 (an empty or zero vector stays as it is). */
export function normalised(vector: SparseVector): SparseVector {
  let sum = 0;
  for (const value of vector.values) sum += value * value;
  if (sum === 0) return vector;
  const norm = Math.sqrt(sum);
  return { indices: vector.indices, values: vector.values.map((value) => value / norm) };
}

/** The dot product of two sparse vectors. */
export function dot(a: SparseVector, b: SparseVector): number {
  let sum = 0;
  let i = 0;
  let j = 0;
  while (i < a.indices.length && j < b.indices.length) {
    const ai = a.indices[i];
    const bj = b.indices[j];
    if (ai === bj) sum += a.values[i++] * b.values[j++];
    else if (ai < bj) i++;
    else j++;
  }
  return sum;
}

import { describe, expect, it } from 'vitest';
import { clusterizeProducts, defaultClusterCount, type ReviewedProduct } from './highlightClusters.js';
import { mulberry32, sphericalKMeans } from './kmeans.js';
import { normaliseText, ReviewLexicon, reviewTerms, stem, STOP_WORDS, SurfaceForms } from './reviewText.js';
import { dot, tfidf, type SparseVector } from './tfidf.js';

const counts = (...terms: string[]) => {
  const map = new Map<string, number>();
  for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
  return map;
};
const norm = (vector: SparseVector) => Math.sqrt(dot(vector, vector));

describe('review text', () => {
  it('lowercases, reads ё as е and keeps letters only', () => {
    expect(normaliseText('Ещё ЁЛКА')).toBe('еще елка');
    expect(reviewTerms('Свёкла!!! 100% 2шт').map(({ term }) => term)).toEqual(['свекл']);
  });

  it('drops stop words and the words every review uses', () => {
    for (const word of ['и', 'в', 'не', 'на', 'что', 'это', 'очень', 'все', 'как', 'товар', 'отзыв', 'спасибо'])
      expect(STOP_WORDS.has(word), word).toBe(true);
    expect(reviewTerms('Спасибо, все очень хорошо, товар как в описании')).toEqual([
      { term: 'описани', surface: 'описании' },
    ]);
  });

  it('stems the usual noun and adjective endings, keeping short stems whole', () => {
    expect(['запах', 'запаха', 'запахом', 'запахи'].map(stem)).toEqual(['запах', 'запах', 'запах', 'запах']);
    expect(['ткань', 'ткани', 'тканью'].map(stem)).toEqual(['ткан', 'ткан', 'ткан']);
    expect(['быстрая', 'быстрой', 'быстро'].map(stem)).toEqual(['быстр', 'быстр', 'быстр']);
    expect(['аромат', 'аромата', 'ароматом'].map(stem)).toEqual(['аромат', 'аромат', 'аромат']);
    expect(stem('размер')).toBe('размер');
    expect(stem('cotton')).toBe('cotton');
  });

  it('pairs neighbouring content words within a clause, not across punctuation', () => {
    const terms = reviewTerms('Доставка очень быстрая. Качество ткани, размер');
    expect(terms.map(({ surface }) => surface)).toEqual([
      'доставка',
      'доставка быстрая',
      'быстрая',
      'качество',
      'качество ткани',
      'ткани',
      'размер',
    ]);
    expect(terms[1].term).toBe('доставк быстр');
  });

  it('reports a term in its most frequent written form', () => {
    const forms = new SurfaceForms<string>();
    for (const text of ['Быстрой доставкой', 'Быстрая доставка', 'быстрая доставка!'])
      for (const { term, surface } of reviewTerms(text)) forms.add(term, surface);
    const same = (text: string) => text;
    expect(forms.readable('быстр доставк', same)).toBe('быстрая доставка');
    expect(forms.readable('неизвестн', same)).toBeUndefined();
  });

  it('reads many reviews into one lexicon of numbered terms', () => {
    const lexicon = new ReviewLexicon();
    const read = (text: string) => {
      const terms: [string, string][] = [];
      lexicon.read(text, (term, surface) => terms.push([lexicon.term(term), lexicon.surface(surface)]));
      return terms;
    };
    expect(read('Запах свечи')).toEqual([
      ['запах', 'запах'],
      ['запах свеч', 'запах свечи'],
      ['свеч', 'свечи'],
    ]);
    expect(read('Свеча: запахом')).toEqual([
      ['свеч', 'свеча'],
      ['запах', 'запахом'],
    ]);
  });
});

describe('TF-IDF', () => {
  it('gives L2-normalised sparse vectors with the rarer terms weighing more', () => {
    const model = tfidf([counts('запах', 'свеч'), counts('запах', 'размер'), counts('запах', 'свеч', 'свеч')]);
    expect(model.terms).toEqual(['запах', 'свеч', 'размер']);
    expect([...model.documentFrequency]).toEqual([3, 2, 1]);
    for (const vector of model.vectors) expect(norm(vector)).toBeCloseTo(1, 12);
    const [first, second] = model.vectors;
    expect([...first.indices]).toEqual([0, 1]);
    // «свеч» (in two documents) outweighs «запах» (in all three) in the first document.
    expect(first.values[1]).toBeGreaterThan(first.values[0]);
    expect(second.values[1]).toBeGreaterThan(first.values[1]);
  });

  it('keeps the terms of enough documents, the most frequent first, up to a cap', () => {
    const documents = [counts('a', 'b', 'c'), counts('a', 'b'), counts('a', 'd')];
    const model = tfidf(documents, { minDocumentFrequency: 2 });
    expect(model.terms).toEqual(['a', 'b']);
    expect(tfidf(documents, { maxTerms: 2 }).terms).toEqual(['a', 'b']);
    const empty = tfidf([counts('x'), counts('a'), counts('a')], { minDocumentFrequency: 2 });
    expect(empty.vectors[0].indices.length).toBe(0);
  });
});

describe('k-means', () => {
  const point = (...pairs: [number, number][]): SparseVector => {
    const length = Math.hypot(...pairs.map(([, value]) => value));
    return {
      indices: Int32Array.from(pairs, ([index]) => index),
      values: Float64Array.from(pairs, ([, value]) => value / length),
    };
  };

  it('draws the same numbers from the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 5 }, () => b()));
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(drawn[0]);
  });

  it('separates two directions, the same way on every run', () => {
    const vectors = [
      point([0, 1], [1, 0.1]),
      point([2, 1], [3, 0.2]),
      point([0, 0.9], [1, 0.2]),
      point([2, 0.8], [3, 0.3]),
      point([0, 1], [2, 0.05]),
    ];
    const result = sphericalKMeans(vectors, 4, 2);
    const [a, b, c, d, e] = result.assignments;
    expect(a).toBe(c);
    expect(a).toBe(e);
    expect(b).toBe(d);
    expect(a).not.toBe(b);
    expect(sphericalKMeans(vectors, 4, 2).assignments).toEqual(result.assignments);
  });

  it('makes no more clusters than distinct points, and copes with none', () => {
    const same = [point([0, 1]), point([0, 1]), point([0, 1])];
    expect(sphericalKMeans(same, 1, 3).k).toBe(1);
    expect(sphericalKMeans([], 1, 3)).toEqual({ assignments: new Int32Array(0), k: 0, similarity: 0 });
  });
});

const product = (sku: number, ...reviews: string[]): ReviewedProduct => ({
  sku,
  productPackageId: sku * 10,
  name: `Товар ${sku}`,
  reviews,
});

const candles = [
  product(101, 'Приятный запах ванили, свеча горит ровно', 'Запах слабый, но горит долго. Быстрая доставка'),
  product(102, 'Аромат лаванды, запах наполняет комнату', 'Фитиль не коптит, запах приятный'),
  product(103, 'Запах кедра очень приятный, свеча горит долго', 'Быстрая доставка, спасибо'),
];
const clothes = [
  product(201, 'Размер маломерит, берите на размер больше', 'Качество ткани отличное. Быстрая доставка'),
  product(202, 'Размер подошел идеально, ткань приятная', 'Качество ткани хорошее, по размеру село'),
  product(203, 'Размер соответствует, качество ткани плотное', 'Быстрая доставка, размер в размер'),
];

describe('the highlights clusterization', () => {
  const skus = (result: ReturnType<typeof clusterizeProducts>) =>
    result.map((group) => group.products.map((p) => p.Sku));

  it('groups the products by what their reviews talk about and names the themes', () => {
    const result = clusterizeProducts([...candles, ...clothes]);
    expect(skus(result)).toEqual([
      [101, 102, 103],
      [201, 202, 203],
    ]);
    expect(result[0].clusters.slice(0, 2)).toContain('запах');
    expect(result[1].clusters[0]).toBe('размер');
    expect(result[1].clusters).toContain('качество ткани');
    // Every group's reviews praise the delivery: it sets no group apart.
    expect(result.flatMap((group) => group.clusters)).not.toContain('быстрая доставка');
    expect(result[0].products[0]).toEqual({ ProductPackageID: 1010, Sku: 101, Name: 'Товар 101', ReviewCount: 2 });
  });

  it('gives the same groups whatever order the products and reviews come in', () => {
    const shuffled = [...clothes, ...candles].reverse().map((p) => ({ ...p, reviews: [...p.reviews].reverse() }));
    expect(clusterizeProducts(shuffled)).toEqual(clusterizeProducts([...candles, ...clothes]));
    expect(clusterizeProducts(shuffled, 3)).toEqual(clusterizeProducts([...candles, ...clothes], 3));
  });

  it('makes as many groups as asked, at most one per product, and leaves out products without text', () => {
    expect(clusterizeProducts([...candles, ...clothes], 3)).toHaveLength(3);
    expect(clusterizeProducts([...candles, ...clothes], 50)).toHaveLength(6);
    const withSilent = [...candles, product(104, '', 'Спасибо, все отлично!'), product(105)];
    expect(skus(clusterizeProducts(withSilent, 1))).toEqual([[101, 102, 103]]);
    // Words no other product's reviews use cannot place a product: it joins the largest group.
    const loner = product(301, 'Загадочная штуковина');
    expect(skus(clusterizeProducts([...candles, ...clothes, loner]))).toEqual([
      [101, 102, 103, 301],
      [201, 202, 203],
    ]);
    expect(clusterizeProducts([])).toEqual([]);
    expect(clusterizeProducts([product(1, '')])).toEqual([]);
  });

  it('chooses the default number of groups from the product count', () => {
    expect([1, 2, 6, 8, 50, 200, 288, 5000].map(defaultClusterCount)).toEqual([1, 2, 2, 2, 5, 10, 12, 12]);
  });

  it('keeps the themes of a few thousand products with 30k reviews apart (its speed: npm run bench -- highlights)', () => {
    const random = mulberry32(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const themes = [
      ['запах', 'аромат', 'свеча', 'горит', 'фитиль', 'воск', 'ваниль', 'лаванда'],
      ['размер', 'маломерит', 'ткань', 'качество ткани', 'шов', 'рукав', 'длина', 'цвет'],
      ['батарейка', 'заряд', 'экран', 'кнопка', 'звук', 'провод', 'зарядка', 'подключение'],
      ['вкус', 'сладкий', 'упаковка', 'срок годности', 'свежий', 'шоколад', 'орехи', 'чай'],
    ];
    const common = ['быстрая доставка', 'соответствует описанию', 'цена', 'продавец', 'пришло вовремя', 'очень'];
    const products = Array.from({ length: 3000 }, (_, i) =>
      product(
        100_000 + i,
        ...Array.from({ length: 10 }, () =>
          Array.from({ length: 14 }, () => (random() < 0.6 ? pick(themes[i % themes.length]) : pick(common))).join(
            random() < 0.3 ? ', ' : ' ',
          ),
        ),
      ),
    );
    const result = clusterizeProducts(products);
    expect(result).toHaveLength(12);
    expect(result.reduce((sum, group) => sum + group.products.length, 0)).toBe(3000);
    // No group mixes two themes: each product's theme is its SKU modulo 4.
    for (const group of result) expect(new Set(group.products.map((p) => p.Sku % 4)).size).toBe(1);
  });
});

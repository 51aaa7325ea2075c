import { describe, expect, it } from 'vitest';
import { forEachSku, SKU_FIGURES, SKU_TEXT_MIN_LENGTH } from './pnlMonthSkus.js';

const read = (text: string) => {
  const seen: [number, number[]][] = [];
  forEachSku(text, [], (sku, figures) => seen.push([sku, [...figures]]));
  return seen;
};

describe("a segment's text of SKUs and figures", () => {
  it('reads every SKU with its figures, signs included', () => {
    expect(read('0,0,0,0,0,3,-2000000,-3500000;104999,123456,12,-1,12,0,1234567,-246913')).toEqual([
      [0, [0, 0, 0, 0, 3, -2000000, -3500000]],
      [104999, [123456, 12, -1, 12, 0, 1234567, -246913]],
    ]);
  });

  it('reads nothing from an empty segment', () => {
    expect(read('')).toEqual([]);
  });

  it('counts the fewest characters a SKU can take', () => {
    const shortest = Array.from({ length: SKU_TEXT_MIN_LENGTH / 2 }, () => '0').join(',');
    expect(shortest.length + 1).toBe(SKU_TEXT_MIN_LENGTH);
    expect(read(shortest)[0]![1]).toHaveLength(SKU_TEXT_MIN_LENGTH / 2 - 1);
    expect(SKU_TEXT_MIN_LENGTH / 2 - 1).toBeGreaterThan(SKU_FIGURES.lines);
  });
});

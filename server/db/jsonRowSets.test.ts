import { describe, expect, it } from 'vitest';
import { jsonRowSets } from './jsonRowSets.js';

describe('jsonRowSets', () => {
  it('splits the rows into JSON texts of at most the given size, in order, each row mapped once', () => {
    const items = Array.from({ length: 5 }, (_, index) => index);
    const texts = [...jsonRowSets(items, (item) => ({ n: item * 10 }), 2)];
    expect(texts.map((text) => JSON.parse(text))).toEqual([[{ n: 0 }, { n: 10 }], [{ n: 20 }, { n: 30 }], [{ n: 40 }]]);
  });

  it('gives nothing for no rows, so no statement is sent', () => {
    expect([...jsonRowSets([], () => ({}))]).toEqual([]);
  });
});

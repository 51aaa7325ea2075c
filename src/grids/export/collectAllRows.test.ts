import { describe, expect, it } from 'vitest';
import { COUNT_CAP, MAX_PAGE_SIZE, type Paged } from '../../../contracts/common.js';
import { collectAllRows } from './exportTable.js';

/** A server's pages over `total` rows, counting as the search grids do: up to the cap or the page's end. */
function pagesOf(total: number, capped: boolean) {
  const rows = Array.from({ length: total }, (_, index) => index);
  return async (offset: number, count: number): Promise<Paged<number>> => {
    const Items = rows.slice(offset, offset + count);
    const limit = Math.max(COUNT_CAP, offset + count);
    return capped && total > limit
      ? { TotalCount: limit, TotalCountCapped: true, Items }
      : { TotalCount: total, Items };
  };
}

describe('an export of every page', () => {
  it('reads on past a count that stopped at its cap, and reports progress against what is known', async () => {
    const total = MAX_PAGE_SIZE * 3 + 7;
    const progress: [number, number][] = [];
    const rows = await collectAllRows(
      pagesOf(total, true),
      (done, known) => progress.push([done, known]),
      new AbortController().signal,
    );
    expect(rows).toEqual(Array.from({ length: total }, (_, index) => index));
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.every(([done, known]) => known >= done)).toBe(true);
  });

  it('stops at an exact count', async () => {
    const rows = await collectAllRows(pagesOf(12, false), () => {}, new AbortController().signal);
    expect(rows).toHaveLength(12);
  });
});

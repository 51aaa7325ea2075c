import { describe, expect, it } from 'vitest';
import { eachSet } from './eachSet.js';

async function* pagesOf(pages: number[][], failAfter = Infinity) {
  let read = 0;
  for (const page of pages) {
    if (read++ >= failAfter) throw new Error('the list broke');
    yield page;
  }
}

describe('eachSet', () => {
  it('hands the items in sets of the size asked, in order, one set at a time', async () => {
    const sets: number[][] = [];
    let inFlight = 0;
    let most = 0;
    await eachSet(pagesOf([[1, 2], [3, 4], [5, 6], [7]]), 3, async (set) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      sets.push(set);
      inFlight--;
    });
    expect(sets).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(most).toBe(1);
  });

  it("fails with the handler's failure", async () => {
    await expect(
      eachSet(pagesOf([[1], [2], [3]]), 1, async (set) => {
        if (set[0] === 2) throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
  });

  it('lets the set being handled finish before the reading failure comes out', async () => {
    const handled: number[][] = [];
    await expect(
      eachSet(pagesOf([[1, 2], [3]], 1), 2, async (set) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        handled.push(set);
      }),
    ).rejects.toThrow('the list broke');
    expect(handled).toEqual([[1, 2]]);
  });
});

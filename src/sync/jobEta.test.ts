import { describe, expect, it } from 'vitest';
import { etaMs } from './jobEta.js';

const job = { ID: 'a', Status: 'Running' as const, Done: 40, Total: 100 };

describe('the time left of a running job', () => {
  it('follows the pace seen since the screen first saw the job', () => {
    // 30 of the 100 done in 60 s (from 10 to 40): the 60 left take 120 s.
    expect(etaMs(job, { id: 'a', at: 0, done: 10 }, 60_000)).toBe(120_000);
  });

  it('is unknown before the job moved, for another job, or without a total', () => {
    expect(etaMs(job, { id: 'a', at: 0, done: 40 }, 60_000)).toBeNull();
    expect(etaMs(job, { id: 'b', at: 0, done: 10 }, 60_000)).toBeNull();
    expect(etaMs({ ...job, Total: null }, { id: 'a', at: 0, done: 10 }, 60_000)).toBeNull();
    expect(etaMs(job, { id: 'a', at: 0, done: 10 }, 1000)).toBeNull();
  });
});

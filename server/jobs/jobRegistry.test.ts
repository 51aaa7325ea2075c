import { describe, expect, it } from 'vitest';
import { jobRegistry } from './jobRegistry.js';

describe('job registry', () => {
  it('shows a running job with its progress, then its outcome', async () => {
    const jobs = jobRegistry();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = jobs.run('ImportOzonProducts', async (progress) => {
      progress.advance(100, 300);
      progress.advance(100);
      await gate;
      return 'result';
    });
    expect(jobs.list()).toMatchObject([{ Kind: 'ImportOzonProducts', Status: 'Running', Done: 200, Total: 300 }]);
    release();
    await expect(running).resolves.toBe('result');
    expect(jobs.list()[0]).toMatchObject({ Status: 'Succeeded', Done: 200, Error: null });
    expect(jobs.list()[0].FinishedAt).not.toBeNull();
  });

  it('joins a second start of a running kind instead of running it twice', async () => {
    const jobs = jobRegistry();
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const work = async () => {
      runs++;
      await gate;
      return runs;
    };
    const first = jobs.run('ImportOzonWarehouses', work);
    const second = jobs.run('ImportOzonWarehouses', work);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(jobs.list()).toHaveLength(1);
    await jobs.run('ImportOzonWarehouses', work);
    expect(runs).toBe(2);
  });

  it('records a failure with its message and passes the error on', async () => {
    const jobs = jobRegistry();
    await expect(
      jobs.run('ImportOzonProductStocks', async () => {
        throw new Error('Ozon answered 503');
      }),
    ).rejects.toThrow('Ozon answered 503');
    expect(jobs.list()[0]).toMatchObject({ Status: 'Failed', Error: 'Ozon answered 503' });
  });
});

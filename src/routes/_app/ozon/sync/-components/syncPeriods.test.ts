import { describe, expect, it } from 'vitest';
import { cronOf, periodOf } from './syncPeriods.js';

describe('sync periods', () => {
  it('knows the server defaults as presets, spacing aside', () => {
    expect(periodOf('15 4 * * *')).toBe('daily');
    expect(periodOf(' 5  * * * * ')).toBe('hourly');
    expect(periodOf('*/30 * * * *')).toBe('every30');
  });

  it('calls anything else custom, and custom has no cron of its own', () => {
    expect(periodOf('0 3 * * 1')).toBe('custom');
    expect(cronOf('custom')).toBeUndefined();
    expect(cronOf('every15')).toBe('*/15 * * * *');
  });
});

import { describe, expect, it } from 'vitest';
import { pnlPeriodOf, pnlRequestOf, steppedAt } from './pnlSearch.js';

const TODAY = '2026-11-29';

describe('the P&L period', () => {
  it('opens on last month, and steps a month at a time', () => {
    expect(pnlPeriodOf({}, TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(steppedAt({}, TODAY, -1)).toBe('2026-09-01');
    expect(pnlPeriodOf({ at: '2026-02-10' }, TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('takes a week from Monday to Sunday, a day, a range and twelve months', () => {
    expect(pnlPeriodOf({ period: 'week' }, TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(pnlPeriodOf({ period: 'day' }, TODAY)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(pnlPeriodOf({ period: 'range', from: '2026-11-10', to: '2026-11-01' }, TODAY)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(pnlRequestOf({ period: 'months' }, TODAY)).toMatchObject({
      DateFrom: '2025-11-01',
      DateTo: '2026-10-31',
      Columns: 'Months',
      GroupBy: 'Product',
      Figure: 'Profit',
    });
    expect(pnlRequestOf({ period: 'months', figure: 'Cost' }, TODAY).Figure).toBe('Cost');
    expect(pnlRequestOf({ period: 'month', figure: 'Cost' }, TODAY).Figure).toBeUndefined();
    expect(steppedAt({ period: 'months' }, TODAY, 1)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { gapsOf, missingUnits, monthsBefore, rangesOf, wantedDays } from './historyDays.js';

describe("the days of a cabinet's history", () => {
  it('reaches back whole months, to the month’s last day when it is shorter', () => {
    expect(monthsBefore('2026-11-27', 12)).toBe('2025-11-27');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 24)).toBe('2024-01-15');
    // Today is not over: a history ends yesterday.
    expect(wantedDays(3, '2026-11-27')).toEqual({ From: '2026-08-27', To: '2026-11-26' });
  });

  it('lists the missing family-days newest first, skipping stored ones and days Ozon keeps none of', () => {
    const units = missingUnits({ From: '2021-12-31', To: '2022-01-01' }, new Set(['FbsPostings 2022-01-01']));
    expect(units).toEqual([
      { family: 'FboPostings', day: '2022-01-01' },
      { family: 'Returns', day: '2022-01-01' },
      { family: 'Operations', day: '2022-01-01' },
      { family: 'FbsPostings', day: '2021-12-31' },
      { family: 'FboPostings', day: '2021-12-31' },
      { family: 'Returns', day: '2021-12-31' },
    ]);
  });

  it('tells stored days as ranges and the gaps between them', () => {
    const ranges = rangesOf(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-04', '2026-02-06', '2026-02-07']);
    expect(ranges).toEqual([
      { From: '2026-01-30', To: '2026-02-01' },
      { From: '2026-02-04', To: '2026-02-04' },
      { From: '2026-02-06', To: '2026-02-07' },
    ]);
    expect(gapsOf(ranges)).toEqual([
      { From: '2026-02-02', To: '2026-02-03' },
      { From: '2026-02-05', To: '2026-02-05' },
    ]);
    expect(gapsOf([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { priceOn } from './packageType.js';

describe('the price in force on a day', () => {
  const prices = [
    { PackageTypeID: 7, Date: '2026-03-01', Price: 30 },
    { PackageTypeID: 7, Date: '2026-01-15', Price: 25 },
    { PackageTypeID: 7, Date: '2026-11-01', Price: 32.5 },
  ];

  it('is the latest dated on or before the day, in whatever order the history comes', () => {
    expect(priceOn(prices, '2026-03-01')?.Price).toBe(30);
    expect(priceOn(prices, '2026-10-31')?.Price).toBe(30);
    expect(priceOn(prices, '2026-11-01')).toEqual({ PackageTypeID: 7, Date: '2026-11-01', Price: 32.5 });
    expect(priceOn(prices, '2027-05-20')?.Date).toBe('2026-11-01');
  });

  it('is none before the first price, or without prices', () => {
    expect(priceOn(prices, '2026-01-14')).toBeNull();
    expect(priceOn([], '2026-01-14')).toBeNull();
  });
});

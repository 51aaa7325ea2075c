import { describe, expect, it } from 'vitest';
import { currentPrice } from './packageType.js';

describe("a package type's current price", () => {
  const prices = [
    { Date: '2026-03-01', Price: 30 },
    { Date: '2026-01-15', Price: 25 },
    { Date: '2026-11-01', Price: 32.5 },
  ];

  it('is the latest price dated on or before the day, in whatever order the history comes', () => {
    expect(currentPrice(prices, '2026-03-01')).toBe(30);
    expect(currentPrice(prices, '2026-10-31')).toBe(30);
    expect(currentPrice(prices, '2026-11-25')).toBe(32.5);
  });

  it('is none before the first price', () => {
    expect(currentPrice(prices, '2026-01-14')).toBeNull();
    expect(currentPrice([], '2026-01-14')).toBeNull();
  });
});

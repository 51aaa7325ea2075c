import { describe, expect, it } from 'vitest';
import { addMissing, marginPercent, soldPercent } from './purchaseFigures.js';

describe('purchase figures', () => {
  it('sold share of the plan, none without a plan', () => {
    expect(soldPercent(3, 12)).toBe(25);
    expect(soldPercent(0, 10)).toBe(0);
    expect(soldPercent(5, 0)).toBeNull();
  });

  it('margin is profit over revenue, none without revenue', () => {
    // docs/unit-economics.md: 456.31 of 1 290 ₽ is 35.37 %.
    expect(marginPercent(45_631, 129_000)).toBeCloseTo(35.373, 3);
    expect(marginPercent(-100, 1000)).toBe(-10);
    expect(marginPercent(0, 0)).toBeNull();
  });

  it('adds money that may be missing, in kopecks', () => {
    expect(addMissing(null, null)).toBeNull();
    expect(addMissing(null, 0)).toBe(0);
    expect(addMissing(0.1, 0.2)).toBe(0.3);
    expect(addMissing(10, null)).toBe(10);
  });
});

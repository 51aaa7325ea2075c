import { describe, expect, it } from 'vitest';
import { sellingPrice, unitCostsOf, unitProfit } from '../../contracts/priceAnalysis.js';

// The worked example of docs/price-analysis.md.
const costs = unitCostsOf({ CommissionPercent: 17, DeliveryCost: 90, ReturnPercentage: 5, ReturnCost: 150 });

describe('the selling price for a rate of return', () => {
  it('reproduces the worked example', () => {
    // (500 × 1.3 + 90 + 0.05 × 150) / 0.83 = 747.50 / 0.83 = 900.6024… → 900.61
    expect(sellingPrice(500, 0.3, costs)).toBe(900.61);
    expect(unitProfit(900.61, 500, costs)).toBe(150.01);
    // 0 %: break-even, 597.50 / 0.83 = 719.8795… → 719.88
    expect(sellingPrice(500, 0, costs)).toBe(719.88);
    expect(unitProfit(719.88, 500, costs)).toBe(0);
    // 100 %: 1 097.50 / 0.83 = 1 322.2891… → 1 322.29
    expect(sellingPrice(500, 1, costs)).toBe(1322.29);
    expect(unitProfit(1322.29, 500, costs)).toBe(500);
  });

  it('does not round an exact price up', () => {
    const plain = unitCostsOf({ CommissionPercent: 20, DeliveryCost: 0, ReturnPercentage: 0, ReturnCost: 0 });
    // 80 × 1.5 / 0.8 = 150 exactly
    expect(sellingPrice(80, 0.5, plain)).toBe(150);
    expect(
      sellingPrice(
        0.1 + 0.2,
        0,
        unitCostsOf({ CommissionPercent: 0, DeliveryCost: 0, ReturnPercentage: 0, ReturnCost: 0 }),
      ),
    ).toBe(0.3);
  });

  it('never leaves the profit short of the target', () => {
    for (const purchase of [0.01, 1.37, 99.99, 245.5, 312.9, 12_345.67]) {
      for (const rate of [0, 0.1, 0.25, 0.333, 1.5]) {
        const price = sellingPrice(purchase, rate, costs);
        expect(unitProfit(price, purchase, costs)).toBeGreaterThanOrEqual(Math.round(purchase * rate * 100) / 100);
        // and a kopeck less would be short
        expect(unitProfit(price - 0.01, purchase, costs)).toBeLessThan(purchase * rate + 0.005);
      }
    }
  });
});

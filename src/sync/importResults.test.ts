import { describe, expect, it } from 'vitest';
import { jobProblemCount, outcomeOf } from './importResults.js';

const products = {
  MissingProductPackageIDs: [1, 2],
  BadProductPackageIDs: ['ART-RED-17'],
  ProductsWithoutSkus: [{ OzonProductID: 5, OfferID: '77' }],
  ProductsWithChangedPriceIndices: [],
};
const stocks = {
  MissingWarehouses: ['ХОРУГВИНО'],
  BadProductPackageIDs: [],
  MissingProductPackageIDs: [3],
  ClusterStocks: [
    { ClusterID: 1, ClusterName: 'Москва', OldStock: 0, NewStock: 5, OldDiscountedStock: 0, NewDiscountedStock: 0 },
  ],
};

describe('import results', () => {
  it('reads each kind and counts its problems (the stock per cluster is a change, not a problem)', () => {
    expect(outcomeOf({ Kind: 'ImportOzonProducts', Result: products })?.kind).toBe('products');
    expect(jobProblemCount({ Kind: 'ImportOzonProducts', Result: products })).toBe(4);
    expect(jobProblemCount({ Kind: 'ImportOzonProductStocks', Result: stocks })).toBe(2);
    const warehouses = { clusters: 30, warehouses: 250, missing: 2 };
    expect(outcomeOf({ Kind: 'ImportOzonWarehouses', Result: warehouses })).toEqual({
      kind: 'warehouses',
      result: warehouses,
    });
    expect(jobProblemCount({ Kind: 'ImportOzonWarehouses', Result: warehouses })).toBe(2);
  });

  it('has nothing to count without a result, or with one of another shape', () => {
    expect(jobProblemCount({ Kind: 'ImportOzonProducts', Result: null })).toBeNull();
    expect(outcomeOf({ Kind: 'ImportOzonProductStocks', Result: products })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { findPurchaseBatchesRequestOf, purchaseListSearch } from './purchaseListSearch.js';

describe('purchase list search', () => {
  it('asks for the first page of every batch by default', () => {
    expect(findPurchaseBatchesRequestOf(purchaseListSearch.parse({}))).toEqual({
      Offset: 0,
      Count: 25,
      DateFrom: null,
      DateTo: null,
      ProductPackageIDs: [],
      Article: '',
      Name: '',
      OrderField: 'Date',
      OrderAscending: false,
    });
  });

  it('maps the filters to the request: days as they are, packages by ID, text trimmed', () => {
    const search = purchaseListSearch.parse({
      page: 2,
      pageSize: 50,
      from: '2026-09-01',
      to: '2026-09-30',
      packages: [101, 102],
      article: ' 101 ',
      name: ' осень ',
    });
    expect(findPurchaseBatchesRequestOf(search)).toEqual({
      Offset: 100,
      Count: 50,
      DateFrom: '2026-09-01',
      DateTo: '2026-09-30',
      ProductPackageIDs: [101, 102],
      Article: '101',
      Name: 'осень',
      OrderField: 'Date',
      OrderAscending: false,
    });
  });

  it('asks the server to sort by the column the seller sorts, ties left to the server', () => {
    const search = purchaseListSearch.parse({ sort: 'PlannedProfit', desc: true });
    expect(findPurchaseBatchesRequestOf(search)).toMatchObject({ OrderField: 'PlannedProfit', OrderAscending: false });
    expect(findPurchaseBatchesRequestOf(purchaseListSearch.parse({ sort: 'PurchaseSum' }))).toMatchObject({
      OrderField: 'PurchaseSum',
      OrderAscending: true,
    });
    expect(purchaseListSearch.parse({ sort: 'Status' })).toEqual({});
  });

  it('drops a bad value of a hand-edited URL instead of breaking the screen', () => {
    expect(purchaseListSearch.parse({ from: '15.09.2026', packages: ['x'], page: -1, name: 'a' })).toEqual({
      name: 'a',
    });
  });
});

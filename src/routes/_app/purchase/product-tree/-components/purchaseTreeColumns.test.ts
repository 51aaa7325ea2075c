import { describe, expect, it } from 'vitest';
import type { PurchaseTreeRow } from '../../../../../../contracts/purchasing.js';
import { testIntl } from '../../../../../test/intl.js';
import { buildPurchaseTree, type PurchaseTreeGridRow } from './purchaseTree.js';
import { purchaseTreeColumns } from './purchaseTreeColumns.js';

const intl = testIntl('ru');

/** Arial's widths at 14 px (what draws the grid): a figure is cut when its column is narrower. */
function arialWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[0-9]/.test(char)) width += 7.79;
    else if (/[\s\u00a0\u202f.,]/.test(char)) width += 3.89;
    else if (char === '%') width += 12.45;
    else if (char === '−') width += 8.18;
    else if (char === '-') width += 4.66;
    else width += 9;
  }
  return width;
}
/** The grid's cell padding, 10 px each side. */
const PADDING = 20;

/** A plan sold out (100 %), a big batch whose plans add up to millions, a loss: the widest figures a tree shows. */
const items: PurchaseTreeRow[] = [
  {
    ProductID: 1,
    ProductName: 'Ночник с датчиком движения',
    ProductPackageID: 1039,
    ProductPackageName: 'Ночник, 2 шт.',
    PurchaseBatchID: 10,
    PurchaseBatchName: 'Осенняя закупка',
    PurchaseBatchDate: '2026-09-15',
    PurchaseBatchStatus: 2,
    SalesItemID: 100,
    SalesItemName: 'Ночник в коробке',
    Count: 125_000,
    PurchasePrice: 123_456.78,
    Plans: [
      {
        ID: 1,
        SalesChannelID: 1,
        Status: 1,
        Price: 123_456.78,
        Amount: 12_500,
        PlannedRevenue: 12_345_678.9,
        PlannedProfit: -1_234_567.8,
        MarginPercent: -100,
        SoldCount: 12_500,
        ActualProfit: -1_234_567.8,
      },
    ],
  },
];

describe('the product tree columns', () => {
  const { allRows } = buildPurchaseTree(items, { collapsed: new Set(), channelName: () => 'Ozon FBO' });
  const declared = purchaseTreeColumns(intl, () => undefined);
  const columns = purchaseTreeColumns(intl, () => undefined, allRows);
  const shown = (column: (typeof columns)[number], row: PurchaseTreeGridRow) => {
    const value: unknown = column.valueGetter
      ? column.valueGetter(row[column.field as keyof PurchaseTreeGridRow] as never, row, column, undefined as never)
      : row[column.field as keyof PurchaseTreeGridRow];
    return String(column.valueFormatter?.(value as never, row, column, undefined as never) ?? value ?? '');
  };

  it('shows every figure in full: each number column is as wide as its longest value', () => {
    const figures = columns.filter((column) => column.type === 'number');
    expect(figures.length).toBeGreaterThan(5);
    for (const column of figures) {
      const longest = allRows.map((row) => shown(column, row)).sort((a, b) => arialWidth(b) - arialWidth(a))[0]!;
      expect(column.width, `${column.field}: «${longest}»`).toBeGreaterThanOrEqual(arialWidth(longest) + PADDING);
    }
    // The sold share that read «100,0…».
    const sold = columns.find((column) => column.field === 'SoldPercent')!;
    expect(allRows.map((row) => shown(sold, row).replace(/\s/g, ' '))).toContain('100,00 %');
    expect(sold.width).toBeGreaterThan(76);
  });

  it('never narrows a column below its declared width, so its header keeps room to wrap', () => {
    const { allRows: small } = buildPurchaseTree([{ ...items[0]!, Count: 1, PurchasePrice: 1, Plans: [] }], {
      collapsed: new Set(),
      channelName: () => 'Ozon FBO',
    });
    const fitted = purchaseTreeColumns(intl, () => undefined, small);
    expect(fitted.map((column) => column.width)).toEqual(declared.map((column) => column.width));
    expect(fitted.map((column) => column.headerName)).toEqual(declared.map((column) => column.headerName));
  });
});

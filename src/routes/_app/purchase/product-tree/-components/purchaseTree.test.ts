import { describe, expect, it } from 'vitest';
import type { PurchaseTreeRow } from '../../../../../../contracts/purchasing.js';
import { buildPurchaseTree, type PurchaseTreeGridRow } from './purchaseTree.js';

const FBO = 1;
const FBS = 2;
const channelName = (id: number) => (id === FBO ? 'Ozon FBO' : 'Ozon FBS');

type Plan = PurchaseTreeRow['Plans'][number];
const plan = (ID: number, SalesChannelID: number, figures: Partial<Plan> = {}): Plan => ({
  ID,
  SalesChannelID,
  Status: 1,
  Price: 1000,
  Amount: 10,
  PlannedRevenue: 10_000,
  PlannedProfit: 2_000,
  MarginPercent: 20,
  SoldCount: 0,
  ActualProfit: null,
  ...figures,
});

const row = (fields: Partial<PurchaseTreeRow>): PurchaseTreeRow => ({
  ProductID: 1,
  ProductName: 'Плед флисовый',
  ProductPackageID: 101,
  ProductPackageName: 'Плед 150×200',
  PurchaseBatchID: 10,
  PurchaseBatchName: 'Сентябрь',
  PurchaseBatchDate: '2026-09-15',
  PurchaseBatchStatus: 2,
  SalesItemID: 100,
  SalesItemName: 'Плед в коробке',
  Count: 3,
  PurchasePrice: 360,
  Plans: [],
  ...fields,
});

/** The server's rows: products by name, packages by name, batches by date. */
const items: PurchaseTreeRow[] = [
  row({
    Plans: [
      plan(1, FBO, { Amount: 3, SoldCount: 3, PlannedRevenue: 3870, PlannedProfit: 1368.93, ActualProfit: 1200.5 }),
    ],
  }),
  row({
    PurchaseBatchID: 11,
    PurchaseBatchName: 'Октябрь',
    PurchaseBatchDate: '2026-10-01',
    SalesItemID: 110,
    Count: 15,
    Plans: [
      plan(2, FBO, { SoldCount: 1, ActualProfit: 300.25 }),
      plan(3, FBS, { Amount: 5, PlannedRevenue: 5000, PlannedProfit: -500, MarginPercent: -10 }),
    ],
  }),
  // The same batch sells the package as a second sales item, with no plan yet.
  row({ PurchaseBatchID: 11, PurchaseBatchName: 'Октябрь', SalesItemID: 111, SalesItemName: 'Плед с подарком' }),
  row({
    ProductID: 2,
    ProductName: 'Кружка',
    ProductPackageID: 201,
    ProductPackageName: 'Кружка 350 мл',
    Plans: [plan(4, FBS, { Amount: 50, SoldCount: 0, PlannedRevenue: 24_500, PlannedProfit: 0, MarginPercent: 0 })],
  }),
];

const outline = (rows: PurchaseTreeGridRow[]) =>
  rows.map((node) => `${'  '.repeat(node.depth)}${node.kind} ${node.name}`);

describe('the product tree', () => {
  it('nests product → package → batch (one per sales item) → plan, in the server order', () => {
    const { rows } = buildPurchaseTree(items, { collapsed: new Set(), channelName });
    expect(outline(rows)).toEqual([
      'product Плед флисовый',
      '  package Плед 150×200',
      '    batch Сентябрь',
      '      plan Ozon FBO',
      '    batch Октябрь',
      '      plan Ozon FBO',
      '      plan Ozon FBS',
      '    batch Октябрь',
      'product Кружка',
      '  package Кружка 350 мл',
      '    batch Сентябрь',
      '      plan Ozon FBS',
    ]);
    expect(new Set(rows.map((node) => node.id)).size).toBe(rows.length);
    const gift = rows[7]!;
    expect(gift).toMatchObject({ kind: 'batch', batchId: 11, salesItemName: 'Плед с подарком', childCount: 0 });
  });

  it('adds up the plans beneath each node, the fact none until something sold', () => {
    const { rows } = buildPurchaseTree(items, { collapsed: new Set(), channelName });
    const [plaid, plaidPackage, september, , october, , , gift, mug] = rows;
    const totals = (node: PurchaseTreeGridRow | undefined) => ({
      Amount: node?.Amount,
      SoldCount: node?.SoldCount,
      PlannedRevenue: node?.PlannedRevenue,
      PlannedProfit: node?.PlannedProfit,
      ActualProfit: node?.ActualProfit,
    });
    expect(totals(october)).toEqual({
      Amount: 15,
      SoldCount: 1,
      PlannedRevenue: 15_000,
      PlannedProfit: 1_500,
      ActualProfit: 300.25,
    });
    expect(totals(plaid)).toEqual({
      Amount: 18,
      SoldCount: 4,
      PlannedRevenue: 18_870,
      PlannedProfit: 2_868.93,
      ActualProfit: 1_500.75,
    });
    expect(totals(plaidPackage)).toEqual(totals(plaid));
    expect(totals(gift)).toEqual({ Amount: 0, SoldCount: 0, PlannedRevenue: 0, PlannedProfit: 0, ActualProfit: null });
    expect(mug!.ActualProfit).toBeNull();
    // Shares of the totals: sold of planned, profit of revenue; a plan keeps its own margin.
    expect(september!.SoldPercent).toBe(100);
    expect(october!.MarginPercent).toBe(10);
    expect(rows[6]).toMatchObject({ kind: 'plan', MarginPercent: -10, SoldPercent: 0, Price: 1000, status: 1 });
    expect(gift!.SoldPercent).toBeNull();
    expect(gift!.MarginPercent).toBeNull();
  });

  it('folds a node: what is beneath it goes, its totals stay; the export keeps every row', () => {
    const all = buildPurchaseTree(items, { collapsed: new Set(), channelName });
    const octoberId = all.rows[4]!.id;
    const plaidId = all.rows[0]!.id;
    const folded = buildPurchaseTree(items, { collapsed: new Set([octoberId]), channelName });
    expect(folded.rows.filter((node) => node.id.startsWith(`${octoberId}/`))).toEqual([]);
    expect(folded.rows[4]).toMatchObject({ collapsed: true, Amount: 15 });
    expect(folded.rows).toHaveLength(all.rows.length - 2);
    expect(folded.allRows).toEqual(
      all.rows.map((node) => (node.id === octoberId ? { ...node, collapsed: true } : node)),
    );

    const product = buildPurchaseTree(items, { collapsed: new Set([plaidId]), channelName });
    expect(outline(product.rows)).toEqual([
      'product Плед флисовый',
      'product Кружка',
      '  package Кружка 350 мл',
      '    batch Сентябрь',
      '      plan Ozon FBS',
    ]);
  });

  it('lists what folds: every product and package, a batch only with plans', () => {
    const { foldable, rows } = buildPurchaseTree(items, { collapsed: new Set(), channelName });
    const giftId = rows[7]!.id;
    expect(foldable).toHaveLength(2 + 2 + 3);
    expect(foldable).not.toContain(giftId);
    // Folding everything leaves the products, with their totals.
    const closed = buildPurchaseTree(items, { collapsed: new Set(foldable), channelName });
    expect(outline(closed.rows)).toEqual(['product Плед флисовый', 'product Кружка']);
    // A node that has nothing beneath it is never shown folded.
    expect(buildPurchaseTree(items, { collapsed: new Set([giftId]), channelName }).rows[7]!).toMatchObject({
      collapsed: false,
    });
  });

  it('is empty without rows', () => {
    expect(buildPurchaseTree([], { collapsed: new Set(), channelName })).toEqual({
      rows: [],
      allRows: [],
      foldable: [],
    });
  });
});

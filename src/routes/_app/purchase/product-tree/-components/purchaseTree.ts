import type { PurchaseBatchStatus, PurchaseTreeRow, SalesPlanStatus } from '../../../../../../contracts/purchasing.js';
import { addMissing, marginPercent, soldPercent } from '../../-components/purchaseFigures.js';

/**
 * The product tree (the MIT grid has no tree data): the server's rows, one per sales item of a batch,
 * become a product → package → batch → plan tree of grid rows, each with its depth and the totals of
 * the plans beneath it; a folded node hides what is beneath it (docs/screens.md, «Grouped rows»).
 */

/** What a row adds up to: a plan's own figures, or the sum of the plans beneath a node. */
export interface TreeFigures {
  /** Packages the plans sell. */
  Amount: number;
  /** Packages sold, returns deducted. */
  SoldCount: number;
  SoldPercent: number | null;
  PlannedRevenue: number;
  PlannedProfit: number;
  MarginPercent: number | null;
  /** None before the first sale. */
  ActualProfit: number | null;
}

interface TreeNodeBase extends TreeFigures {
  /** The path of the node: unique, stable across reloads (the folding is kept by it). */
  id: string;
  depth: 0 | 1 | 2 | 3;
  name: string;
}

interface FoldableNode extends TreeNodeBase {
  /** Rows directly beneath (packages of a product, batches of a package, plans of a batch). */
  childCount: number;
  collapsed: boolean;
}

export interface ProductNode extends FoldableNode {
  kind: 'product';
  depth: 0;
  productId: number;
}

export interface PackageNode extends FoldableNode {
  kind: 'package';
  depth: 1;
  packageId: number;
}

/** A sales item of a batch: the batch it belongs to, what it sells as, what the item bought. */
export interface BatchNode extends FoldableNode {
  kind: 'batch';
  depth: 2;
  batchId: number;
  date: string;
  status: PurchaseBatchStatus;
  salesItemName: string;
  /** Units of the product the batch item bought, at this unit price. */
  Count: number;
  PurchasePrice: number;
}

export interface PlanNode extends TreeNodeBase {
  kind: 'plan';
  depth: 3;
  planId: number;
  batchId: number;
  channelId: number;
  status: SalesPlanStatus;
  Price: number;
}

export type PurchaseTreeGridRow = ProductNode | PackageNode | BatchNode | PlanNode;
export type FoldableTreeRow = ProductNode | PackageNode | BatchNode;

export const isFoldable = (row: PurchaseTreeGridRow): row is FoldableTreeRow => row.kind !== 'plan';

export interface PurchaseTree {
  /** The rows to show, folded nodes without what is beneath them. */
  rows: PurchaseTreeGridRow[];
  /** Every row, nothing folded: what the export writes. */
  allRows: PurchaseTreeGridRow[];
  /** The nodes that have something beneath them («Свернуть всё» folds these). */
  foldable: string[];
}

interface Totals {
  Amount: number;
  SoldCount: number;
  PlannedRevenue: number;
  PlannedProfit: number;
  ActualProfit: number | null;
}

const noTotals = (): Totals => ({ Amount: 0, SoldCount: 0, PlannedRevenue: 0, PlannedProfit: 0, ActualProfit: null });

const kopecks = (value: number) => Math.round(value * 100) / 100;

function add(into: Totals, part: Totals): void {
  into.Amount += part.Amount;
  into.SoldCount += part.SoldCount;
  into.PlannedRevenue = kopecks(into.PlannedRevenue + part.PlannedRevenue);
  into.PlannedProfit = kopecks(into.PlannedProfit + part.PlannedProfit);
  into.ActualProfit = addMissing(into.ActualProfit, part.ActualProfit);
}

/** Totals with the shares they imply: sold of planned, margin of the planned revenue. */
function figuresOf(totals: Totals): TreeFigures {
  return {
    ...totals,
    SoldPercent: soldPercent(totals.SoldCount, totals.Amount),
    MarginPercent: marginPercent(totals.PlannedProfit, totals.PlannedRevenue),
  };
}

/** A node as the tree is built: what it is, without its figures and folding yet. */
type NodeOf<Row> = Omit<Row, keyof TreeFigures | 'childCount' | 'collapsed'>;
type AnyNode = NodeOf<ProductNode> | NodeOf<PackageNode> | NodeOf<BatchNode> | NodeOf<PlanNode>;

interface Branch {
  node: AnyNode;
  totals: Totals;
  /** A plan's own margin, from its unit economics; a node's is worked out from its totals. */
  margin?: number | null;
  children: Branch[];
}

/**
 * The tree of the server's rows in their order (products by name, packages by name, batches by date):
 * a node appears where its first row does. `channelName` names a plan's sales channel.
 */
export function buildPurchaseTree(
  items: PurchaseTreeRow[],
  options: { collapsed: ReadonlySet<string>; channelName: (channelId: number) => string },
): PurchaseTree {
  const roots: Branch[] = [];
  const branches = new Map<string, Branch>();
  const branch = (siblings: Branch[], node: AnyNode): Branch => {
    let found = branches.get(node.id);
    if (!found) {
      found = { node, totals: noTotals(), children: [] };
      branches.set(node.id, found);
      siblings.push(found);
    }
    return found;
  };

  for (const item of items) {
    const productKey = `p${item.ProductID}`;
    const product = branch(roots, {
      kind: 'product',
      id: productKey,
      depth: 0,
      name: item.ProductName,
      productId: item.ProductID,
    });
    const packageKey = `${productKey}/k${item.ProductPackageID}`;
    const pkg = branch(product.children, {
      kind: 'package',
      id: packageKey,
      depth: 1,
      name: item.ProductPackageName,
      packageId: item.ProductPackageID,
    });
    // A batch may sell one package as two sales items (one with a gift, say): each is a node of its own.
    const batchKey = `${packageKey}/b${item.PurchaseBatchID}/s${item.SalesItemID}`;
    const batch = branch(pkg.children, {
      kind: 'batch',
      id: batchKey,
      depth: 2,
      name: item.PurchaseBatchName,
      batchId: item.PurchaseBatchID,
      date: item.PurchaseBatchDate,
      status: item.PurchaseBatchStatus,
      salesItemName: item.SalesItemName,
      Count: item.Count,
      PurchasePrice: item.PurchasePrice,
    });
    for (const plan of item.Plans) {
      const totals: Totals = {
        Amount: plan.Amount,
        SoldCount: plan.SoldCount,
        PlannedRevenue: plan.PlannedRevenue,
        PlannedProfit: plan.PlannedProfit,
        ActualProfit: plan.ActualProfit,
      };
      batch.children.push({
        node: {
          kind: 'plan',
          id: `${batchKey}/plan${plan.ID}`,
          depth: 3,
          name: options.channelName(plan.SalesChannelID),
          planId: plan.ID,
          batchId: item.PurchaseBatchID,
          channelId: plan.SalesChannelID,
          status: plan.Status,
          Price: plan.Price,
        },
        totals,
        margin: plan.MarginPercent,
        children: [],
      });
      for (const into of [batch, pkg, product]) add(into.totals, totals);
    }
  }

  const rows: PurchaseTreeGridRow[] = [];
  const allRows: PurchaseTreeGridRow[] = [];
  const foldable: string[] = [];
  const walk = (level: Branch[], shown: boolean) => {
    for (const { node, totals, margin, children } of level) {
      const figures = figuresOf(totals);
      if (margin !== undefined) figures.MarginPercent = margin;
      const collapsed = options.collapsed.has(node.id);
      const row: PurchaseTreeGridRow =
        node.kind === 'plan'
          ? { ...node, ...figures }
          : { ...node, ...figures, childCount: children.length, collapsed: collapsed && children.length > 0 };
      if (node.kind !== 'plan' && children.length > 0) foldable.push(node.id);
      allRows.push(row);
      if (shown) rows.push(row);
      walk(children, shown && !collapsed);
    }
  };
  walk(roots, true);
  return { rows, allRows, foldable };
}

import { sql } from 'kysely';
import type { z } from 'zod';
import {
  getSalesPlansSummariesRequest,
  purchaseTreeRequest,
  type PurchaseBatchStatus,
  type PurchaseTreeRequest,
  type PurchaseTreeRow,
  type SalesChannel,
  type SalesPlanStatus,
  type SalesPlanSummary,
} from '../../contracts/purchasing.js';
import { containsPattern } from '../db/sqlHelpers.js';
import { kopecks, planEconomics, type PlanFigures, type SoldUnit } from '../../contracts/unitEconomics.js';
import type { DbOrTrx } from '../db/database.js';
import { planRefusals } from './planRefusals.js';
import { listSalesChannels } from './salesChannelRepository.js';

/** What the list and the summaries need of a plan: its figures, what it sells, and its batch. */
export interface PlanBasis {
  id: number;
  batchId: number;
  salesItemId: number;
  status: SalesPlanStatus;
  channelId: number;
  figures: PlanFigures;
  unit: SoldUnit;
}

/** The plans of the batches or with the IDs given; every plan when neither is. */
export async function planBases(
  db: DbOrTrx,
  filter: { batchIds?: number[]; planIds?: number[] },
): Promise<PlanBasis[]> {
  const batchIds = filter.batchIds ?? [];
  const planIds = filter.planIds ?? [];
  const rows = await db
    .selectFrom('sales_plans as plan')
    .innerJoin('sales_items', 'sales_items.id', 'plan.sales_item_id')
    .innerJoin('product_packages', 'product_packages.id', 'sales_items.product_package_id')
    .innerJoin('purchase_batch_items as item', 'item.id', 'sales_items.purchase_batch_item_id')
    .$if(batchIds.length > 0 || planIds.length > 0, (query) =>
      query.where((where) =>
        where.or([
          ...(batchIds.length ? [where('item.purchase_batch_id', 'in', batchIds)] : []),
          ...(planIds.length ? [where('plan.id', 'in', planIds)] : []),
        ]),
      ),
    )
    .select([
      'plan.id',
      'item.purchase_batch_id as batchId',
      'plan.sales_item_id as salesItemId',
      'plan.status',
      'plan.sales_channel_id as channelId',
      'plan.price',
      'plan.amount',
      'plan.sales_per_month',
      'plan.commission_multiplier',
      'plan.commission_addition',
      'plan.return_percentage',
      'plan.return_cost',
      'plan.delivery_cost',
      'plan.marketing_budget',
      'sales_items.volume',
      'sales_items.packaging_price',
      'product_packages.product_count',
      'item.price as unitPurchasePrice',
    ])
    .orderBy('plan.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    batchId: row.batchId,
    salesItemId: row.salesItemId,
    status: row.status as SalesPlanStatus,
    channelId: row.channelId,
    figures: {
      Price: row.price,
      Amount: row.amount,
      SalesPerMonth: row.sales_per_month,
      CommissionMultiplier: row.commission_multiplier,
      CommissionAddition: row.commission_addition,
      ReturnPercentage: row.return_percentage,
      ReturnCost: row.return_cost,
      DeliveryCost: row.delivery_cost,
      MarketingBudget: row.marketing_budget,
    },
    unit: {
      Volume: row.volume,
      PackagingPrice: row.packaging_price,
      PurchaseCost: kopecks(row.unitPurchasePrice * row.product_count),
    },
  }));
}

/** The plan's economics at its own price, or at `price` (a promotion's action price). */
export function economicsOf(basis: PlanBasis, channels: Map<number, SalesChannel>, price = basis.figures.Price) {
  return planEconomics({ ...basis.figures, Price: price }, basis.unit, channels.get(basis.channelId)!);
}

export async function channelsById(db: DbOrTrx): Promise<Map<number, SalesChannel>> {
  return new Map((await listSalesChannels(db)).map((channel) => [channel.ID, channel]));
}

/** What one package costs the seller besides Ozon: goods, packaging, and its share of delivery and marketing. */
function ownCostPerPackage(basis: PlanBasis): number {
  const { Amount, DeliveryCost, MarketingBudget } = basis.figures;
  const shared = Amount > 0 ? (DeliveryCost + MarketingBudget) / Amount : 0;
  return basis.unit.PurchaseCost + basis.unit.PackagingPrice + shared;
}

/** The fact of each plan from its allocated sales (docs/unit-economics.md, "Fact"). */
async function summariesOf(db: DbOrTrx, bases: PlanBasis[]): Promise<SalesPlanSummary[]> {
  if (!bases.length) return [];
  const refusals = await planRefusals(
    db,
    bases.map((basis) => basis.id),
  );
  const facts = await db
    .selectFrom('sales_plan_allocations')
    .where(
      'sales_plan_id',
      'in',
      bases.map((basis) => basis.id),
    )
    .groupBy('sales_plan_id')
    .select([
      'sales_plan_id as planId',
      sql<number>`sum(sold)`.as('sold'),
      sql<number>`sum(returned)`.as('returned'),
      sql<number>`sum(sales_sum)`.as('salesSum'),
      sql<number>`sum(return_sum)`.as('returnSum'),
      sql<number>`sum(commission)`.as('commission'),
      sql<number>`sum(services)`.as('services'),
    ])
    .execute();
  const byPlan = new Map(facts.map((fact) => [fact.planId, fact]));
  return bases.map((basis) => {
    const fact = byPlan.get(basis.id);
    const sold = Number(fact?.sold ?? 0);
    const returned = Number(fact?.returned ?? 0);
    const salesSum = kopecks(Number(fact?.salesSum ?? 0));
    const returnSum = kopecks(Number(fact?.returnSum ?? 0));
    const commission = Number(fact?.commission ?? 0);
    const services = Number(fact?.services ?? 0);
    const refused = refusals.get(basis.id) ?? { postings: 0, handling: 0 };
    return {
      ID: basis.id,
      SalesCount: sold,
      ReturnCount: returned,
      CommissionPercent: salesSum > 0 ? Math.round((commission / salesSum) * 10_000) / 100 : null,
      CommissionAddition: sold > 0 ? kopecks(services / sold) : null,
      ReturnSum: returnSum,
      SalesSum: salesSum,
      RefusalCount: refused.postings,
      RefusalHandling: kopecks(refused.handling),
      Profit: kopecks(
        salesSum - returnSum - commission - services - refused.handling - (sold - returned) * ownCostPerPackage(basis),
      ),
    };
  });
}

export async function salesPlanSummaries(
  db: DbOrTrx,
  input: z.input<typeof getSalesPlansSummariesRequest>,
): Promise<SalesPlanSummary[]> {
  const request = getSalesPlansSummariesRequest.parse(input);
  const bases = await planBases(db, { planIds: request.SalesPlanIDs, batchIds: request.PurchaseBatchIDs });
  return summariesOf(db, bases);
}

export interface BatchPlanTotals {
  PlanCount: number;
  PlannedCount: number;
  PlannedRevenue: number;
  PlannedProfit: number;
  SoldCount: number;
  ActualProfit: number | null;
}

/** Per batch: the plans' totals by their unit economics, and the fact of their sales so far. */
export async function batchPlanTotals(db: DbOrTrx, batchIds: number[]): Promise<Map<number, BatchPlanTotals>> {
  const totals = new Map<number, BatchPlanTotals>(
    batchIds.map((id) => [
      id,
      { PlanCount: 0, PlannedCount: 0, PlannedRevenue: 0, PlannedProfit: 0, SoldCount: 0, ActualProfit: null },
    ]),
  );
  if (!batchIds.length) return totals;
  const [bases, channels] = await Promise.all([planBases(db, { batchIds }), channelsById(db)]);
  const summaries = new Map((await summariesOf(db, bases)).map((summary) => [summary.ID, summary]));
  for (const basis of bases) {
    const batch = totals.get(basis.batchId)!;
    const economics = economicsOf(basis, channels);
    const fact = summaries.get(basis.id)!;
    batch.PlanCount += 1;
    batch.PlannedCount += basis.figures.Amount;
    batch.PlannedRevenue = kopecks(batch.PlannedRevenue + economics.Total.Revenue);
    batch.PlannedProfit = kopecks(batch.PlannedProfit + economics.Total.Profit);
    batch.SoldCount += fact.SalesCount - fact.ReturnCount;
    if (fact.SalesCount > 0) batch.ActualProfit = kopecks((batch.ActualProfit ?? 0) + fact.Profit);
  }
  return totals;
}

/** Every sales item of every batch with its plans' economics and fact, for the product tree. */
export async function purchaseTree(db: DbOrTrx, input: PurchaseTreeRequest): Promise<PurchaseTreeRow[]> {
  const request = purchaseTreeRequest.parse(input);
  const rows = await db
    .selectFrom('sales_items')
    .innerJoin('purchase_batch_items as item', 'item.id', 'sales_items.purchase_batch_item_id')
    .innerJoin('purchase_batches as batch', 'batch.id', 'item.purchase_batch_id')
    .innerJoin('product_packages as package', 'package.id', 'sales_items.product_package_id')
    .innerJoin('products', 'products.id', 'item.product_id')
    .$if(request.ProductName !== '', (query) =>
      query.where('products.name', 'ilike', containsPattern(request.ProductName)),
    )
    .select([
      'products.id as ProductID',
      'products.name as ProductName',
      'package.id as ProductPackageID',
      'package.name as ProductPackageName',
      'batch.id as PurchaseBatchID',
      'batch.name as PurchaseBatchName',
      'batch.date as PurchaseBatchDate',
      'batch.status as PurchaseBatchStatus',
      'sales_items.id as SalesItemID',
      'sales_items.name as SalesItemName',
      'item.count as Count',
      'item.price as PurchasePrice',
    ])
    .orderBy('products.name')
    .orderBy('package.name')
    .orderBy('batch.date')
    .orderBy('sales_items.id')
    .execute();
  if (!rows.length) return [];
  const [bases, channels] = await Promise.all([
    planBases(db, { batchIds: [...new Set(rows.map((row) => row.PurchaseBatchID))] }),
    channelsById(db),
  ]);
  const summaries = new Map((await summariesOf(db, bases)).map((summary) => [summary.ID, summary]));
  return rows.map((row) => ({
    ...row,
    PurchaseBatchStatus: row.PurchaseBatchStatus as PurchaseBatchStatus,
    Plans: bases
      .filter((basis) => basis.salesItemId === row.SalesItemID)
      .map((basis) => {
        const economics = economicsOf(basis, channels);
        const fact = summaries.get(basis.id)!;
        return {
          ID: basis.id,
          SalesChannelID: basis.channelId,
          Status: basis.status,
          Price: basis.figures.Price,
          Amount: basis.figures.Amount,
          PlannedRevenue: economics.Total.Revenue,
          PlannedProfit: economics.Total.Profit,
          MarginPercent: economics.MarginPercent,
          SoldCount: fact.SalesCount - fact.ReturnCount,
          ActualProfit: fact.SalesCount > 0 ? fact.Profit : null,
        };
      }),
  }));
}

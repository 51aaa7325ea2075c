import { sql } from 'kysely';
import { PostingStatus } from '../../contracts/enums.js';
import { PurchaseBatchStatus } from '../../contracts/purchasing.js';
import type { CalcSalesPlansResult } from '../../contracts/salesPlanResults.js';
import { kopecks } from '../../contracts/unitEconomics.js';
import type { Db, DbOrTrx } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import { refreshPnlDaysOfItems } from '../operations/operationDays.js';
import { goodsCostByMonth, recordCostRevisions } from '../profit-and-loss/costRevisions.js';
import { allocatedUnits, changedItems } from './allocationChanges.js';

/**
 * CalcSalesPlans (docs/unit-economics.md, "Fact"): allocates the delivered Ozon posting items to the
 * sales plans of the batches in sale, first in first out by batch date, per product package and
 * channel, in time order: a sale takes the oldest unit free on its own day, and a returned unit is free
 * again from the day it came back, not from the day it was sold (docs/money.md, «FIFO in time order»).
 * The allocation is rebuilt whole from the postings, returns and finance operations in one
 * transaction, so a re-run gives the same rows and two runs never interleave.
 */

interface PlanSlot {
  id: number;
  /** The batch's day: sales of the days before it cannot be of its goods. */
  batchDate: string;
  packageId: number;
  orderTypes: number[];
  amount: number;
  used: number;
  /** The cost of one package sold under the plan (docs/money.md, «Profit and loss»). */
  unitCost: number;
}

interface DeliveredItem {
  id: number;
  postingNumber: string;
  sku: number;
  packageId: number;
  orderType: number;
  quantity: number;
  price: number;
  date: Date;
}

interface PostingMoney {
  /** Ozon's accrual for the sale, when the posting has one. */
  sale: number | null;
  commission: number;
  services: number;
  /** Σ price × quantity of the posting's delivered items: each item's share of the posting's money. */
  itemsValue: number;
}

export interface Allocation {
  planId: number;
  itemId: number;
  sold: number;
  returned: number;
  salesSum: number;
  commission: number;
  services: number;
  returnSum: number;
  unitCost: number;
}

/** Another run holds the allocation: this key serialises them (any process, any connection). */
const ALLOCATION_LOCK = 7_140_001;

/** Plans of batches in sale (and sold: their sales stay theirs), in the order they take sales. */
async function planSlots(db: DbOrTrx): Promise<PlanSlot[]> {
  const rows = await db
    .selectFrom('sales_plans')
    .innerJoin('sales_items', 'sales_items.id', 'sales_plans.sales_item_id')
    .innerJoin('purchase_batch_items', 'purchase_batch_items.id', 'sales_items.purchase_batch_item_id')
    .innerJoin('purchase_batches', 'purchase_batches.id', 'purchase_batch_items.purchase_batch_id')
    .innerJoin('sales_channels', 'sales_channels.id', 'sales_plans.sales_channel_id')
    .where('purchase_batches.status', 'in', [PurchaseBatchStatus.InSale, PurchaseBatchStatus.Sold])
    .select([
      'sales_plans.id',
      'purchase_batches.date as batchDate',
      'sales_plans.amount',
      'sales_items.product_package_id as packageId',
      'sales_channels.ozon_order_types as orderTypes',
      sql<number>`purchase_batch_items.price * (SELECT pp.product_count FROM product_packages pp
        WHERE pp.id = sales_items.product_package_id) + sales_items.packaging_price
        + CASE WHEN sales_plans.amount > 0 THEN round(sales_plans.delivery_cost / sales_plans.amount, 2) ELSE 0 END`.as(
        'unitCost',
      ),
    ])
    .orderBy('purchase_batches.date')
    .orderBy('purchase_batches.id')
    .orderBy('purchase_batch_items.id')
    .orderBy('sales_items.id')
    .orderBy('sales_plans.id')
    .execute();
  return rows.map((row) => ({ ...row, unitCost: Number(row.unitCost), used: 0 }));
}

/** The packages some plan sells: only their sales can be allocated (others are done with as they are). */
const ofPlannedPackages = (packages: number[], column = 'product_package_id') =>
  sql<boolean>`${sql.ref(column)} = ANY(${packages}::integer[])`;

/** The postings with a delivered item of a planned package: the only ones whose money and returns count. */
const plannedPostings = (packages: number[]) =>
  sql<boolean>`posting_number IN (SELECT posting_number FROM ozon_sales_order_items
    WHERE status = ${PostingStatus.Delivered} AND ${ofPlannedPackages(packages)})`;

async function deliveredItems(db: DbOrTrx, packages: number[]): Promise<DeliveredItem[]> {
  const rows = await db
    .selectFrom('ozon_sales_order_items as item')
    .innerJoin('ozon_sales_orders as order', 'order.id', 'item.order_id')
    .where('item.status', '=', PostingStatus.Delivered)
    .where(ofPlannedPackages(packages, 'item.product_package_id'))
    .select([
      'item.id',
      'item.posting_number as postingNumber',
      'item.sku',
      'item.product_package_id as packageId',
      'order.type as orderType',
      'item.quantity',
      'item.price',
      'item.date',
    ])
    .orderBy('item.date')
    .orderBy('item.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), sku: Number(row.sku), packageId: row.packageId! }));
}

/** Ozon's money per posting: the sale's accrual, the sale commission and every other charge, as costs. */
async function postingMoney(db: DbOrTrx, packages: number[]): Promise<Map<string, PostingMoney>> {
  // Every delivered item of the posting takes its share, planned or not.
  const values = await db
    .selectFrom('ozon_sales_order_items')
    .where('status', '=', PostingStatus.Delivered)
    .where('product_package_id', 'is not', null)
    .where(plannedPostings(packages))
    .groupBy('posting_number')
    .select(['posting_number as postingNumber', sql<number>`sum(price * quantity)`.as('itemsValue')])
    .execute();
  const money = new Map<string, PostingMoney>(
    values.map((row) => [
      row.postingNumber,
      { sale: null, commission: 0, services: 0, itemsValue: Number(row.itemsValue) },
    ]),
  );
  const rows = await db
    .selectFrom('ozon_operations')
    .where(plannedPostings(packages))
    .where('currency_code', '=', 'RUB')
    .groupBy('posting_number')
    .select([
      'posting_number as postingNumber',
      sql<number>`sum(accruals_for_sale) filter (where accruals_for_sale > 0)`.as('sale'),
      sql<number>`coalesce(sum(sale_commission), 0)`.as('commission'),
      sql<number>`coalesce(sum(amount - accruals_for_sale - sale_commission), 0)`.as('other'),
    ])
    .execute();
  for (const row of rows) {
    const entry = money.get(row.postingNumber!);
    if (!entry) continue;
    entry.sale = row.sale === null ? null : Number(row.sale);
    entry.commission = -Number(row.commission);
    entry.services = -Number(row.other);
  }
  return money;
}

/** What came back of one posting item: units, value, and when (the earliest return first). */
interface ItemReturns {
  units: number;
  sum: number;
  arrivals: { at: Date; units: number }[];
}

/**
 * Units of each posting item sent back, their value and their days. Only delivered items are
 * allocated, so what comes back of them is a buyer's return; refusals come back of cancelled postings,
 * which never reach a plan (docs/money.md, «Refusals apart from returns»). Ozon's return type is not
 * what tells them apart.
 */
async function returnedUnits(db: DbOrTrx, packages: number[]): Promise<Map<string, ItemReturns>> {
  const rows = await db
    .selectFrom('ozon_returns')
    .where(plannedPostings(packages))
    .groupBy(['posting_number', 'sku', 'return_date'])
    .select([
      'posting_number as postingNumber',
      'sku',
      'return_date as at',
      sql<number>`sum(quantity)`.as('units'),
      sql<number>`sum(price * quantity)`.as('sum'),
    ])
    .orderBy('return_date')
    .execute();
  const returns = new Map<string, ItemReturns>();
  for (const row of rows) {
    const key = `${row.postingNumber}/${row.sku}`;
    const entry = returns.get(key) ?? { units: 0, sum: 0, arrivals: [] };
    entry.units += Number(row.units);
    entry.sum += Number(row.sum);
    entry.arrivals.push({ at: new Date(row.at), units: Number(row.units) });
    returns.set(key, entry);
  }
  return returns;
}

/** Returned units waiting for their day to make room in the plan that sold them again. */
class RoomComing {
  /** Sorted by day; a few weeks of returns at most are waiting at any moment. */
  private readonly waiting: { day: string; plan: PlanSlot; units: number }[] = [];

  add(day: string, plan: PlanSlot, units: number): void {
    let at = this.waiting.length;
    while (at > 0 && this.waiting[at - 1]!.day > day) at--;
    this.waiting.splice(at, 0, { day, plan, units });
  }

  /** Frees in their plans the units back by the end of `day`: a sale of that day may take them. */
  freeUpTo(day: string): void {
    let count = 0;
    while (count < this.waiting.length && this.waiting[count]!.day <= day) {
      const { plan, units } = this.waiting[count]!;
      plan.used -= units;
      count++;
    }
    this.waiting.splice(0, count);
  }
}

/** Walks the items in date order, filling each package-and-channel's plans in batch order. */
function allocate(
  plans: PlanSlot[],
  items: DeliveredItem[],
  dayOf: (at: Date) => string,
  money: Map<string, PostingMoney>,
  returns: Map<string, ItemReturns>,
): { allocations: Allocation[]; unallocated: DeliveredItem[]; processed: number[] } {
  const allocations: Allocation[] = [];
  // The items (with the units) that plans of their package and channel had no room for.
  const unallocated: DeliveredItem[] = [];
  // The items there is nothing more to do with: wholly allocated, or no plan sells their package there.
  const processed: number[] = [];
  const roomComing = new RoomComing();
  for (const item of items) {
    const day = dayOf(item.date);
    roomComing.freeUpTo(day);
    const posting = money.get(item.postingNumber)!;
    const share = posting.itemsValue > 0 ? (item.price * item.quantity) / posting.itemsValue : 0;
    const salesSum = posting.sale === null ? item.price * item.quantity : posting.sale * share;
    const returned = returns.get(`${item.postingNumber}/${item.sku}`);
    let returnedLeft = Math.min(returned?.units ?? 0, item.quantity);
    // The item's returned units in the order they came back, each freeing its plan from its own day
    // (never before the sale's day: a unit is not back before it left).
    const arrivals = (returned?.arrivals ?? []).map((arrival) => ({ ...arrival }));
    const comeBack = (plan: PlanSlot, units: number) => {
      for (let left = units; left > 0 && arrivals.length > 0;) {
        const arrival = arrivals[0]!;
        const taken = Math.min(left, arrival.units);
        const arrivalDay = dayOf(arrival.at);
        roomComing.add(arrivalDay > day ? arrivalDay : day, plan, taken);
        arrival.units -= taken;
        left -= taken;
        if (arrival.units === 0) arrivals.shift();
      }
    };
    let left = item.quantity;
    let planned = false;
    for (const plan of plans) {
      if (left === 0) break;
      if (plan.packageId !== item.packageId || !plan.orderTypes.includes(item.orderType)) continue;
      planned = true;
      if (plan.batchDate > day) continue;
      const units = Math.min(left, plan.amount - plan.used);
      if (units <= 0) continue;
      const part = units / item.quantity;
      const back = Math.min(returnedLeft, units);
      allocations.push({
        planId: plan.id,
        itemId: item.id,
        sold: units,
        returned: back,
        salesSum: kopecks(salesSum * part),
        commission: kopecks(posting.commission * share * part),
        services: kopecks(posting.services * share * part),
        returnSum: returned && returned.units > 0 ? kopecks((returned.sum * back) / returned.units) : 0,
        unitCost: plan.unitCost,
      });
      // A returned package is back in stock from its day on: the plan has room to sell it again then.
      plan.used += units;
      comeBack(plan, back);
      returnedLeft -= back;
      left -= units;
    }
    if (left === 0 || !planned) processed.push(item.id);
    else unallocated.push({ ...item, quantity: left });
  }
  return { allocations, unallocated, processed };
}

/** Batches in sale whose bought units are all sold (returns deducted) become Sold, and back when returns reopen them. */
async function settleBatchStatuses(db: DbOrTrx): Promise<number[]> {
  const rows = await db
    .selectFrom('purchase_batches as batch')
    .where('batch.status', 'in', [PurchaseBatchStatus.InSale, PurchaseBatchStatus.Sold])
    .select([
      'batch.id',
      'batch.status',
      sql<number>`(select coalesce(sum(count), 0) from purchase_batch_items where purchase_batch_id = batch.id)`.as(
        'bought',
      ),
      sql<number>`(
        select coalesce(sum((allocation.sold - allocation.returned) * package.product_count), 0)
        from sales_plan_allocations allocation
        join sales_plans plan on plan.id = allocation.sales_plan_id
        join sales_items sales_item on sales_item.id = plan.sales_item_id
        join product_packages package on package.id = sales_item.product_package_id
        join purchase_batch_items item on item.id = sales_item.purchase_batch_item_id
        where item.purchase_batch_id = batch.id)`.as('sold'),
    ])
    .execute();
  const becameSold: number[] = [];
  for (const row of rows) {
    const bought = Number(row.bought);
    const status = bought > 0 && Number(row.sold) >= bought ? PurchaseBatchStatus.Sold : PurchaseBatchStatus.InSale;
    if (status === row.status) continue;
    await db.updateTable('purchase_batches').set({ status }).where('id', '=', row.id).execute();
    if (status === PurchaseBatchStatus.Sold) becameSold.push(row.id);
  }
  return becameSold;
}

const INSERT_CHUNK = 1000;

/** `calendar` tells the seller's day of a posting, to be compared with the batches' days. */
export async function calcSalesPlans(
  db: Db,
  calendar: Pick<SellerCalendar, 'dayOf'>,
  progress?: Progress,
): Promise<CalcSalesPlansResult> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ALLOCATION_LOCK})`.execute(trx);
    // Only the sales of packages some plan sells are read: a cabinet's whole history is millions of
    // rows, and every postings sync runs this.
    const plans = await planSlots(trx);
    const packages = [...new Set(plans.map((plan) => plan.packageId))];
    const [items, returns] = await Promise.all([deliveredItems(trx, packages), returnedUnits(trx, packages)]);
    progress?.advance(0, items.length);
    const money = await postingMoney(trx, packages);
    const { allocations, unallocated, processed } = allocate(plans, items, (at) => calendar.dayOf(at), money, returns);

    const before = await allocatedUnits(trx);
    await trx.deleteFrom('sales_plan_allocations').execute();
    for (let start = 0; start < allocations.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('sales_plan_allocations')
        .values(
          allocations.slice(start, start + INSERT_CHUNK).map((allocation) => ({
            sales_plan_id: allocation.planId,
            order_item_id: allocation.itemId,
            sold: allocation.sold,
            returned: allocation.returned,
            sales_sum: allocation.salesSum,
            commission: allocation.commission,
            services: allocation.services,
            return_sum: allocation.returnSum,
            unit_cost: allocation.unitCost,
          })),
        )
        .execute();
    }
    // Processed: cancelled (nothing to allocate), delivered of a package no plan sells, or done with as
    // the walk found. Written only where it changes; the list is read as a set (a hashed subplan), not
    // searched for each of the items.
    const listed = sql`(select unnest(${processed}::bigint[]))`;
    const isProcessed = sql<boolean>`(status = ${PostingStatus.Cancelled} or id in ${listed}
      or (status = ${PostingStatus.Delivered} and product_package_id is not null and not ${ofPlannedPackages(packages)}))`;
    await trx
      .updateTable('ozon_sales_order_items')
      .set({ sales_plan_processed: isProcessed })
      .where(sql<boolean>`sales_plan_processed <> ${isProcessed}`)
      .execute();
    const changed = changedItems(before, allocations);
    // A past month whose goods' cost this run changes is kept as a revision the P&L screen tells of.
    const costBefore = changed.length > 0 ? await goodsCostByMonth(trx) : null;
    await refreshPnlDaysOfItems(trx, changed);
    if (costBefore) await recordCostRevisions(trx, costBefore);
    const soldBatchIds = await settleBatchStatuses(trx);
    progress?.advance(items.length);
    return {
      Allocated: allocations.reduce((sum, allocation) => sum + allocation.sold, 0),
      Unallocated: unallocated.reduce((sum, item) => sum + item.quantity, 0),
      EarliestUnallocatedDate: unallocated[0]?.date.toISOString() ?? null,
      SoldBatchIDs: soldBatchIds,
    };
  });
}

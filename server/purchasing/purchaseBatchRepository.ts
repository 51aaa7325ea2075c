import { sql } from 'kysely';
import type { UnitOfMeasure } from '../../contracts/enums.js';
import type {
  PurchaseBatch,
  PurchaseBatchInput,
  PurchaseBatchStatus,
  SalesPlanStatus,
} from '../../contracts/purchasing.js';
import { kopecks } from '../../contracts/unitEconomics.js';
import type { DbOrTrx } from '../db/database.js';
import { roundToKopecks } from '../db/sqlHelpers.js';

/**
 * The SQL of a whole purchase batch and what hangs under it (items, sales items, their packaging, plans);
 * the list's queries are in purchaseBatchList.ts.
 */

export async function batchExists(db: DbOrTrx, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('purchase_batches').select('id').where('id', '=', id).executeTakeFirst());
}

/** The IDs stored under a batch, to tell the input's kept records from the new and the foreign. */
export async function storedIdsOf(db: DbOrTrx, batchId: number) {
  const rows = await db
    .selectFrom('purchase_batch_items as item')
    .leftJoin('sales_items', 'sales_items.purchase_batch_item_id', 'item.id')
    .leftJoin('sales_plans', 'sales_plans.sales_item_id', 'sales_items.id')
    .where('item.purchase_batch_id', '=', batchId)
    .select(['item.id as itemId', 'sales_items.id as salesItemId', 'sales_plans.id as planId'])
    .execute();
  const ids = { items: new Set<number>(), salesItems: new Set<number>(), plans: new Set<number>() };
  for (const row of rows) {
    ids.items.add(row.itemId);
    if (row.salesItemId !== null) ids.salesItems.add(row.salesItemId);
    if (row.planId !== null) ids.plans.add(row.planId);
  }
  return ids;
}

/** Writes a whole batch: kept records are updated, missing ones deleted, new ones inserted. */
export async function writeBatch(db: DbOrTrx, input: PurchaseBatchInput): Promise<number> {
  const batch = { name: input.Name, date: input.Date, status: input.Status };
  const batchId = await upsert(db, 'purchase_batches', input.ID, batch);

  const keptItems = input.Items.flatMap((item) => (item.ID ? [item.ID] : []));
  const salesItems = input.Items.flatMap((item) => item.SalesItems);
  const keptSalesItems = salesItems.flatMap((salesItem) => (salesItem.ID ? [salesItem.ID] : []));
  const keptPlans = salesItems.flatMap((salesItem) =>
    salesItem.SalesPlans.flatMap((plan) => (plan.ID ? [plan.ID] : [])),
  );
  const itemsOfBatch = db.selectFrom('purchase_batch_items').select('id').where('purchase_batch_id', '=', batchId);
  const salesItemsOfBatch = db
    .selectFrom('sales_items')
    .select('id')
    .where('purchase_batch_item_id', 'in', itemsOfBatch);
  await db
    .deleteFrom('sales_plans')
    .where('sales_item_id', 'in', salesItemsOfBatch)
    .$if(keptPlans.length > 0, (query) => query.where('id', 'not in', keptPlans))
    .execute();
  await db
    .deleteFrom('sales_items')
    .where('purchase_batch_item_id', 'in', itemsOfBatch)
    .$if(keptSalesItems.length > 0, (query) => query.where('id', 'not in', keptSalesItems))
    .execute();
  await db
    .deleteFrom('purchase_batch_items')
    .where('purchase_batch_id', '=', batchId)
    .$if(keptItems.length > 0, (query) => query.where('id', 'not in', keptItems))
    .execute();

  for (const item of input.Items) {
    const itemRow = {
      purchase_batch_id: batchId,
      product_id: item.ProductID,
      count: item.Count,
      price: roundToKopecks(item.Price),
    };
    const itemId = await upsert(db, 'purchase_batch_items', item.ID, itemRow);
    for (const salesItem of item.SalesItems) {
      const packagingPrice = kopecks(
        salesItem.SalesItemPackages.reduce((sum, pkg) => sum + pkg.Amount * pkg.PricePerUom, 0),
      );
      const salesItemId = await upsert(db, 'sales_items', salesItem.ID, {
        purchase_batch_item_id: itemId,
        product_package_id: salesItem.ProductPackageID,
        name: salesItem.Name,
        volume: salesItem.Volume,
        packaging_price: packagingPrice,
      });
      await db.deleteFrom('sales_item_packages').where('sales_item_id', '=', salesItemId).execute();
      if (salesItem.SalesItemPackages.length) {
        await db
          .insertInto('sales_item_packages')
          .values(
            salesItem.SalesItemPackages.map((pkg) => ({
              sales_item_id: salesItemId,
              package_type_id: pkg.PackageTypeID,
              amount: pkg.Amount,
              price_per_uom: roundToKopecks(pkg.PricePerUom),
            })),
          )
          .execute();
      }
      for (const plan of salesItem.SalesPlans) {
        await upsert(db, 'sales_plans', plan.ID, {
          sales_item_id: salesItemId,
          sales_channel_id: plan.SalesChannelID,
          status: plan.Status,
          price: roundToKopecks(plan.Price),
          amount: plan.Amount,
          sales_per_month: plan.SalesPerMonth,
          commission_multiplier: plan.CommissionMultiplier,
          commission_addition: roundToKopecks(plan.CommissionAddition),
          return_percentage: plan.ReturnPercentage,
          return_cost: roundToKopecks(plan.ReturnCost),
          delivery_cost: roundToKopecks(plan.DeliveryCost),
          delivery_date: plan.DeliveryDate,
          marketing_budget: roundToKopecks(plan.MarketingBudget),
        });
      }
    }
  }
  return batchId;
}

type UpsertTable = 'purchase_batches' | 'purchase_batch_items' | 'sales_items' | 'sales_plans';

/** Updates the record with `id`, or inserts it when it has none; its ID either way. */
async function upsert(
  db: DbOrTrx,
  table: UpsertTable,
  id: number | null | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  // The tables share the identity column; the values are each table's own (typed by the callers).
  const target = table as 'sales_plans';
  if (id) {
    await db.updateTable(target).set(values).where('id', '=', id).execute();
    return id;
  }
  const row = await db
    .insertInto(target)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A whole batch as the editor reads it, or undefined. */
export async function readBatch(db: DbOrTrx, id: number): Promise<PurchaseBatch | undefined> {
  const batch = await db
    .selectFrom('purchase_batches')
    .select(['id as ID', 'name as Name', 'date as Date', 'status as Status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!batch) return undefined;
  const items = await db
    .selectFrom('purchase_batch_items as item')
    .innerJoin('products', 'products.id', 'item.product_id')
    .where('item.purchase_batch_id', '=', id)
    .select([
      'item.id as ID',
      'item.count as Count',
      'item.price as Price',
      'item.product_id as ProductID',
      'products.name as ProductName',
    ])
    .orderBy('item.id')
    .execute();
  const itemIds = items.map((item) => item.ID);
  const salesItems = itemIds.length
    ? await db
        .selectFrom('sales_items')
        .innerJoin('product_packages', 'product_packages.id', 'sales_items.product_package_id')
        .where('sales_items.purchase_batch_item_id', 'in', itemIds)
        .select([
          'sales_items.id as ID',
          'sales_items.name as Name',
          'sales_items.volume as Volume',
          'sales_items.packaging_price as PackagingPrice',
          'sales_items.purchase_batch_item_id as PurchaseBatchItemID',
          'sales_items.product_package_id as ProductPackageID',
          'product_packages.name as PackageName',
          'product_packages.product_count as ProductCount',
        ])
        .orderBy('sales_items.id')
        .execute()
    : [];
  const salesItemIds = salesItems.map((salesItem) => salesItem.ID);
  const [packagings, plans] = salesItemIds.length
    ? await Promise.all([
        db
          .selectFrom('sales_item_packages')
          .innerJoin('package_types', 'package_types.id', 'sales_item_packages.package_type_id')
          .where('sales_item_packages.sales_item_id', 'in', salesItemIds)
          .select([
            'sales_item_packages.sales_item_id as SalesItemID',
            'sales_item_packages.package_type_id as PackageTypeID',
            'sales_item_packages.amount as Amount',
            'sales_item_packages.price_per_uom as PricePerUom',
            'package_types.name as TypeName',
            'package_types.unit_of_measure as UnitOfMeasure',
            'package_types.decimal_places as DecimalPlaces',
          ])
          .orderBy('package_types.name')
          .execute(),
        db.selectFrom('sales_plans').where('sales_item_id', 'in', salesItemIds).selectAll().orderBy('id').execute(),
      ])
    : [[], []];

  return {
    ...batch,
    Status: batch.Status as PurchaseBatchStatus,
    Items: items.map(({ ProductName, ...item }) => ({
      ...item,
      PurchaseBatchID: id,
      Product: { ID: item.ProductID, Name: ProductName },
      SalesItems: salesItems
        .filter((salesItem) => salesItem.PurchaseBatchItemID === item.ID)
        .map(({ PackageName, ProductCount, ...salesItem }) => ({
          ...salesItem,
          ProductPackage: { ID: salesItem.ProductPackageID, Name: PackageName, ProductCount },
          SalesItemPackages: packagings
            .filter((pkg) => pkg.SalesItemID === salesItem.ID)
            .map(({ TypeName, UnitOfMeasure, DecimalPlaces, ...pkg }) => ({
              ...pkg,
              PackageType: {
                ID: pkg.PackageTypeID,
                Name: TypeName,
                UnitOfMeasure: UnitOfMeasure as UnitOfMeasure,
                DecimalPlaces,
              },
            })),
          SalesPlans: plans
            .filter((plan) => plan.sales_item_id === salesItem.ID)
            .map((plan) => ({
              ID: plan.id,
              SalesItemID: plan.sales_item_id,
              SalesChannelID: plan.sales_channel_id,
              Status: plan.status as SalesPlanStatus,
              Price: plan.price,
              Amount: plan.amount,
              SalesPerMonth: plan.sales_per_month,
              CommissionMultiplier: plan.commission_multiplier,
              CommissionAddition: plan.commission_addition,
              ReturnPercentage: plan.return_percentage,
              ReturnCost: plan.return_cost,
              DeliveryCost: plan.delivery_cost,
              DeliveryDate: plan.delivery_date,
              MarketingBudget: plan.marketing_budget,
            })),
        })),
    })),
  };
}

export async function deleteBatches(db: DbOrTrx, ids: number[]): Promise<number[]> {
  const rows = await db.deleteFrom('purchase_batches').where('id', 'in', ids).returning('id').execute();
  return rows.map((row) => row.id);
}

/** The batches that buy the product, sell the package or pack in the package type: what removing it would break. */
export async function batchesUsing(
  db: DbOrTrx,
  used: { productId: number } | { packageId: number } | { packageTypeId: number },
): Promise<number[]> {
  const condition =
    'productId' in used
      ? sql<boolean>`item.product_id = ${used.productId}`
      : 'packageId' in used
        ? sql<boolean>`sales_items.product_package_id = ${used.packageId}`
        : sql<boolean>`sales_item_packages.package_type_id = ${used.packageTypeId}`;
  const rows = await db
    .selectFrom('purchase_batch_items as item')
    .leftJoin('sales_items', 'sales_items.purchase_batch_item_id', 'item.id')
    .leftJoin('sales_item_packages', 'sales_item_packages.sales_item_id', 'sales_items.id')
    .where(condition)
    .select('item.purchase_batch_id as id')
    .distinct()
    .orderBy('item.purchase_batch_id')
    .execute();
  return rows.map((row) => row.id);
}

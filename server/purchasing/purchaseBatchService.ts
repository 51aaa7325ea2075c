import type { z } from 'zod';
import type {
  FindPurchaseBatchesRequest,
  PurchaseBatch,
  PurchaseBatchInput,
  PurchaseBatchRow,
  findPurchaseBatchProductPackagesRequest,
} from '../../contracts/purchasing.js';
import type { Paged } from '../../contracts/common.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { findBatchPageByPlans } from './batchPlanOrder.js';
import {
  BATCH_ORDER_FIELDS,
  findBatchPage,
  findBatchProductPackages,
  type BatchOrderField,
} from './purchaseBatchList.js';
import { batchExists, deleteBatches, readBatch, storedIdsOf, writeBatch } from './purchaseBatchRepository.js';
import { batchPlanTotals } from './salesPlanFigures.js';

const isBatchOrderField = (field: string): field is BatchOrderField =>
  (BATCH_ORDER_FIELDS as readonly string[]).includes(field);

const notFound = (id: number) => new NotFoundError(`There is no purchase batch with ID ${id}.`);

/** The IDs of `table` among `ids` that do not exist. */
async function missing(
  db: DbOrTrx,
  table: 'products' | 'package_types' | 'sales_channels',
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((row) => row.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/**
 * Refuses a batch naming what it cannot: an ID of a record under another batch (or none), a product,
 * package, package type or channel that is not there, a package of another product. The field is named
 * by its path, as the schema's own complaints are.
 */
async function checkReferences(db: DbOrTrx, input: PurchaseBatchInput): Promise<void> {
  const stored = input.ID
    ? await storedIdsOf(db, input.ID)
    : { items: new Set<number>(), salesItems: new Set<number>(), plans: new Set<number>() };
  const salesItems = input.Items.flatMap((item) => item.SalesItems);
  const packageIds = salesItems.map((salesItem) => salesItem.ProductPackageID);
  const [products, packageTypes, channels, packages] = await Promise.all([
    missing(
      db,
      'products',
      input.Items.map((item) => item.ProductID),
    ),
    missing(
      db,
      'package_types',
      salesItems.flatMap((salesItem) => salesItem.SalesItemPackages.map((pkg) => pkg.PackageTypeID)),
    ),
    missing(
      db,
      'sales_channels',
      salesItems.flatMap((salesItem) => salesItem.SalesPlans.map((plan) => plan.SalesChannelID)),
    ),
    packageIds.length
      ? db.selectFrom('product_packages').select(['id', 'product_id']).where('id', 'in', packageIds).execute()
      : [],
  ]);
  const productOfPackage = new Map(packages.map((row) => [row.id, row.product_id]));
  const seen = { items: new Set<number>(), salesItems: new Set<number>(), plans: new Set<number>() };
  const checkId = (id: number | null | undefined, kind: keyof typeof seen, path: string) => {
    if (!id) return;
    if (!stored[kind].has(id)) throw new ValidationError(`${path}.ID`, `${id} is not a record of this batch`);
    if (seen[kind].has(id)) throw new ValidationError(`${path}.ID`, `${id} is given twice`);
    seen[kind].add(id);
  };

  input.Items.forEach((item, i) => {
    const itemPath = `Items[${i}]`;
    checkId(item.ID, 'items', itemPath);
    if (products.has(item.ProductID))
      throw new ValidationError(`${itemPath}.ProductID`, `there is no product with ID ${item.ProductID}`);
    item.SalesItems.forEach((salesItem, j) => {
      const salesItemPath = `${itemPath}.SalesItems[${j}]`;
      checkId(salesItem.ID, 'salesItems', salesItemPath);
      const productId = productOfPackage.get(salesItem.ProductPackageID);
      if (productId === undefined)
        throw new ValidationError(
          `${salesItemPath}.ProductPackageID`,
          `there is no product package with ID ${salesItem.ProductPackageID}`,
        );
      if (productId !== item.ProductID)
        throw new ValidationError(
          `${salesItemPath}.ProductPackageID`,
          `package ${salesItem.ProductPackageID} is a package of another product`,
        );
      salesItem.SalesItemPackages.forEach((pkg, k) => {
        if (packageTypes.has(pkg.PackageTypeID))
          throw new ValidationError(
            `${salesItemPath}.SalesItemPackages[${k}].PackageTypeID`,
            `there is no package type with ID ${pkg.PackageTypeID}`,
          );
      });
      salesItem.SalesPlans.forEach((plan, k) => {
        const planPath = `${salesItemPath}.SalesPlans[${k}]`;
        checkId(plan.ID, 'plans', planPath);
        if (channels.has(plan.SalesChannelID))
          throw new ValidationError(
            `${planPath}.SalesChannelID`,
            `there is no sales channel with ID ${plan.SalesChannelID}`,
          );
      });
    });
  });
}

/** Purchase batches written whole in one transaction, their list with plan and fact per batch. */
export function purchaseBatchService({ db }: { db: Db }) {
  return {
    save: (input: PurchaseBatchInput): Promise<number> =>
      db.transaction().execute(async (trx) => {
        if (input.ID && !(await batchExists(trx, input.ID))) throw notFound(input.ID);
        await checkReferences(trx, input);
        return writeBatch(trx, input);
      }),

    async get(id: number): Promise<PurchaseBatch> {
      const batch = await readBatch(db, id);
      if (!batch) throw notFound(id);
      return batch;
    },

    async find(request: FindPurchaseBatchesRequest): Promise<Paged<PurchaseBatchRow>> {
      const field = request.OrderField ?? 'Date';
      if (!isBatchOrderField(field)) return findBatchPageByPlans(db, request, field);
      const page = await findBatchPage(db, { ...request, OrderField: field });
      const totals = await batchPlanTotals(
        db,
        page.Items.map((row) => row.ID),
      );
      return { TotalCount: page.TotalCount, Items: page.Items.map((row) => ({ ...row, ...totals.get(row.ID)! })) };
    },

    async remove(ids: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const removed = await deleteBatches(trx, ids);
        const absent = ids.filter((id) => !removed.includes(id));
        // All or none: a list naming a batch that is not there deletes nothing.
        if (absent.length) throw notFound(absent[0]!);
      });
    },

    productPackages: (request: z.input<typeof findPurchaseBatchProductPackagesRequest>) =>
      findBatchProductPackages(db, request),
  };
}

export type PurchaseBatchService = ReturnType<typeof purchaseBatchService>;

import { sql } from 'kysely';
import type { z } from 'zod';
import type { Paged } from '../../contracts/common.js';
import type {
  FindPurchaseBatchesRequest,
  PurchaseBatchProductPackage,
  PurchaseBatchStatus,
} from '../../contracts/purchasing.js';
import { findPurchaseBatchesRequest, findPurchaseBatchProductPackagesRequest } from '../../contracts/purchasing.js';
import { kopecks } from '../../contracts/unitEconomics.js';
import type { DbOrTrx } from '../db/database.js';
import { containsPattern } from '../db/sqlHelpers.js';

// The purchase list's SQL: the batches under its filters, their rows and pages, and the packages its
// filter offers. The SQL of a whole batch (read, write, delete) is purchaseBatchRepository.ts.

/** The batches under the list's filters: dates, name, packages sold, article. */
function filteredBatches(db: DbOrTrx, request: z.output<typeof findPurchaseBatchesRequest>) {
  const withPackage = (packages: (query: ReturnType<typeof packagesOfBatch>) => ReturnType<typeof packagesOfBatch>) =>
    sql<boolean>`exists (${packages(packagesOfBatch(db))})`;
  return db
    .selectFrom('purchase_batches as batch')
    .$if(request.DateFrom !== null, (query) => query.where('batch.date', '>=', request.DateFrom!))
    .$if(request.DateTo !== null, (query) => query.where('batch.date', '<=', request.DateTo!))
    .$if(request.Name !== '', (query) => query.where('batch.name', 'ilike', containsPattern(request.Name)))
    .$if(request.ProductPackageIDs.length > 0, (query) =>
      query.where(
        withPackage((packages) => packages.where('sales_items.product_package_id', 'in', request.ProductPackageIDs)),
      ),
    )
    .$if(request.Article !== '', (query) =>
      query.where(
        withPackage((packages) =>
          packages.where(sql<string>`cast(sales_items.product_package_id as text)`, '=', request.Article),
        ),
      ),
    );
}

/** The sales items of the outer query's batch. */
function packagesOfBatch(db: DbOrTrx) {
  return db
    .selectFrom('sales_items')
    .innerJoin('purchase_batch_items as item', 'item.id', 'sales_items.purchase_batch_item_id')
    .select('sales_items.id')
    .whereRef('item.purchase_batch_id', '=', 'batch.id' as never);
}

/** A batch's row of the list: what it bought, from its items. */
function batchRows(query: ReturnType<typeof filteredBatches>) {
  return query.select([
    'batch.id as ID',
    'batch.name as Name',
    'batch.date as Date',
    'batch.status as Status',
    sql<number>`(select count(*) from purchase_batch_items where purchase_batch_id = batch.id)`.as('ItemCount'),
    sql<number>`(select coalesce(sum(count), 0) from purchase_batch_items where purchase_batch_id = batch.id)`.as(
      'Units',
    ),
    sql<number>`(select coalesce(sum(count * price), 0) from purchase_batch_items where purchase_batch_id = batch.id)`.as(
      'PurchaseSum',
    ),
  ]);
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof batchRows>['execute']>>[number];
const rowOf = (row: BatchRow) => ({
  ...row,
  Status: row.Status as PurchaseBatchStatus,
  ItemCount: Number(row.ItemCount),
  Units: Number(row.Units),
  PurchaseSum: kopecks(Number(row.PurchaseSum)),
});

/** The sort fields of the batch's own figures. */
export const BATCH_ORDER_FIELDS = ['Date', 'PurchaseSum', 'Units', 'ItemCount'] as const;
export type BatchOrderField = (typeof BATCH_ORDER_FIELDS)[number];

/**
 * A page of the batches under the filters, by the date or what they bought (ties by ID). No index: a
 * seller buys a batch a week or so, and a few hundred sort in memory faster than an index is kept.
 */
export async function findBatchPage(db: DbOrTrx, input: FindPurchaseBatchesRequest & { OrderField?: BatchOrderField }) {
  const request = findPurchaseBatchesRequest.parse(input);
  const filtered = filteredBatches(db, request);
  const direction = request.OrderAscending ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    batchRows(filtered)
      // The selected figure by its alias, quoted as selected.
      .orderBy(sql.ref(request.OrderField === 'Date' ? 'batch.date' : request.OrderField), direction)
      .orderBy('batch.id', direction)
      .offset(request.Offset)
      .limit(request.Count)
      .execute(),
    filtered.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const page: Paged<ReturnType<typeof rowOf>> = { TotalCount: Number(total.count), Items: rows.map(rowOf) };
  return page;
}

/** The IDs of every batch under the filters: the list sorted by its plans' figures, which SQL does not hold. */
export async function filteredBatchIds(db: DbOrTrx, input: FindPurchaseBatchesRequest): Promise<number[]> {
  const rows = await filteredBatches(db, findPurchaseBatchesRequest.parse(input)).select('batch.id').execute();
  return rows.map((row) => row.id);
}

/** The rows of these batches, by ID. */
export async function batchRowsOf(db: DbOrTrx, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof rowOf>>();
  const rows = await batchRows(
    filteredBatches(db, findPurchaseBatchesRequest.parse({})).where('batch.id', 'in', ids),
  ).execute();
  return new Map(rows.map((row) => [row.ID, rowOf(row)]));
}

/**
 * Product packages sold by some batch, by name, product or article (as the pickers' filter matches), for
 * the list's filter; the chosen ones by their IDs, all in one call.
 */
export async function findBatchProductPackages(
  db: DbOrTrx,
  input: z.input<typeof findPurchaseBatchProductPackagesRequest>,
): Promise<PurchaseBatchProductPackage[]> {
  const request = findPurchaseBatchProductPackagesRequest.parse(input);
  return db
    .selectFrom('product_packages as package')
    .innerJoin('products', 'products.id', 'package.product_id')
    .leftJoin('ozon_products as card', 'card.product_package_id', 'package.id')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('sales_items').select('id').whereRef('sales_items.product_package_id', '=', 'package.id')),
    )
    .$if(request.IDs.length > 0, (query) => query.where('package.id', 'in', request.IDs))
    .$if(request.Name !== '', (query) =>
      query.where(({ or, eb }) =>
        or([
          eb('package.name', 'ilike', containsPattern(request.Name)),
          eb('products.name', 'ilike', containsPattern(request.Name)),
          eb(sql<string>`cast(package.id as text)`, 'like', containsPattern(request.Name)),
        ]),
      ),
    )
    .select([
      'package.id as ID',
      'package.name as Name',
      'products.id as ProductID',
      'products.name as ProductName',
      'card.primary_image as PrimaryImage',
    ])
    .orderBy('package.name')
    .orderBy('package.id')
    .limit(request.Count)
    .execute();
}

import {
  commissionSchema,
  type OzonProductCommission,
  type ProductImportResult,
} from '../../contracts/ozonProducts.js';
import type { Db } from '../db/database.js';
import { productApi, type ProductInfo, type ProductListItem, type ProductPrice } from '../ozon/api/products.js';
import type { OzonTransport } from '../ozon/transport.js';
import { existingPackageIds } from '../catalogue/packageRepository.js';
import { upsertCommissions, upsertProducts, type ProductFromOzon } from './ozonProductRepository.js';
import type { Progress } from '../jobs/progress.js';

/** A package ID as an offer_id: digits only, no leading zero, within the integer column. */
const PACKAGE_ID = /^[1-9]\d{0,9}$/;
export const packageIdOf = (offerId: string): number | null =>
  PACKAGE_ID.test(offerId.trim()) && Number(offerId.trim()) <= 2_147_483_647 ? Number(offerId.trim()) : null;

const round = (value: number | undefined, digits: number) =>
  value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

type IndexData = Record<string, unknown> | undefined;
function indexColumns(prefix: 'external' | 'ozon' | 'self', data: IndexData) {
  return {
    [`${prefix}_minimal_price`]: data ? round(Number(data.min_price), 2) : null,
    [`${prefix}_minimal_price_currency`]: data ? String(data.min_price_currency ?? 'RUB') : null,
    [`${prefix}_price_index_value`]: data ? round(Number(data.price_index_value), 4) : null,
  };
}

/** One card from its list entry, card info and prices (the indexes come from the prices method). */
function toRow(packageId: number, info: ProductInfo, price: ProductPrice | undefined): ProductFromOzon {
  const indexes = price?.price_indexes;
  return {
    product_package_id: packageId,
    ozon_product_id: info.id,
    sku: info.sku || null,
    name: info.name,
    primary_image: info.primary_image[0] ?? info.images[0] ?? null,
    category_id: info.description_category_id || null,
    is_kgt: info.is_kgt,
    is_archived: info.is_archived,
    is_auto_archived: info.is_autoarchived,
    // The product methods in use do not report the "respect the minimum price in promotions" setting.
    respect_min_price_in_actions: null,
    current_respect_min_price_in_actions: null,
    respect_min_price_in_actions_expiration_date: null,
    barcodes: info.barcodes,
    marketing_price: round(price?.price.marketing_price, 2),
    min_price: round(price?.price.min_price ?? info.min_price, 2),
    old_price: round(price?.price.old_price ?? info.old_price, 2),
    premium_price: null,
    price: round(price?.price.price ?? info.price, 2),
    recommended_price: null,
    ...indexColumns('external', indexes?.external_index_data),
    ...indexColumns('ozon', indexes?.ozon_index_data),
    ...indexColumns('self', indexes?.self_marketplaces_index_data),
    color_index: indexes?.color_index ?? null,
  } as ProductFromOzon;
}

function commissionsOf(info: ProductInfo): OzonProductCommission[] {
  const bySchema = new Map<string, OzonProductCommission>();
  for (const item of info.commissions) {
    const schema = commissionSchema.safeParse(item.sale_schema.toUpperCase());
    if (!schema.success) continue;
    bySchema.set(schema.data, {
      Schema: schema.data,
      DeliveryCost: round(item.delivery_amount, 2) ?? 0,
      CommissionPercent: round(item.percent, 3) ?? 0,
      ReturnCost: round(item.return_amount, 2) ?? 0,
      CommissionCost: round(item.value, 2) ?? 0,
    });
  }
  return [...bySchema.values()];
}

/**
 * Reads every card (the live ones and the archive: Ozon's ALL leaves the archive out), its details and
 * prices, and writes them all in one transaction. Cards whose offer_id names no package
 * are not stored but reported; so are cards Ozon has not given an SKU yet (those are stored).
 */
export async function importOzonProducts(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; now?: Date; progress?: Progress } = {},
): Promise<ProductImportResult> {
  const api = productApi(ozon);
  const call = { signal: options.signal };
  const at = options.now ?? new Date();
  const result: ProductImportResult = {
    MissingProductPackageIDs: [],
    BadProductPackageIDs: [],
    ProductsWithoutSkus: [],
    ProductsWithChangedPriceIndices: [],
  };
  const seen = new Set<number>();
  const batches: { rows: ProductFromOzon[]; commissions: Map<number, OzonProductCommission[]> }[] = [];
  // Ozon tells the number of cards up front: the progress is determinate.
  const totals = await Promise.all(
    (['ALL', 'ARCHIVED'] as const).map(
      async (visibility) => (await api.list({ filter: { visibility }, last_id: '', limit: 1 }, call)).total,
    ),
  );
  options.progress?.advance(0, totals[0] + totals[1]);
  for (const visibility of ['ALL', 'ARCHIVED'] as const) {
    for await (const listed of api.listPages({ visibility }, call)) {
      options.progress?.advance(listed.length);
      const page = listed.filter((item: ProductListItem) => !seen.has(item.product_id));
      page.forEach((item) => seen.add(item.product_id));
      if (!page.length) continue;
      const productIds = page.map((item) => item.product_id);
      const infos: ProductInfo[] = [];
      for await (const batch of api.infoPages(productIds, call)) infos.push(...batch);
      const prices = new Map<number, ProductPrice>();
      for await (const batch of api.pricePages({ product_id: productIds }, call)) {
        for (const price of batch) prices.set(price.product_id, price);
      }
      const packages = await existingPackageIds(
        db,
        infos.map((info) => packageIdOf(info.offer_id)).filter((id): id is number => id !== null),
      );
      const rows: ProductFromOzon[] = [];
      const commissions = new Map<number, OzonProductCommission[]>();
      for (const info of infos) {
        if (!info.sku) result.ProductsWithoutSkus.push({ OzonProductID: info.id, OfferID: info.offer_id });
        const packageId = packageIdOf(info.offer_id);
        if (packageId === null) {
          result.BadProductPackageIDs.push(info.offer_id);
        } else if (!packages.has(packageId)) {
          result.MissingProductPackageIDs.push(packageId);
        } else {
          rows.push(toRow(packageId, info, prices.get(info.id)));
          commissions.set(packageId, commissionsOf(info));
        }
      }
      batches.push({ rows, commissions });
    }
  }
  // All pages in one transaction, written only once everything is read: a cancelled or failed
  // import leaves the stored cards as they were.
  await db.transaction().execute(async (trx) => {
    for (const batch of batches) {
      result.ProductsWithChangedPriceIndices.push(...(await upsertProducts(trx, batch.rows, at)));
      await upsertCommissions(trx, batch.commissions);
    }
    options.signal?.throwIfAborted();
  });
  result.MissingProductPackageIDs.sort((a, b) => a - b);
  result.BadProductPackageIDs.sort();
  result.ProductsWithoutSkus.sort((a, b) => a.OzonProductID - b.OzonProductID);
  result.ProductsWithChangedPriceIndices.sort((a, b) => a.ProductPackageID - b.ProductPackageID);
  return result;
}

import { sql } from 'kysely';
import { PurchaseBatchStatus } from '../../contracts/purchasing.js';
import type { PromotionEconomics } from '../../contracts/promotions.js';
import { kopecks } from '../../contracts/unitEconomics.js';
import type { DbOrTrx } from '../db/database.js';
import { channelsById, economicsOf, planBases, type PlanBasis } from '../purchasing/salesPlanFigures.js';

/** What a sale at a price leaves, per unit: the profit and the margin in percent. */
type SaleAt = (price: number) => { profit: number; marginPercent: number | null };

const marginOf = (profit: number, price: number) => (price > 0 ? Math.round((profit / price) * 10_000) / 100 : null);

/**
 * The plan that prices a package's next sale: of a batch still selling (InSale before Purchased), the
 * oldest batch first, as the fact allocates sales (FIFO), and the FBO channel before the others.
 */
async function activePlanIds(db: DbOrTrx, packageIds: number[]): Promise<Map<number, number>> {
  if (!packageIds.length) return new Map();
  const rows = await db
    .selectFrom('sales_plans as plan')
    .innerJoin('sales_items', 'sales_items.id', 'plan.sales_item_id')
    .innerJoin('purchase_batch_items as item', 'item.id', 'sales_items.purchase_batch_item_id')
    .innerJoin('purchase_batches as batch', 'batch.id', 'item.purchase_batch_id')
    .innerJoin('sales_channels as channel', 'channel.id', 'plan.sales_channel_id')
    .where('sales_items.product_package_id', 'in', packageIds)
    .where('batch.status', 'in', [PurchaseBatchStatus.InSale, PurchaseBatchStatus.Purchased])
    .select(['sales_items.product_package_id as packageId', 'plan.id as planId'])
    .orderBy('sales_items.product_package_id')
    .orderBy(sql`CASE WHEN batch.status = ${PurchaseBatchStatus.InSale} THEN 0 ELSE 1 END`)
    .orderBy('batch.date')
    .orderBy(sql`CASE WHEN 1 = ANY(channel.ozon_order_types) THEN 0 ELSE 1 END`)
    .orderBy('plan.id')
    .execute();
  const chosen = new Map<number, number>();
  for (const row of rows) if (!chosen.has(row.packageId)) chosen.set(row.packageId, row.planId);
  return chosen;
}

/** Ozon's FBO commission and logistics of each card: the fallback when no plan sells the package. */
async function ozonCharges(db: DbOrTrx, packageIds: number[]) {
  if (!packageIds.length) return new Map<number, { commissionPercent: number; delivery: number }>();
  const rows = await db
    .selectFrom('ozon_product_commissions')
    .where('product_package_id', 'in', packageIds)
    .where('schema', '=', 'FBO')
    .select(['product_package_id as packageId', 'commission_percent', 'delivery_cost'])
    .execute();
  return new Map(
    rows.map((row) => [row.packageId, { commissionPercent: row.commission_percent, delivery: row.delivery_cost }]),
  );
}

/**
 * For each package, how a sale at a price works out (docs/unit-economics.md): by the unit economics
 * of its active sales plan, or else by Ozon's commission and logistics alone. Packages with neither
 * are left out.
 */
export async function saleEconomics(
  db: DbOrTrx,
  packageIds: number[],
): Promise<Map<number, { source: PromotionEconomics['Source']; at: SaleAt }>> {
  const unique = [...new Set(packageIds)];
  const plans = await activePlanIds(db, unique);
  const bases = new Map<number, PlanBasis>(
    (await planBases(db, { planIds: [...plans.values()] })).map((basis) => [basis.id, basis]),
  );
  const channels = bases.size ? await channelsById(db) : new Map();
  const charges = await ozonCharges(db, unique);
  const result = new Map<number, { source: PromotionEconomics['Source']; at: SaleAt }>();
  for (const packageId of unique) {
    const basis = bases.get(plans.get(packageId) ?? -1);
    if (basis) {
      result.set(packageId, {
        source: 'Plan',
        at: (price) => {
          const economics = economicsOf(basis, channels, price);
          return { profit: economics.Unit.Profit, marginPercent: economics.MarginPercent };
        },
      });
      continue;
    }
    const charge = charges.get(packageId);
    if (charge) {
      result.set(packageId, {
        source: 'Ozon',
        at: (price) => {
          const profit = kopecks(price - (price * charge.commissionPercent) / 100 - charge.delivery);
          return { profit, marginPercent: marginOf(profit, price) };
        },
      });
    }
  }
  return result;
}

/** The economics of a promotion product: at its regular price and at its action price. */
export function promotionEconomicsOf(
  sale: { source: PromotionEconomics['Source']; at: SaleAt },
  price: number,
  actionPrice: number,
): PromotionEconomics {
  const regular = sale.at(price);
  const action = sale.at(actionPrice);
  return {
    Source: sale.source,
    RegularProfit: regular.profit,
    RegularMarginPercent: regular.marginPercent,
    ActionProfit: action.profit,
    ActionMarginPercent: action.marginPercent,
  };
}

import {
  NOTIFICATION_ITEMS_KEPT,
  type NotificationLink,
  type PromotionMarginItem,
} from '../../contracts/notifications.js';
import type { DbOrTrx } from '../db/database.js';
import { saleEconomics } from '../promotions/promotionEconomics.js';
import type { EnabledRule } from './notificationRuleRepository.js';
import type { Finding, Told } from './notificationStore.js';

/**
 * Products taking part in a promotion still running whose promotion price earns less than each user's
 * margin (threshold 0: below break-even), by the same unit economics the promotions screen shows
 * (docs/unit-economics.md). A loss is level 2, a thin margin 1. A product out of the promotion (or the
 * promotion over) is forgotten: its return is news.
 */
export async function findPromotionMargins(
  db: DbOrTrx,
  rules: EnabledRule[],
  now: Date,
): Promise<Map<number, Finding[]>> {
  if (rules.length === 0) return new Map();
  const rows = await db
    .selectFrom('ozon_promotion_products as item')
    .innerJoin('ozon_promotions as promotion', 'promotion.id', 'item.promotion_id')
    .innerJoin('ozon_products as card', 'card.ozon_product_id', 'item.ozon_product_id')
    .innerJoin('product_packages as package', 'package.id', 'card.product_package_id')
    .select([
      'promotion.id as promotionId',
      'promotion.name as promotionName',
      'item.ozon_product_id as ozonProductId',
      'item.action_price as actionPrice',
      'package.id as packageId',
      'package.name as packageName',
    ])
    .where('item.is_candidate', '=', false)
    .where('item.action_price', '>', 0)
    .where('promotion.deleted', '=', false)
    .where('promotion.date_end', '>', now)
    .execute();
  const economics = await saleEconomics(
    db,
    rows.map((row) => row.packageId),
  );
  const priced = rows.flatMap((row) => {
    const sale = economics.get(row.packageId)?.at(Number(row.actionPrice));
    return sale && sale.marginPercent !== null ? [{ row, sale, marginPercent: sale.marginPercent }] : [];
  });
  return new Map(
    rules.map((rule) => [
      rule.userId,
      priced
        .filter(({ marginPercent }) => marginPercent < rule.threshold)
        .map(({ row, sale, marginPercent }): Finding<PromotionMarginItem> => ({
          subject: `promotion:${row.promotionId}:product:${row.ozonProductId}`,
          level: sale.profit < 0 ? 2 : 1,
          item: {
            PromotionID: row.promotionId,
            PromotionName: row.promotionName,
            ProductName: row.packageName,
            ActionPrice: Number(row.actionPrice),
            MarginPercent: marginPercent,
            Profit: sale.profit,
          },
        })),
    ]),
  );
}

/** Told: one promotion opens itself (its losses only, at break-even); several, the promotions screen. */
export function promotionMarginsTold(rules: EnabledRule[]): Told {
  const thresholdOf = new Map(rules.map((rule) => [rule.userId, rule.threshold]));
  return (news, userId) => {
    const items = (news as Finding<PromotionMarginItem>[])
      .map((finding) => finding.item)
      .sort((a, b) => a.MarginPercent - b.MarginPercent);
    const promotions = [...new Set(items.map((item) => item.PromotionID))];
    const lossesOnly = thresholdOf.get(userId) === 0 ? { loss: true } : {};
    return {
      facts: { Kind: 'PromotionMargin', Count: items.length, Items: items.slice(0, NOTIFICATION_ITEMS_KEPT) },
      link: (promotions.length === 1
        ? { To: '/ozon/action', Search: { promotion: promotions[0]!, ...lossesOnly } }
        : { To: '/ozon/action', Search: {} }) as NotificationLink,
    };
  };
}

import type { OzonProductCard } from './catalogue.js';
import { cardPromotions } from './promoProducts.js';
import { pricingOf, VAT_RATE } from './productsPricing.js';
import { indexDataOf, stocksBySource } from './productsView.js';
import type { World } from './world.js';

/**
 * A card as /v5/product/info/prices shows it. Prices and amounts are numbers here (the 2026
 * documentation changed the index prices from strings to numbers); the seller's own promotion is
 * in marketing_actions, Ozon's (see /v1/actions) flagged by ozon_actions_exist when the card takes part
 * in one running now. The current period is the one all the card's running promotions share: from the
 * latest start to the earliest end, the days its marketing price holds.
 */
export function productPriceItem(world: World, card: OzonProductCard) {
  const pricing = pricingOf(world, card);
  const { tariffs, sellerAction } = pricing;
  const now = world.now.getTime();
  const ozonRunning = cardPromotions(world, card.productId)
    .filter((promotion) => promotion.dateStart.getTime() <= now && now <= promotion.dateEnd.getTime())
    .map((promotion) => ({ from: promotion.dateStart, to: promotion.dateEnd }));
  const running = [...(sellerAction ? [{ from: sellerAction.from, to: sellerAction.to }] : []), ...ozonRunning];
  return {
    product_id: card.productId,
    offer_id: card.offerId,
    price: {
      price: card.price,
      old_price: card.oldPrice,
      min_price: card.minPrice,
      marketing_price: pricing.marketingPrice,
      marketing_seller_price: pricing.marketingSellerPrice,
      net_price: pricing.netPrice,
      retail_price: 0,
      currency_code: 'RUB',
      vat: VAT_RATE,
      auto_action_enabled: pricing.autoActionEnabled,
      auto_add_to_ozon_actions_list_enabled: pricing.autoAddToOzonActions,
    },
    commissions: {
      sales_percent_fbo: card.commission.fbo,
      sales_percent_fbs: card.commission.fbs,
      fbo_deliv_to_customer_amount: tariffs.lastMile,
      fbo_direct_flow_trans_min_amount: tariffs.fboLogistics.min,
      fbo_direct_flow_trans_max_amount: tariffs.fboLogistics.max,
      fbo_return_flow_amount: tariffs.fboReturn,
      fbs_deliv_to_customer_amount: tariffs.lastMile,
      fbs_direct_flow_trans_min_amount: tariffs.fbsLogistics.min,
      fbs_direct_flow_trans_max_amount: tariffs.fbsLogistics.max,
      fbs_first_mile_min_amount: tariffs.fbsFirstMile.min,
      fbs_first_mile_max_amount: tariffs.fbsFirstMile.max,
      fbs_return_flow_amount: tariffs.fbsReturn,
    },
    price_indexes: indexDataOf(pricing.index, { price: 'min_price', currency: 'min_price_currency' }, false),
    marketing_actions: {
      ozon_actions_exist: ozonRunning.length > 0,
      ...(running.length && {
        current_period_from: new Date(Math.max(...running.map((period) => period.from.getTime()))).toISOString(),
        current_period_to: new Date(Math.min(...running.map((period) => period.to.getTime()))).toISOString(),
      }),
      actions: sellerAction
        ? [
            {
              title: sellerAction.title,
              value: sellerAction.percent,
              date_from: sellerAction.from.toISOString(),
              date_to: sellerAction.to.toISOString(),
            },
          ]
        : [],
    },
    acquiring: tariffs.acquiring,
    volume_weight: tariffs.volumeLiters,
  };
}

/**
 * A card as /v4/product/info/stocks shows it: one entry per scheme, FBO summed over Ozon's warehouses
 * (the same rows /v1/analytics/stocks lists one by one), FBS and rFBS per own warehouse.
 */
export function productStocksItem(world: World, card: OzonProductCard) {
  const { sources } = stocksBySource(world, card);
  return {
    product_id: card.productId,
    offer_id: card.offerId,
    stocks: sources.map((source) => ({
      type: source.source,
      sku: card.sku,
      present: source.present,
      reserved: source.reserved,
      shipment_type: 'SHIPMENT_TYPE_GENERAL',
      warehouse_ids: source.warehouseIds,
    })),
  };
}

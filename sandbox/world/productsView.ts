import { money, Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import { cardState } from './productsFilter.js';
import { cardPromotions } from './promoProducts.js';
import { commissionsBySchema, pricingOf, VAT_RATE, type IndexData, type PriceIndex } from './productsPricing.js';
import { fboTotals, stockTable } from './stocks.js';
import { DAY_MS } from './stocksSimulation.js';
import type { World } from './world.js';

/** A card as /v3/product/list lists it. */
export function productListItem(world: World, card: OzonProductCard) {
  const state = cardState(world, card);
  return {
    product_id: card.productId,
    offer_id: card.offerId,
    has_fbo_stocks: state.hasFboStock,
    has_fbs_stocks: state.hasFbsStock,
    archived: card.isArchived,
    // The seller creates no discounted cards of its own; Ozon's discounted copies are separate SKUs.
    is_discounted: false,
    quants: [],
  };
}

/** The packs of one own product are one model on Ozon (a product card with variants). */
function modelOf(world: World, card: OzonProductCard) {
  const models = world.memo('product-models', () => {
    const byPackage = new Map<number, { model_id: number; count: number }>();
    for (const product of world.catalogue.products) {
      const count = world.catalogue.cards.filter((item) =>
        product.packages.some((p) => p.id === item.packageId),
      ).length;
      for (const pkg of product.packages) byPackage.set(pkg.id, { model_id: 480_000_000 + product.id * 11, count });
    }
    return byPackage;
  });
  return (
    (card.packageId !== null && models.get(card.packageId)) || { model_id: card.productId - 400_000_000, count: 1 }
  );
}

function images(world: World, card: OzonProductCard): string[] {
  const random = new Random(world.seed, 'images', card.productId);
  return Array.from(
    { length: random.int(3, 7) },
    (_, i) =>
      `https://cdn1.ozone.ru/s3/multimedia-1-${'abcdefgh'[random.int(0, 7)]}/${7_100_000_000 + card.productId * 8 + i}.jpg`,
  );
}

/** Price index data with prices as strings (/v3/product/info/list) or numbers (/v5/product/info/prices). */
export function indexDataOf(index: PriceIndex, names: { price: string; currency: string }, asString: boolean) {
  const data = (item: IndexData | undefined) =>
    item && {
      [names.price]: asString ? money(item.minPrice) : item.minPrice,
      [names.currency]: 'RUB',
      price_index_value: item.value,
    };
  return {
    color_index: index.color,
    ...(index.external && { external_index_data: data(index.external) }),
    ...(index.ozon && { ozon_index_data: data(index.ozon) }),
    ...(index.self && { self_marketplaces_index_data: data(index.self) }),
  };
}

function statuses(card: OzonProductCard, updatedAt: string) {
  const common = { status_description: '', status_failed: '', status_tooltip: '', status_updated_at: updatedAt };
  if (card.sku === 0) {
    return {
      ...common,
      is_created: false,
      moderate_status: 'pending',
      status: 'moderating',
      status_name: 'На модерации',
      validation_status: 'pending',
    };
  }
  return {
    ...common,
    is_created: true,
    moderate_status: 'approved',
    status: card.isArchived ? 'archived' : 'price_sent',
    status_name: card.isArchived ? 'В архиве' : 'Продаётся',
    validation_status: 'success',
  };
}

/**
 * The cards that repeat an earlier card of the seller: the same product type, size, weight and price, and its
 * name with an addition (the planted odd offer_ids are such copies). Ozon's check reports the copy, the
 * later product_id, naming the original; by product_id of the copy.
 */
function duplicatesOf(world: World): Map<number, OzonProductCard> {
  return world.memo('product-duplicates', () => {
    const first = new Map<string, OzonProductCard>();
    const copies = new Map<number, OzonProductCard>();
    const key = (card: OzonProductCard) =>
      [card.typeId, card.widthMM, card.heightMM, card.depthMM, card.weightG, card.price].join(' ');
    for (const card of [...world.catalogue.cards].sort((a, b) => a.productId - b.productId)) {
      const original = first.get(key(card));
      if (original && card.name.startsWith(original.name)) copies.set(card.productId, original);
      else if (!original) first.set(key(card), card);
    }
    return copies;
  });
}

/** Ozon's remarks on a card (2026 shape): a copy of another card is flagged, with the original named. */
function cardErrors(world: World, card: OzonProductCard) {
  const original = duplicatesOf(world).get(card.productId);
  if (!original) return [];
  return [
    {
      attribute_id: 0,
      code: 'DUPLICATE_PRODUCT',
      field: 'name',
      level: 'WARNING',
      state: 'imported',
      texts: {
        attribute_name: '',
        description: `Товар повторяет ваш товар ${original.offerId} «${original.name}»: тот же тип, размеры, вес и цена.`,
        hint_code: 'DUPLICATE_PRODUCT',
        message: 'Объедините товары в одну карточку или уберите копию в архив.',
        params: [
          { name: 'offer_id', value: original.offerId },
          { name: 'product_id', value: String(original.productId) },
        ],
        short_description: 'Товар-дубль',
      },
    },
  ];
}

/** The card's Ozon promotions by type (2026 shape): enabled once one of that type has started. */
function cardPromotionTypes(world: World, card: OzonProductCard) {
  const now = world.now.getTime();
  const byType = new Map<string, boolean>();
  for (const promotion of cardPromotions(world, card.productId)) {
    const started = promotion.dateStart.getTime() <= now;
    byType.set(promotion.actionType, (byType.get(promotion.actionType) ?? false) || started);
  }
  return [...byType].map(([type, isEnabled]) => ({ is_enabled: isEnabled, type }));
}

/** Stocks per scheme, as the card's `stocks` and `availabilities` show them. */
export function stocksBySource(world: World, card: OzonProductCard) {
  const table = stockTable(world);
  const fbo = fboTotals(table, card);
  const own = table.fbsByProduct.get(card.productId) ?? [];
  const sources: { source: 'fbo' | 'fbs' | 'rfbs'; present: number; reserved: number; warehouseIds: number[] }[] = [];
  if (fbo.rows.length) {
    sources.push({
      source: 'fbo',
      present: fbo.present,
      reserved: fbo.reserved,
      warehouseIds: fbo.rows.map((row) => row.warehouse.id),
    });
  }
  for (const row of own) {
    sources.push({
      source: row.warehouse.isRfbs ? 'rfbs' : 'fbs',
      present: row.present,
      reserved: row.reserved,
      warehouseIds: [row.warehouse.id],
    });
  }
  return { sources, discounted: fbo.discounted };
}

/** A card as /v3/product/info/list describes it (the 2026 field list). */
export function productInfoItem(world: World, card: OzonProductCard) {
  const pricing = pricingOf(world, card);
  const random = new Random(world.seed, 'card-info', card.productId);
  const created = new Date(card.createdAt).getTime();
  const updatedAt = new Date(
    Math.min(world.now.getTime() - DAY_MS, created + random.int(1, 180) * DAY_MS),
  ).toISOString();
  const pictures = images(world, card);
  const { sources, discounted } = stocksBySource(world, card);
  const hasStock = sources.some((source) => source.present > 0);
  const biggestSide = Math.max(card.widthMM, card.heightMM, card.depthMM);
  return {
    availabilities: card.sku
      ? sources.map((source) => ({
          availability: source.present > 0 ? 'in_stock' : 'out_of_stock',
          reasons: source.present > 0 ? [] : [{ human_text: { text: 'Нет остатков на складе' }, id: 1 }],
          sku: card.sku,
          source: source.source,
        }))
      : [],
    barcodes: [card.barcode],
    color_image: [],
    commissions: commissionsBySchema(card, pricing.tariffs),
    created_at: card.createdAt,
    currency_code: 'RUB',
    description_category_id: card.descriptionCategoryId,
    discounted_fbo_stocks: discounted,
    errors: cardErrors(world, card),
    has_discounted_fbo_item: discounted > 0,
    id: card.productId,
    images: pictures,
    images360: [],
    is_archived: card.isArchived && !card.isAutoArchived,
    is_autoarchived: card.isArchived && card.isAutoArchived,
    is_discounted: false,
    is_kgt: card.weightG > 25_000 || biggestSide > 1200,
    is_prepayment_allowed: true,
    is_super: card.popularity > 5,
    marketing_price: money(pricing.marketingPrice),
    min_price: money(card.minPrice),
    model_info: modelOf(world, card),
    name: card.name,
    offer_id: card.offerId,
    old_price: money(card.oldPrice),
    price: money(card.price),
    price_indexes: indexDataOf(pricing.index, { price: 'minimal_price', currency: 'minimal_price_currency' }, true),
    primary_image: pictures.slice(0, 1),
    promotions: cardPromotionTypes(world, card),
    sku: card.sku,
    sources: card.sku
      ? [
          {
            created_at: card.createdAt,
            quant_code: '',
            shipment_type: 'SHIPMENT_TYPE_GENERAL',
            sku: card.sku,
            source: 'sds',
          },
        ]
      : [],
    statuses: statuses(card, updatedAt),
    stocks: {
      has_stock: hasStock,
      stocks: sources.map((source) => ({
        present: source.present,
        reserved: source.reserved,
        sku: card.sku,
        source: source.source,
      })),
    },
    type_id: card.typeId,
    updated_at: updatedAt,
    vat: String(VAT_RATE),
    visibility_details: { has_price: true, has_stock: hasStock },
    volume_weight: pricing.tariffs.volumeLiters,
  };
}

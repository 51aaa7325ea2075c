import { Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import type { SupplyLine, SupplyOrder } from './supplies.js';
import type { World } from './world.js';

/** Cards a seller can ship to Ozon: they have an SKU and are not archived (planted odd offer_ids included). */
export const suppliableCards = (world: World): OzonProductCard[] =>
  world.memo('supply-cards', () => world.catalogue.cards.filter((card) => card.sku > 0 && !card.isArchived));

export const cardsBySku = (world: World): Map<number, OzonProductCard> =>
  world.memo('supply-cards-by-sku', () => new Map(suppliableCards(world).map((card) => [card.sku, card])));

/**
 * The items of a generated supply: 6 to 40 SKUs drawn by popularity (best sellers in nearly every
 * supply), quantities proportional to popularity and adding up to a few hundred units.
 */
export function generatedLines(world: World, seed: number): SupplyLine[] {
  const random = new Random(world.seed, 'supply-bundle', seed);
  const pool = [...suppliableCards(world)];
  const wanted = Math.min(pool.length, random.int(6, 40));
  const picked: OzonProductCard[] = [];
  while (picked.length < wanted) {
    const card = random.weighted(
      pool,
      pool.map((item) => item.popularity + 0.05),
    );
    picked.push(card);
    pool.splice(pool.indexOf(card), 1);
  }
  const units = random.int(250, 900);
  const weight = picked.reduce((sum, card) => sum + card.popularity + 0.05, 0);
  return picked.map((card) => ({
    sku: card.sku,
    // Sellers ship whole boxes: quantities round to 5 and never fall below a box of 4.
    quantity: Math.max(
      4,
      Math.round((((card.popularity + 0.05) / weight) * units * (0.7 + random.next() * 0.6)) / 5) * 5,
    ),
  }));
}

export const linesOf = (world: World, order: Pick<SupplyOrder, 'items'>): SupplyLine[] =>
  'lines' in order.items ? order.items.lines : generatedLines(world, order.items.seed);

/** One item of /v1/supply-order/bundle. */
export interface BundleItem {
  icon_path: string;
  sku: number;
  name: string;
  offer_id: string;
  quantity: number;
  barcode: string;
  product_id: number;
  quant: number;
  is_quant_editable: boolean;
  volume_in_litres: number;
  total_volume_in_litres: number;
  contractor_item_code: string;
  sfbo_attribute: string;
  shipment_type: string;
  tags: string[];
  placement_zone: string;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Litres from millimetres: 1 l = 10^6 mm³. */
export const litresOf = (card: OzonProductCard) => round3((card.widthMM * card.heightMM * card.depthMM) / 1_000_000);

export function bundleItem(card: OzonProductCard, quantity: number): BundleItem {
  const litres = litresOf(card);
  // Ozon sorts small parcels on conveyors; bulky or heavy ones (pillows, big sets) go to the non-sort zone.
  const bulky = litres > 25 || card.weightG > 15_000 || Math.max(card.widthMM, card.heightMM, card.depthMM) > 600;
  return {
    icon_path: `https://cdn1.ozone.ru/s3/multimedia-${card.productId % 9}/${card.productId}.jpg`,
    sku: card.sku,
    name: card.name,
    offer_id: card.offerId,
    quantity,
    barcode: card.barcode,
    product_id: card.productId,
    quant: 1,
    is_quant_editable: false,
    volume_in_litres: litres,
    total_volume_in_litres: round3(litres * quantity),
    contractor_item_code: card.offerId,
    sfbo_attribute: 'ITEM_SFBO_ATTRIBUTE_NONE',
    shipment_type: 'BUNDLE_ITEM_SHIPMENT_TYPE_GENERAL',
    // Glass (containers, double-walled mugs) travels marked fragile; nothing else needs a tag.
    tags: /стекл/i.test(card.name) ? ['FRAGILE'] : [],
    placement_zone: bulky ? 'NON_SORT' : 'SORT',
  };
}

/** Lines as items; several bundles asked at once are merged per SKU (an SKU is the cursor of the page). */
export function bundleItems(world: World, bundles: SupplyLine[][]): BundleItem[] {
  const quantities = new Map<number, number>();
  for (const line of bundles.flat()) quantities.set(line.sku, (quantities.get(line.sku) ?? 0) + line.quantity);
  const cards = cardsBySku(world);
  return [...quantities].flatMap(([sku, quantity]) => {
    const card = cards.get(sku);
    return card ? [bundleItem(card, quantity)] : [];
  });
}

export type BundleSortField = 'UNSPECIFIED' | 'SKU' | 'NAME' | 'QUANTITY' | 'TOTAL_VOLUME_IN_LITRES';

const COMPARE: Record<Exclude<BundleSortField, 'UNSPECIFIED'>, (a: BundleItem, b: BundleItem) => number> = {
  SKU: (a, b) => a.sku - b.sku,
  NAME: (a, b) => a.name.localeCompare(b.name, 'ru') || a.sku - b.sku,
  QUANTITY: (a, b) => a.quantity - b.quantity || a.sku - b.sku,
  TOTAL_VOLUME_IN_LITRES: (a, b) => a.total_volume_in_litres - b.total_volume_in_litres || a.sku - b.sku,
};

/** Search by name, offer_id or SKU, as Ozon's search box in the supply does. */
export function searchAndSort(items: BundleItem[], query: string, field: BundleSortField, asc: boolean): BundleItem[] {
  const needle = query.trim().toLowerCase();
  const found = needle
    ? items.filter(
        (item) =>
          item.name.toLowerCase().includes(needle) ||
          item.offer_id.toLowerCase().includes(needle) ||
          String(item.sku).includes(needle),
      )
    : items;
  if (field === 'UNSPECIFIED') return found;
  const compare = COMPARE[field];
  return [...found].sort((a, b) => (asc ? compare(a, b) : compare(b, a)));
}

import { operationsBetween, operationsByIds } from './financeIndex.js';
import { typeOfOperationId, type Operation, type OperationLine } from './financeOperations.js';
import type { OzonProductCard } from './catalogue.js';
import { MSK_OFFSET_MS } from './postingsCalendar.js';
import type { World } from './world.js';

/**
 * Ozon's monthly realization report (`/v2/finance/realization`, and per posting
 * `/v1/finance/realization/posting`): the goods delivered to buyers and the goods buyers returned in a
 * Moscow month, at the seller's price, with Ozon's commission. Built from the same postings as the
 * accruals: each sale accrual of the month is a delivery row, each buyer's return accrual a return row.
 *
 * Ozon works the report's commission out per unit (the unit's commission rounded to the kopeck, times the
 * units), where the sale accrual rounds the commission of the whole line once: a line of several units
 * may differ from its accrual by a few kopecks, the kind of difference sellers find between the two.
 */
export interface RealizationMove {
  quantity: number;
  /** The seller's price × the units, kopecks. */
  amount: number;
  /** Ozon's commission, kopecks (positive: what Ozon keeps on a delivery and gives back on a return). */
  commission: number;
}

export interface RealizationRow {
  postingNumber: string;
  /** When the order was placed (ms). */
  orderedAt: number;
  /** When the goods were delivered or came back (ms): the accrual's moment. */
  movedAt: number;
  sku: number;
  offerId: string;
  barcode: string;
  name: string;
  /** The seller's price per unit after discounts, kopecks. */
  pricePerUnit: number;
  commissionPercent: number;
  delivered: RealizationMove | null;
  returned: RealizationMove | null;
}

/** The Moscow month [start, end] in ms. */
export function moscowMonth(year: number, month: number): { from: number; to: number } {
  return {
    from: Date.UTC(year, month - 1, 1) - MSK_OFFSET_MS,
    to: Date.UTC(year, month, 1) - MSK_OFFSET_MS - 1,
  };
}

const SALE = 'OperationAgentDeliveredToCustomer';
const RETURN = 'ClientReturnAgentOperation';

function move(line: OperationLine): RealizationMove {
  const perUnit = Math.round((line.sellerPrice * line.commissionPercent) / 100);
  return { quantity: line.quantity, amount: line.sellerPrice * line.quantity, commission: perUnit * line.quantity };
}

function rowsOf(operation: Operation, cards: Map<number, OzonProductCard>): RealizationRow[] {
  const posting = operation.posting!;
  return operation.lines.map((line) => ({
    postingNumber: posting.postingNumber,
    orderedAt: posting.orderDate,
    movedAt: operation.at,
    sku: line.sku,
    offerId: cards.get(line.sku)?.offerId ?? '',
    barcode: cards.get(line.sku)?.barcode ?? '',
    name: line.name,
    pricePerUnit: line.sellerPrice,
    commissionPercent: line.commissionPercent,
    delivered: operation.type === SALE ? move(line) : null,
    returned: operation.type === RETURN ? move(line) : null,
  }));
}

/** The report's rows of a month, one per posting, product and move, in the order of the moves. */
export function realizationRows(world: World, year: number, month: number): RealizationRow[] {
  const { from, to } = moscowMonth(year, month);
  const refs = operationsBetween(world, from, to);
  const ids = Array.from(refs.id).filter((id) => {
    const type = typeOfOperationId(id);
    return type === SALE || type === RETURN;
  });
  const cards = world.memo('cards-by-sku', () => new Map(world.catalogue.cards.map((card) => [card.sku, card])));
  return operationsByIds(world, ids).flatMap((operation) => rowsOf(operation, cards));
}

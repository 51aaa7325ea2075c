import type { PostingImportResult } from '../../contracts/salesOrders.js';
import { OzonSalesOrderType } from '../../contracts/enums.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { postingsApi, type FboPosting, type FbsPosting } from '../ozon/api/postings.js';
import type { OzonTransport } from '../ozon/transport.js';
import { fbsOrderType, postingStatusOf } from './postingStatus.js';
import { upsertOrders, type OrderFromOzon, type OrderItemFromOzon } from './salesOrderRepository.js';

export type PostingScheme = 'fbs' | 'fbo';

/** A scheduled run re-reads this many days back, so status changes of recent postings arrive. */
export const RECENT_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

export interface PostingPeriod {
  from: Date;
  to: Date;
}

function fbsOrder(posting: FbsPosting): OrderFromOzon {
  const analytics = posting.analytics_data;
  const finance = posting.financial_data;
  return {
    ozonOrderId: posting.order_id,
    ozonOrderNumber: posting.order_number,
    type: fbsOrderType(analytics?.delivery_type ?? '', posting.delivery_method.name),
    date: new Date(posting.in_process_at),
    items: posting.products.map((product): OrderItemFromOzon => ({
      postingNumber: posting.posting_number,
      sku: product.sku,
      offerId: product.offer_id,
      status: postingStatusOf(posting.status),
      currencyCode: product.currency_code,
      price: product.price,
      quantity: product.quantity,
      city: analytics?.city ?? '',
      region: analytics?.region ?? '',
      clusterFrom: finance?.cluster_from ?? '',
      clusterTo: finance?.cluster_to ?? '',
      deliveryType: analytics?.delivery_type ?? '',
      warehouseOzonId: posting.delivery_method.warehouse_id || null,
    })),
  };
}

function fboOrder(posting: FboPosting): OrderFromOzon {
  const analytics = posting.analytics_data;
  const finance = posting.financial_data;
  return {
    ozonOrderId: posting.order_id,
    ozonOrderNumber: posting.order_number,
    type: OzonSalesOrderType.Fbo,
    date: new Date(posting.in_process_at),
    items: posting.products.map((product): OrderItemFromOzon => ({
      postingNumber: posting.posting_number,
      sku: product.sku,
      offerId: product.offer_id,
      status: postingStatusOf(posting.status),
      currencyCode: product.price.currency,
      price: product.price.amount,
      quantity: product.quantity,
      city: analytics?.city ?? '',
      region: '',
      clusterFrom: finance?.cluster_from ?? '',
      clusterTo: finance?.cluster_to ?? '',
      deliveryType: analytics?.delivery_type ?? '',
      warehouseOzonId: analytics?.warehouse_id || null,
    })),
  };
}

/**
 * Reads every posting of the scheme whose processing began in the period (a year per request at most,
 * as Ozon allows) and writes each page as it comes, in a transaction of its own: a failed run keeps
 * the pages it wrote, and the next run, re-reading them, changes nothing there. Answers the earliest
 * date read, how many items were added or changed, and the items shipped from another cluster than
 * the buyer's, per buyer's cluster.
 */
export async function importOzonPostings(
  db: Db,
  ozon: OzonTransport,
  scheme: PostingScheme,
  period: PostingPeriod,
  options: { signal?: AbortSignal; progress?: Progress } = {},
): Promise<PostingImportResult> {
  const api = postingsApi(ozon);
  const filter = { since: period.from, to: period.to };
  const pages =
    scheme === 'fbs'
      ? mapPages(api.fbsPages(filter, { signal: options.signal }), fbsOrder)
      : mapPages(api.fboPages(filter, { signal: options.signal }), fboOrder);
  // Progress in days of the period covered (postings come oldest first): determinate without a count.
  const days = Math.max(1, Math.ceil((period.to.getTime() - period.from.getTime()) / DAY_MS));
  let daysDone = 0;
  options.progress?.advance(0, days);
  let updated = 0;
  let minDate: Date | null = null;
  const nonLocal: Record<string, number> = {};
  for await (const orders of pages) {
    updated += await db.transaction().execute((trx) => upsertOrders(trx, orders));
    for (const order of orders) {
      if (!minDate || order.date < minDate) minDate = order.date;
      for (const item of order.items) {
        if (item.clusterFrom && item.clusterTo && item.clusterFrom !== item.clusterTo) {
          nonLocal[item.clusterTo] = (nonLocal[item.clusterTo] ?? 0) + item.quantity;
        }
      }
    }
    const latest = orders.reduce((last, order) => Math.max(last, order.date.getTime()), period.from.getTime());
    const covered = Math.min(days, Math.floor((latest - period.from.getTime()) / DAY_MS));
    if (covered > daysDone) {
      options.progress?.advance(covered - daysDone);
      daysDone = covered;
    }
  }
  options.progress?.advance(days - daysDone);
  return { MinImportedDate: minDate?.toISOString() ?? null, UpdatedOrderCount: updated, NonLocalSales: nonLocal };
}

async function* mapPages<Posting>(
  pages: AsyncGenerator<Posting[]>,
  toOrder: (posting: Posting) => OrderFromOzon,
): AsyncGenerator<OrderFromOzon[]> {
  for await (const page of pages) yield page.map(toOrder);
}

import type { PostingImportResult } from '../../contracts/salesOrders.js';
import { OzonSalesOrderType } from '../../contracts/enums.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { postingsApi, type FboPosting, type FbsPosting } from '../ozon/api/postings.js';
import { returnsApi } from '../ozon/api/returns.js';
import { upsertReturns } from './returnRepository.js';
import type { OzonTransport } from '../ozon/transport.js';
import { fbsOrderType, postingStatusOf } from './postingStatus.js';
import { upsertOrders, type OrderFromOzon, type OrderItemFromOzon } from './orderUpsert.js';

export type PostingScheme = 'fbs' | 'fbo';

/** A scheduled run re-reads this many days back, so status changes of recent postings arrive. */
export const RECENT_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

export interface PostingPeriod {
  from: Date;
  to: Date;
}

/** What the two schemes' postings share, once each scheme has said where its fields are. */
interface PostingLines extends Pick<
  OrderItemFromOzon,
  'city' | 'region' | 'clusterFrom' | 'clusterTo' | 'deliveryType' | 'warehouseOzonId'
> {
  posting: { posting_number: string; order_id: number; order_number: string; status: string; in_process_at: string };
  type: OzonSalesOrderType;
  products: { sku: number; offer_id: string; quantity: number; price: number; currency: string }[];
}

function orderOf(lines: PostingLines): OrderFromOzon {
  const { posting } = lines;
  return {
    ozonOrderId: posting.order_id,
    ozonOrderNumber: posting.order_number,
    type: lines.type,
    date: new Date(posting.in_process_at),
    items: lines.products.map((product): OrderItemFromOzon => ({
      postingNumber: posting.posting_number,
      sku: product.sku,
      offerId: product.offer_id,
      status: postingStatusOf(posting.status),
      currencyCode: product.currency,
      price: product.price,
      quantity: product.quantity,
      city: lines.city,
      region: lines.region,
      clusterFrom: lines.clusterFrom,
      clusterTo: lines.clusterTo,
      deliveryType: lines.deliveryType,
      warehouseOzonId: lines.warehouseOzonId,
    })),
  };
}

/** FBS: the warehouse is the delivery method's, the price a number with its own currency code. */
export const fbsOrder = (posting: FbsPosting) =>
  orderOf({
    posting,
    type: fbsOrderType(posting.analytics_data?.delivery_type ?? '', posting.delivery_method.name),
    city: posting.analytics_data?.city ?? '',
    region: posting.analytics_data?.region ?? '',
    clusterFrom: posting.financial_data?.cluster_from ?? '',
    clusterTo: posting.financial_data?.cluster_to ?? '',
    deliveryType: posting.analytics_data?.delivery_type ?? '',
    warehouseOzonId: posting.delivery_method.warehouse_id || null,
    products: posting.products.map((product) => ({ ...product, currency: product.currency_code })),
  });

/** FBO: the warehouse is in the analytics, the price an amount with its currency; no region. */
export const fboOrder = (posting: FboPosting) =>
  orderOf({
    posting,
    type: OzonSalesOrderType.Fbo,
    city: posting.analytics_data?.city ?? '',
    region: '',
    clusterFrom: posting.financial_data?.cluster_from ?? '',
    clusterTo: posting.financial_data?.cluster_to ?? '',
    deliveryType: posting.analytics_data?.delivery_type ?? '',
    warehouseOzonId: posting.analytics_data?.warehouse_id || null,
    products: posting.products.map((product) => ({
      ...product,
      price: product.price.amount,
      currency: product.price.currency,
    })),
  });

/**
 * Reads every posting of the scheme whose processing began in the period (a year per request at most,
 * as Ozon allows) and writes each page as it comes, in a transaction of its own: a failed or cancelled
 * run keeps the pages it wrote (and says which days they cover), and the next run, re-reading them,
 * changes nothing there. Answers the earliest
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
  // What is stored for good as the pages commit: every posting up to the last whole day covered.
  let written = 0;
  const keptUpTo = (to: Date) =>
    options.progress?.kept?.({
      Kind: 'Period',
      From: period.from.toISOString(),
      To: to.toISOString(),
      Records: written,
    });
  for await (const orders of pages) {
    updated += await db.transaction().execute((trx) => upsertOrders(trx, orders));
    written += orders.length;
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
      keptUpTo(new Date(period.from.getTime() + covered * DAY_MS - 1));
    }
  }
  const wholePeriod = new Date(period.to.getTime() - 1);
  keptUpTo(wholePeriod);
  // The returns handed back in the period come along: the returns report and the summary count them.
  let returns = 0;
  const returnPages = returnsApi(ozon).pages(
    { logisticReturnDate: period, schema: scheme === 'fbs' ? 'FBS' : 'FBO' },
    { signal: options.signal },
  );
  for await (const page of returnPages) {
    returns += await db.transaction().execute((trx) => upsertReturns(trx, page));
    written += page.length;
    keptUpTo(wholePeriod);
  }
  options.progress?.advance(days - daysDone);
  return {
    MinImportedDate: minDate?.toISOString() ?? null,
    UpdatedOrderCount: updated,
    NonLocalSales: nonLocal,
    UpdatedReturnCount: returns,
  };
}

async function* mapPages<Posting>(
  pages: AsyncGenerator<Posting[]>,
  toOrder: (posting: Posting) => OrderFromOzon,
): AsyncGenerator<OrderFromOzon[]> {
  for await (const page of pages) yield page.map(toOrder);
}

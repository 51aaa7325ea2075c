import type { ImportRealizationQuery, RealizationImportResult } from '../../contracts/realization.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import type { Progress } from '../jobs/progress.js';
import { realizationApi, type RealizationMove } from '../ozon/api/realization.js';
import { OzonApiError, type OzonTransport } from '../ozon/transport.js';

const INSERT_CHUNK = 1000;
/** Ozon's report months are Moscow months. */
const moscow = sellerCalendar('Europe/Moscow');

/** The month an import reads (YYYY-MM): the one asked for, else the Moscow month before this one. */
export function realizationMonthOf(params: ImportRealizationQuery | null, now = new Date()): string {
  if (params?.month) return params.month;
  const today = moscow.dayOf(now);
  return moscow.addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

const moved = (move: RealizationMove | null) => ({
  quantity: move?.quantity ?? 0,
  amount: move?.amount ?? 0,
  commission: move?.commission ?? 0,
});

/**
 * Reads Ozon's realization report of a month (its header per product, its rows per posting) and stores
 * it in place of what was stored of that month, in one transaction: a second read changes nothing.
 */
/**
 * A run that was not asked for a month (the schedule, «sync everything») reads the month before this
 * one. In the first days of a month Ozon has not formed that report yet (404): the run then reads the
 * month before it, the latest formed, and says so, instead of failing and failing every sync queued
 * after it. A month asked for by name fails as Ozon answered.
 */
export async function importLatestRealization(
  db: Db,
  ozon: OzonTransport,
  options: { signal?: AbortSignal; progress?: Progress; now?: Date } = {},
): Promise<RealizationImportResult> {
  const month = realizationMonthOf(null, options.now);
  try {
    return await importOzonRealization(db, ozon, month, options);
  } catch (error) {
    if (!(error instanceof OzonApiError && error.status === 404)) throw error;
    const before = moscow.addDays(`${month}-01`, -1).slice(0, 7);
    return { ...(await importOzonRealization(db, ozon, before, options)), NotFormedMonth: month };
  }
}

export async function importOzonRealization(
  db: Db,
  ozon: OzonTransport,
  month: string,
  options: { signal?: AbortSignal; progress?: Progress } = {},
): Promise<RealizationImportResult> {
  const api = realizationApi(ozon);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  options.progress?.advance(0, 3);
  const report = await api.report(year, monthNumber, { signal: options.signal });
  options.progress?.advance(1);
  const byPosting = await api.byPosting(year, monthNumber, { signal: options.signal });
  options.progress?.advance(1);
  const monthStart = `${month}-01`;
  const rows = byPosting.rows.map((row, index) => {
    const delivered = moved(row.delivery_commission);
    const returned = moved(row.return_commission);
    return {
      month: monthStart,
      row_number: index + 1,
      posting_number: row.order.posting_number,
      sku: row.item.sku,
      offer_id: row.item.offer_id,
      name: row.item.name,
      price: row.seller_price_per_instance,
      delivered_quantity: delivered.quantity,
      delivered_amount: delivered.amount,
      delivered_commission: delivered.commission,
      returned_quantity: returned.quantity,
      returned_amount: returned.amount,
      returned_commission: returned.commission,
    };
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ozon_realization_reports').where('month', '=', monthStart).execute();
    await trx
      .insertInto('ozon_realization_reports')
      .values({
        month: monthStart,
        number: report.header.number,
        doc_date: report.header.doc_date,
        doc_amount: report.header.doc_amount,
        vat_amount: report.header.vat_amount,
        product_rows: report.rows.length,
      })
      .execute();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('ozon_realization_rows')
        .values(rows.slice(start, start + INSERT_CHUNK))
        .execute();
    }
  });
  options.progress?.advance(1);
  return {
    Month: month,
    RowCount: rows.length,
    PostingCount: new Set(rows.map((row) => row.posting_number)).size,
    DocAmount: report.header.doc_amount,
  };
}

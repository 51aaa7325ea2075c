import { z } from 'zod';
import type { OzonTransport } from '../../server/ozon/transport.js';

/**
 * A reader of the stock report (/v2/analytics/stock_on_warehouses) for the sandbox's own tests: the
 * product no longer reads it (Ozon announced its switch-off), but while the sandbox serves it, it must
 * agree with the other stock methods.
 */
export const stockReportRow = z.object({
  sku: z.number().int(),
  item_code: z.string(),
  item_name: z.string(),
  warehouse_name: z.string(),
  free_to_sell_amount: z.number().int(),
  promised_amount: z.number().int(),
  reserved_amount: z.number().int(),
});
export type StockReportRow = z.infer<typeof stockReportRow>;

const answer = z.object({ result: z.object({ rows: z.array(stockReportRow) }) });

export async function stockReport(
  ozon: OzonTransport,
  request: { limit: number; offset?: number; warehouse_type?: string },
): Promise<StockReportRow[]> {
  const body = { offset: 0, warehouse_type: 'ALL', ...request };
  return (await ozon.post('/v2/analytics/stock_on_warehouses', body, answer)).result.rows;
}

/** Every row of the report, page by page by offset. */
export async function allStockReportRows(ozon: OzonTransport, limit: number): Promise<StockReportRow[]> {
  const rows: StockReportRow[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await stockReport(ozon, { limit, offset });
    rows.push(...page);
    if (page.length < limit) return rows;
  }
}

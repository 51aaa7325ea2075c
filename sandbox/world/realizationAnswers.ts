import { moscowDate } from './financeAnswers.js';
import type { RealizationMove, RealizationRow } from './financeRealization.js';
import { moscowMonth } from './financeRealization.js';
import type { World } from './world.js';

/**
 * The realization report as Ozon answers it (FinanceAPI_GetRealizationReportV2 and V1 per posting):
 * rubles as numbers; a move's `total` is what the seller is accrued for it (the amount less Ozon's
 * commission; on a return, what is taken back), the loyalty programmes' payments are none here.
 */
const rubles = (kopecks: number) => kopecks / 100;

/** A move as Ozon gives it; a row without one (a delivery row's return) has it in zeros. */
function commissionAnswer(found: RealizationMove | null, pricePerUnit: number) {
  const move = found ?? { quantity: 0, amount: 0, commission: 0 };
  return {
    amount: rubles(move.amount),
    bonus: 0,
    commission: rubles(move.commission),
    compensation: 0,
    price_per_instance: rubles(pricePerUnit),
    quantity: move.quantity,
    standard_fee: rubles(move.commission),
    bank_coinvestment: 0,
    stars: 0,
    pick_up_point_coinvestment: 0,
    total: rubles(move.amount - move.commission),
  };
}

const netOf = (rows: RealizationRow[]) =>
  rows.reduce(
    (sum, row) =>
      sum +
      (row.delivered ? row.delivered.amount - row.delivered.commission : 0) -
      (row.returned ? row.returned.amount - row.returned.commission : 0),
    0,
  );

export function realizationHeader(world: World, year: number, month: number, rows: RealizationRow[]) {
  const { from, to } = moscowMonth(year, month);
  const clientId = world.cabinet.clientId;
  return {
    contract_date: '2022-03-01',
    contract_number: `ИР-${clientId}/22`,
    currency_sys_name: 'RUB',
    doc_amount: rubles(netOf(rows)),
    // Ozon forms the month's report on the fifth of the next one.
    doc_date: `${moscowDate(to + 1).slice(0, 8)}05`,
    number: `${year}${String(month).padStart(2, '0')}-${clientId}`,
    payer_inn: '7704217370',
    payer_kpp: '997750001',
    payer_name: 'ООО «Интернет Решения»',
    receiver_inn: String(7_700_000_000 + Number(clientId)),
    receiver_kpp: '770001001',
    receiver_name: `Продавец ${clientId}`,
    start_date: moscowDate(from),
    stop_date: moscowDate(to),
    // The seller's goods here are sold without VAT (a simplified-tax seller).
    vat_amount: 0,
  };
}

/** The rows of /v2/finance/realization: one per product and price, deliveries and returns summed. */
export function realizationProductRows(rows: RealizationRow[]) {
  const byLine = new Map<string, { row: RealizationRow; delivered: RealizationMove; returned: RealizationMove }>();
  const add = (into: RealizationMove, move: RealizationMove | null) => {
    if (!move) return;
    into.quantity += move.quantity;
    into.amount += move.amount;
    into.commission += move.commission;
  };
  for (const row of rows) {
    const key = `${row.sku}:${row.pricePerUnit}`;
    let line = byLine.get(key);
    if (!line) {
      line = {
        row,
        delivered: { quantity: 0, amount: 0, commission: 0 },
        returned: { quantity: 0, amount: 0, commission: 0 },
      };
      byLine.set(key, line);
    }
    add(line.delivered, row.delivered);
    add(line.returned, row.returned);
  }
  return [...byLine.values()].map(({ row, delivered, returned }, index) => ({
    commission_ratio: row.commissionPercent / 100,
    delivery_commission: commissionAnswer(delivered, row.pricePerUnit),
    item: itemOf(row),
    return_commission: commissionAnswer(returned, row.pricePerUnit),
    rowNumber: index + 1,
    seller_price_per_instance: rubles(row.pricePerUnit),
  }));
}

const itemOf = (row: RealizationRow) => ({ barcode: row.barcode, name: row.name, offer_id: row.offerId, sku: row.sku });

/** A row of /v1/finance/realization/posting: one posting's product, delivered or returned. */
export function realizationPostingRow(row: RealizationRow, index: number) {
  return {
    commission_ratio: row.commissionPercent / 100,
    delivery_commission: commissionAnswer(row.delivered, row.pricePerUnit),
    item: itemOf(row),
    return_commission: commissionAnswer(row.returned, row.pricePerUnit),
    row_number: index + 1,
    seller_price_per_instance: rubles(row.pricePerUnit),
    order: { posting_number: row.postingNumber, created_date: moscowDate(row.orderedAt) },
    legal_entity_document: { number: '', sale_date: moscowDate(row.movedAt) },
  };
}

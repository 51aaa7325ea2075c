import { sql } from 'kysely';
import type { FindOzonOperationsRequest, OperationTotal, OzonOperation } from '../../contracts/operations.js';
import { servicesOf } from '../../contracts/operationParts.js';
import type { TransactionType } from '../../contracts/enums.js';
import type { DbOrTrx } from '../db/database.js';
import { jsonRowSets } from '../db/jsonRowSets.js';
import type { OperationFromOzon } from './accrualOperation.js';
import { refreshOperationDays, summedDays, type DayTotalsRow } from './operationDays.js';
import { byWholeUnits, wholeDays } from '../db/wholeUnits.js';

/**
 * Writes operations by Ozon's id. A row is only written when what Ozon says of it changed, so a
 * re-read period changes nothing. Answers how many were added or changed.
 */
export async function upsertOperations(db: DbOrTrx, operations: OperationFromOzon[]): Promise<number> {
  if (operations.length === 0) return 0;
  const unique = [...new Map(operations.map((operation) => [operation.id, operation])).values()];
  const toRow = (operation: OperationFromOzon) => ({
    id: operation.id,
    date: operation.date.toISOString(),
    operation_type: operation.operationType,
    transaction_type: operation.transactionType,
    accrual_type: operation.accrualType,
    currency_code: operation.currencyCode,
    amount: operation.amount,
    accruals_for_sale: operation.accrualsForSale,
    sale_commission: operation.saleCommission,
    delivery_charge: operation.deliveryCharge,
    return_delivery_charge: operation.returnDeliveryCharge,
    posting_number: operation.postingNumber,
    unit_number: operation.unitNumber,
    services: operation.services,
    lines: operation.lines ?? null,
  });
  let changed = 0;
  const days = new Set<number>();
  for (const rows of jsonRowSets(unique, toRow)) {
    const written = await upsertOperationRows(db, rows);
    changed += written.changed;
    for (const day of written.days ?? []) days.add(Number(day));
  }
  // The daily totals of the days an operation left or entered, in the same transaction.
  await refreshOperationDays(db, [...days]);
  return changed;
}

/** One set of operations as JSON rows; answers how many were added or changed, and their UTC days (ms). */
async function upsertOperationRows(db: DbOrTrx, rows: string) {
  // What changed comes back as its count and days, not a row per operation: a set holds thousands. The
  // stored rows read beside the insert are as before it (one snapshot): the days the changed ones leave.
  const result = await sql<{ changed: number; days: number[] | null }>`
    WITH written AS (INSERT INTO ozon_operations (id, date, operation_type, transaction_type, accrual_type, currency_code, amount,
      accruals_for_sale, sale_commission, delivery_charge, return_delivery_charge, posting_number, unit_number, services, lines)
    SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS r(
      id bigint, date timestamptz, operation_type text, transaction_type smallint, accrual_type text,
      currency_code text, amount numeric, accruals_for_sale numeric, sale_commission numeric,
      delivery_charge numeric, return_delivery_charge numeric, posting_number text, unit_number text, services jsonb,
      lines jsonb)
    ON CONFLICT (id) DO UPDATE SET
      date = excluded.date, operation_type = excluded.operation_type, transaction_type = excluded.transaction_type,
      accrual_type = excluded.accrual_type, currency_code = excluded.currency_code, amount = excluded.amount,
      accruals_for_sale = excluded.accruals_for_sale, sale_commission = excluded.sale_commission,
      delivery_charge = excluded.delivery_charge, return_delivery_charge = excluded.return_delivery_charge,
      posting_number = excluded.posting_number, unit_number = excluded.unit_number, services = excluded.services,
      lines = excluded.lines, synced_at = now()
    WHERE (ozon_operations.date, ozon_operations.operation_type, ozon_operations.transaction_type,
      ozon_operations.accrual_type, ozon_operations.currency_code, ozon_operations.amount,
      ozon_operations.accruals_for_sale, ozon_operations.sale_commission, ozon_operations.delivery_charge,
      ozon_operations.return_delivery_charge, ozon_operations.posting_number, ozon_operations.unit_number,
      ozon_operations.services, ozon_operations.lines)
      IS DISTINCT FROM (excluded.date, excluded.operation_type, excluded.transaction_type, excluded.accrual_type,
      excluded.currency_code, excluded.amount, excluded.accruals_for_sale, excluded.sale_commission,
      excluded.delivery_charge, excluded.return_delivery_charge, excluded.posting_number, excluded.unit_number,
      excluded.services, excluded.lines)
    RETURNING id, date)
    SELECT (SELECT count(*)::integer FROM written) AS changed,
      (SELECT array_agg(DISTINCT (extract(epoch FROM date_trunc('day', d.date, 'UTC')) * 1000)::bigint)
        FROM (SELECT date FROM written UNION ALL
          SELECT op.date FROM ozon_operations op WHERE op.id IN (SELECT id FROM written)) d) AS days`.execute(db);
  return result.rows[0]!;
}

/** A find request with its period of the seller's days as instants: from `from` on, before `to`. */
export type OperationQuery = Omit<FindOzonOperationsRequest, 'DateFrom' | 'DateTo'> & {
  from: Date | null;
  to: Date | null;
};

/** The operations of the request's period and posting: what the totals add up. */
function inScope(db: DbOrTrx, request: OperationQuery) {
  let query = db.selectFrom('ozon_operations as op');
  if (request.from) query = query.where('op.date', '>=', request.from);
  if (request.to) query = query.where('op.date', '<', request.to);
  if (request.PostingNumber) query = query.where('op.posting_number', '=', request.PostingNumber);
  return query;
}

/** Those that pass the kind filters too: the grid's rows. */
function filtered(db: DbOrTrx, request: OperationQuery) {
  let query = inScope(db, request);
  const kinds = request.TransactionTypes;
  if (kinds.length) query = query.where('op.transaction_type', 'in', kinds);
  if (request.OperationTypes.length) query = query.where('op.operation_type', 'in', request.OperationTypes);
  return query;
}

/**
 * What each sort field orders by. Every one has an index on (it, id) (migrations 0010 and 0034), so a
 * page sorted by money over the whole history reads the index instead of sorting every operation; the
 * services are the amount less the sale and the commission (contracts/operationParts.ts), indexed as that.
 */
const ORDER_BY = {
  Date: sql`op.date`,
  Amount: sql`op.amount`,
  AccrualsForSale: sql`op.accruals_for_sale`,
  SaleCommission: sql`op.sale_commission`,
  DeliveryCharge: sql`op.delivery_charge`,
  ReturnDeliveryCharge: sql`op.return_delivery_charge`,
  ServicesTotal: sql`(op.amount - op.accruals_for_sale - op.sale_commission)`,
} as const satisfies Record<FindOzonOperationsRequest['OrderField'], unknown>;

export async function findOperations(db: DbOrTrx, request: OperationQuery): Promise<OzonOperation[]> {
  const direction = request.OrderAscending ? 'asc' : 'desc';
  const rows = await filtered(db, request)
    .select([
      'op.id',
      'op.date',
      'op.operation_type',
      'op.transaction_type',
      'op.accrual_type',
      'op.currency_code',
      'op.amount',
      'op.accruals_for_sale',
      'op.sale_commission',
      'op.delivery_charge',
      'op.return_delivery_charge',
      'op.posting_number',
      'op.services',
      // The posting's order, when its postings are here.
      sql<number | null>`(SELECT i.order_id FROM ozon_sales_order_items i
        WHERE i.posting_number = op.posting_number LIMIT 1)`.as('sales_order_id'),
    ])
    .orderBy(ORDER_BY[request.OrderField], direction)
    // Ties by ID in the same direction: pages never repeat or skip a row, and one index serves both.
    .orderBy('op.id', direction)
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  return rows.map((row) => ({
    ID: Number(row.id),
    Date: new Date(row.date).toISOString(),
    OperationType: row.operation_type,
    TransactionType: row.transaction_type as TransactionType,
    AccrualType: row.accrual_type,
    CurrencyCode: row.currency_code,
    Amount: Number(row.amount),
    AccrualsForSale: Number(row.accruals_for_sale),
    SaleCommission: Number(row.sale_commission),
    DeliveryCharge: Number(row.delivery_charge),
    ReturnDeliveryCharge: Number(row.return_delivery_charge),
    PostingNumber: row.posting_number,
    SalesOrderID: row.sales_order_id === null ? null : Number(row.sales_order_id),
    Services: row.services as OzonOperation['Services'],
  }));
}

/** What a group of operations `op` adds up to: how many, their amount, sales and commission (the services follow). */
export const OPERATION_SUMS = [
  sql<string>`count(*)`.as('count'),
  sql<string>`sum(op.amount)`.as('amount'),
  sql<string>`sum(op.accruals_for_sale)`.as('accruals_for_sale'),
  sql<string>`sum(op.sale_commission)`.as('sale_commission'),
] as const;

type SumsRow = { currency_code: string } & Record<'count' | 'amount' | 'accruals_for_sale' | 'sale_commission', string>;

export const operationSumsOf = (row: SumsRow) => {
  const sums = {
    Amount: Number(row.amount),
    AccrualsForSale: Number(row.accruals_for_sale),
    SaleCommission: Number(row.sale_commission),
  };
  // The services by the one definition the operation's panel shows them by.
  return { Currency: row.currency_code, Count: Number(row.count), ...sums, Services: servicesOf(sums) };
};

/** The operations of one kind, operation type and currency in a period: how many and their sums. */
export type TypeTotal = Omit<DayTotalsRow, 'count' | 'amount' | 'accruals_for_sale' | 'sale_commission'> &
  Record<'count' | 'amount' | 'accruals_for_sale' | 'sale_commission', number>;

/** The operations of [from, to) and the posting, read from the operations, per kind, operation type and currency. */
async function scannedTotals(db: DbOrTrx, request: OperationQuery, from: Date | null, to: Date | null) {
  const rows = await inScope(db, { ...request, from, to })
    .select([
      'op.transaction_type',
      'op.operation_type',
      'op.currency_code',
      sql<string>`count(*)`.as('count'),
      sql<string>`sum(op.amount)`.as('amount'),
      sql<string>`sum(op.accruals_for_sale)`.as('accruals_for_sale'),
      sql<string>`sum(op.sale_commission)`.as('sale_commission'),
    ])
    .groupBy(['op.transaction_type', 'op.operation_type', 'op.currency_code'])
    .execute();
  return rows as DayTotalsRow[];
}

/** Rows of the same kind, operation type and currency added up, in kopecks so that sums stay exact. */
function addTypeTotals(parts: (DayTotalsRow | TypeTotal)[][]): TypeTotal[] {
  const totals = new Map<string, TypeTotal>();
  const kopecks = (value: string | number) => Math.round(Number(value) * 100);
  for (const row of parts.flat()) {
    const key = `${row.transaction_type} ${row.operation_type} ${row.currency_code}`;
    const total = totals.get(key) ?? { ...row, count: 0, amount: 0, accruals_for_sale: 0, sale_commission: 0 };
    total.count += Number(row.count);
    for (const field of ['amount', 'accruals_for_sale', 'sale_commission'] as const) {
      total[field] = (kopecks(total[field]) + kopecks(row[field])) / 100;
    }
    totals.set(key, total);
  }
  return [...totals.values()];
}

/**
 * The operations of the request's period and posting per kind, operation type and currency, whatever
 * the kind filters: the whole UTC days from the daily totals, the part-days at the ends (a seller's day
 * starts at 21:00 UTC in Moscow) from the operations. A posting's few operations are read directly.
 */
export async function totalsByType(db: DbOrTrx, request: OperationQuery): Promise<TypeTotal[]> {
  if (request.PostingNumber) return addTypeTotals([await scannedTotals(db, request, request.from, request.to)]);
  return byWholeUnits(
    { from: request.from, to: request.to },
    wholeDays,
    async (range) => [await summedDays(db, range)],
    async (from, to) => [await scannedTotals(db, request, from, to)],
    (parts) => parts.flat(),
  ).then(addTypeTotals);
}

/** The totals per kind and currency, the most frequent currency of a kind first. */
export function totalsPerKind(byType: TypeTotal[]): OperationTotal[] {
  const perKind = addTypeTotals([byType.map((row) => ({ ...row, operation_type: '' }))]);
  return perKind
    .sort(
      (a, b) =>
        a.transaction_type - b.transaction_type || b.count - a.count || a.currency_code.localeCompare(b.currency_code),
    )
    .map((row) => ({
      TransactionType: row.transaction_type,
      Currency: row.currency_code,
      Count: row.count,
      Amount: row.amount,
      AccrualsForSale: row.accruals_for_sale,
      SaleCommission: row.sale_commission,
      Services: servicesOf({
        Amount: row.amount,
        AccrualsForSale: row.accruals_for_sale,
        SaleCommission: row.sale_commission,
      }),
    }));
}

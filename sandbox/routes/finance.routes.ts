import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { SWITCHED_OFF } from '../serviceDates.js';
import { invalidArgument, notFound } from '../errors.js';
import { accrualAnswer, postingAccruals, totalsOf, transactionAnswer } from '../world/financeAnswers.js';
import { operationsBetween, operationsByIds } from '../world/financeIndex.js';
import { realizationHeader, realizationPostingRow, realizationProductRows } from '../world/realizationAnswers.js';
import { moscowMonth, realizationRows } from '../world/financeRealization.js';
import { mskDayStart, postingOperations, typeOfOperationId, type Operation } from '../world/financeOperations.js';
import { ACCRUAL_TYPES, OPERATION_TYPES, type OperationType } from '../world/financeVocabulary.js';
import { postingsOf } from '../world/postings.js';
import { DAY_MS } from '../world/postingsCalendar.js';
import { instant } from '../world/postingsQuery.js';
import type { World } from '../world/world.js';

interface TransactionFilter {
  date?: { from?: string; to?: string };
  operation_type?: string[];
  posting_number?: string;
  transaction_type?: string;
}

const TRANSACTION_TYPES = new Set([
  'all',
  'orders',
  'returns',
  'services',
  'compensation',
  'transferDelivery',
  'other',
]);
const ACCRUALS_PAGE = 1000;

/** The transaction list reads a month at most. */
function period(date: TransactionFilter['date']): { from: number; to: number } {
  if (!date?.from || !date.to) throw invalidArgument('date.from and date.to are required without a posting_number');
  const from = instant(date.from, 'date.from');
  const to = instant(date.to, 'date.to');
  if (to < from) throw invalidArgument('date.to must not be earlier than date.from');
  const monthLater = new Date(from);
  monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
  if (to > monthLater.getTime()) throw invalidArgument('PERIOD_IS_TOO_LONG');
  return { from, to };
}

/** The operations a filter selects: of one posting, or of a period; by operation and transaction type. */
function selectOperations(world: World, filter: TransactionFilter): { ids: number[]; load: () => Operation[] } {
  const transactionType = filter.transaction_type || 'all';
  if (!TRANSACTION_TYPES.has(transactionType)) throw invalidArgument(`unknown transaction_type ${transactionType}`);
  const operationTypes = filter.operation_type?.length ? new Set(filter.operation_type) : null;
  const wanted = (type: OperationType) =>
    (!operationTypes || operationTypes.has(type)) &&
    (transactionType === 'all' || OPERATION_TYPES[type].type === transactionType);

  if (filter.posting_number) {
    const postings = postingsOf(world);
    const key = postings.byPostingNumber(filter.posting_number);
    const range = filter.date?.from || filter.date?.to ? period(filter.date) : null;
    const operations = (key ? postingOperations(postings, key) : []).filter(
      (operation) => wanted(operation.type) && (!range || (operation.at >= range.from && operation.at <= range.to)),
    );
    return { ids: operations.map((operation) => operation.id), load: () => operations };
  }
  const { from, to } = period(filter.date);
  const refs = operationsBetween(world, from, to);
  const ids = Array.from(refs.id).filter((id) => wanted(typeOfOperationId(id)));
  return { ids, load: () => operationsByIds(world, ids) };
}

/** The month a realization report is asked for: a whole Moscow month from August 2023 that is over. */
function reportMonth(body: { month?: number; year?: number }, now: number): { year: number; month: number } {
  const { month, year } = body;
  if (!Number.isInteger(month) || month! < 1 || month! > 12)
    throw invalidArgument('month: value must be inside range [1, 12]');
  if (!Number.isInteger(year)) throw invalidArgument('year is required');
  if (year! * 12 + month! < 2023 * 12 + 8) throw invalidArgument('the report is available from August 2023');
  if (moscowMonth(year!, month!).to >= now) throw notFound('the report for this month is not formed yet');
  return { year: year!, month: month! };
}

/** Finance: the retired transaction list and totals, the accrual methods that replace them, the realization report. */
export default function financeRoutes(app: FastifyInstance) {
  endpoint<{ filter?: TransactionFilter; page?: number; page_size?: number }>(
    app,
    {
      method: 'POST',
      path: '/v3/finance/transaction/list',
      contract: { openapi: '09-financeapi.json' },
      inService: { until: SWITCHED_OFF.financeTransactions },
    },
    ({ body, world }) => {
      const page = body.page ?? 0;
      const pageSize = body.page_size ?? 0;
      if (!Number.isInteger(page) || page < 1) throw invalidArgument('page must be 1 or more');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
        throw invalidArgument('page_size: value must be inside range [1, 1000]');
      }
      const selected = selectOperations(world, body.filter ?? {});
      const ids = selected.ids.slice((page - 1) * pageSize, page * pageSize);
      return {
        result: {
          operations: operationsByIds(world, ids).map(transactionAnswer),
          page_count: Math.ceil(selected.ids.length / pageSize),
          row_count: selected.ids.length,
        },
      };
    },
  );

  endpoint<TransactionFilter>(
    app,
    {
      method: 'POST',
      path: '/v3/finance/transaction/totals',
      contract: { openapi: '09-financeapi.json' },
      inService: { until: SWITCHED_OFF.financeTransactions },
    },
    ({ body, world }) => {
      // The totals take no operation types: the filter is the date or the posting, and the transaction type.
      return { result: totalsOf(selectOperations(world, { ...body, operation_type: undefined }).load()) };
    },
  );

  endpoint(
    app,
    { method: 'POST', path: '/v1/finance/accrual/types', contract: { documented2026: 'v1-finance-accrual-types' } },
    () => ({
      accrual_types: ACCRUAL_TYPES.map((type) => ({ id: type.id, name: type.name, description: type.description })),
    }),
  );

  endpoint<{ posting_numbers?: string[] }>(
    app,
    {
      method: 'POST',
      path: '/v1/finance/accrual/postings',
      contract: { documented2026: 'v1-finance-accrual-postings' },
    },
    ({ body, world }) => {
      const numbers = body.posting_numbers ?? [];
      if (numbers.length < 1 || numbers.length > 200) {
        throw invalidArgument('posting_numbers: from 1 to 200 items');
      }
      const postings = postingsOf(world);
      return {
        posting_accruals: numbers.map((postingNumber) => {
          const key = postings.byPostingNumber(postingNumber);
          return {
            posting_number: postingNumber,
            accruals: key ? postingAccruals(postingOperations(postings, key)) : [],
          };
        }),
      };
    },
  );

  endpoint<{ date?: string; last_id?: string }>(
    app,
    { method: 'POST', path: '/v1/finance/accrual/by-day', contract: { documented2026: 'v1-finance-accrual-by-day' } },
    ({ body, world }) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(body.date ?? '');
      const dayStart = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
      if (!Number.isFinite(dayStart)) throw invalidArgument('date must be YYYY-MM-DD');
      if (dayStart < Date.UTC(2022, 0, 1)) throw invalidArgument('date must not be earlier than 2022-01-01');
      const lastId = body.last_id ? Number(body.last_id) : 0;
      if (!Number.isSafeInteger(lastId)) throw invalidArgument('last_id is not one this method returned');
      // A Moscow calendar day; accruals of the day ordered by id, paged after last_id.
      const start = mskDayStart(dayStart / DAY_MS);
      const ids = Array.from(operationsBetween(world, start, start + DAY_MS - 1).id)
        .filter((id) => id > lastId)
        .sort((a, b) => a - b);
      const page = ids.slice(0, ACCRUALS_PAGE);
      return {
        accruals: operationsByIds(world, page).map(accrualAnswer),
        last_id: ids.length > ACCRUALS_PAGE ? String(page[page.length - 1]) : '',
      };
    },
  );

  endpoint<{ month?: number; year?: number }>(
    app,
    { method: 'POST', path: '/v2/finance/realization', contract: { openapi: '09-financeapi.json' } },
    ({ body, world }) => {
      const { year, month } = reportMonth(body, world.now.getTime());
      const rows = realizationRows(world, year, month);
      return { result: { header: realizationHeader(world, year, month, rows), rows: realizationProductRows(rows) } };
    },
  );

  endpoint<{ month?: number; year?: number }>(
    app,
    { method: 'POST', path: '/v1/finance/realization/posting', contract: { openapi: '09-financeapi.json' } },
    ({ body, world }) => {
      const { year, month } = reportMonth(body, world.now.getTime());
      const rows = realizationRows(world, year, month);
      return { header: realizationHeader(world, year, month, rows), rows: rows.map(realizationPostingRow) };
    },
  );
}

import {
  addDays,
  addMonths,
  addWeeks,
  endOfISOWeek,
  endOfMonth,
  format,
  parseISO,
  startOfISOWeek,
  startOfMonth,
} from 'date-fns';
import * as z from 'zod/mini';
import { pnlGroupings, pnlMonthFigures, type PnlRequest } from '../../../../../contracts/profitAndLoss.js';
import { lenient } from '../../../../grids/gridSearch.js';

export const pnlPeriodKinds = ['month', 'week', 'day', 'range', 'months'] as const;
export type PnlPeriodKind = (typeof pnlPeriodKinds)[number];

/** The P&L's parameters in the URL: the kind of period and a day in it (or a range), the grouping. */
export const pnlSearch = z.object({
  period: lenient(z.enum(pnlPeriodKinds)),
  at: lenient(z.iso.date()),
  from: lenient(z.iso.date()),
  to: lenient(z.iso.date()),
  group: lenient(z.enum(pnlGroupings)),
  share: lenient(z.boolean()),
  figure: lenient(z.enum(pnlMonthFigures)),
});
export type PnlSearch = z.infer<typeof pnlSearch>;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The days a search asks for (accrual days, inclusive). Without a day: last month, last week, yesterday,
 * or the twelve months to the end of last month.
 */
export function pnlPeriodOf(search: PnlSearch, today: string): { from: string; to: string } {
  const now = parseISO(today);
  const at = search.at ? parseISO(search.at) : null;
  switch (search.period ?? 'month') {
    case 'month': {
      const month = at ?? addMonths(now, -1);
      return { from: day(startOfMonth(month)), to: day(endOfMonth(month)) };
    }
    case 'week': {
      const week = at ?? addWeeks(now, -1);
      return { from: day(startOfISOWeek(week)), to: day(endOfISOWeek(week)) };
    }
    case 'day': {
      const one = day(at ?? addDays(now, -1));
      return { from: one, to: one };
    }
    case 'range':
    case 'months': {
      const lastMonthEnd = endOfMonth(addMonths(now, -1));
      const from = search.from ?? day(startOfMonth(addMonths(lastMonthEnd, search.period === 'months' ? -11 : 0)));
      const to = search.to ?? day(lastMonthEnd);
      return from <= to ? { from, to } : { from: to, to: from };
    }
  }
}

/** The same kind of period one step earlier (−1) or later (+1); a range or months do not step. */
export function steppedAt(search: PnlSearch, today: string, step: -1 | 1): string | undefined {
  const { from } = pnlPeriodOf(search, today);
  const start = parseISO(from);
  switch (search.period ?? 'month') {
    case 'month':
      return day(addMonths(start, step));
    case 'week':
      return day(addWeeks(start, step));
    case 'day':
      return day(addDays(start, step));
    default:
      return undefined;
  }
}

export function pnlRequestOf(search: PnlSearch, today: string): PnlRequest {
  const { from, to } = pnlPeriodOf(search, today);
  return {
    DateFrom: from,
    DateTo: to,
    Columns: search.period === 'months' ? 'Months' : 'Period',
    GroupBy: search.group ?? 'Product',
    ShareUnassigned: search.share ?? false,
    // Months side by side show one figure: the rows carry that one alone.
    ...(search.period === 'months' && { Figure: search.figure ?? 'Profit' }),
  };
}

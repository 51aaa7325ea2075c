import type { PnlRequest, TaxRegime } from '../../contracts/profitAndLoss.js';
import type { DaySpan } from './pnlRepository.js';

/** A column of the report: the request's period, or one of its months. */
export interface PnlPeriod extends DaySpan {
  key: string;
}

/** A stretch of one period's days under one tax regime. */
export interface PnlSegment extends DaySpan {
  period: number;
  regime: TaxRegime;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The request's columns: its whole period, or each month it touches (the first and last cut to it). */
export function periodsOf(request: Pick<PnlRequest, 'DateFrom' | 'DateTo' | 'Columns'>): PnlPeriod[] {
  if (request.Columns === 'Period') {
    return [{ key: `${request.DateFrom}/${request.DateTo}`, from: request.DateFrom, to: request.DateTo }];
  }
  const periods: PnlPeriod[] = [];
  for (let month = request.DateFrom.slice(0, 7); `${month}-01` <= request.DateTo;) {
    const [year, number] = month.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
    const first = `${month}-01` < request.DateFrom ? request.DateFrom : `${month}-01`;
    const last = addDays(`${next}-01`, -1) > request.DateTo ? request.DateTo : addDays(`${next}-01`, -1);
    periods.push({ key: month, from: first, to: last });
    month = next;
  }
  return periods;
}

/**
 * Each period cut where a tax regime begins. `regimes` are oldest first; days before the first one
 * are under the first (the seller set no earlier one).
 */
export function segmentsOf(periods: PnlPeriod[], regimes: TaxRegime[]): PnlSegment[] {
  const segments: PnlSegment[] = [];
  periods.forEach((period, index) => {
    let from = period.from;
    while (from <= period.to) {
      const current = regimes.findLast((regime) => regime.ValidFrom <= from) ?? regimes[0]!;
      const next = regimes.find((regime) => regime.ValidFrom > from);
      const to = next && next.ValidFrom <= period.to ? addDays(next.ValidFrom, -1) : period.to;
      segments.push({ period: index, regime: current, from, to });
      from = addDays(to, 1);
    }
  });
  return segments;
}

/** The regimes in force on some day of the periods. */
export const regimesUsed = (segments: PnlSegment[]): TaxRegime[] => [
  ...new Map(segments.map((segment) => [segment.regime.ValidFrom, segment.regime])).values(),
];

/** Where the P&L days of the segments are read: whole months from the months, the rest day by day. */
export interface SummaryPieces {
  months: { month: string; segment: number }[];
  days: { day: string; segment: number }[];
}

const monthEnd = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return addDays(new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10), -1);
};

export function summaryPieces(segments: DaySpan[]): SummaryPieces {
  const pieces: SummaryPieces = { months: [], days: [] };
  segments.forEach((segment, index) => {
    let day = segment.from;
    while (day <= segment.to) {
      const end = monthEnd(day.slice(0, 7));
      if (day.endsWith('-01') && end <= segment.to) {
        pieces.months.push({ month: day, segment: index });
        day = addDays(end, 1);
      } else {
        pieces.days.push({ day, segment: index });
        day = addDays(day, 1);
      }
    }
  });
  return pieces;
}

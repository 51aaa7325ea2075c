import { z } from 'zod';

/** The depths of history a seller may ask for, in months back from today (issue 28). */
export const historyDepths = [3, 6, 12, 24] as const;
export const DEFAULT_HISTORY_MONTHS = 12;
export const historyMonths = z.union(historyDepths.map((months) => z.literal(months)));
export type HistoryMonths = (typeof historyDepths)[number];

/**
 * The families of a cabinet's history. Postings, returns and accruals are stored by the seller's day;
 * supply orders and reviews are lists Ozon gives whole.
 */
export const historyDayFamilies = ['FbsPostings', 'FboPostings', 'Returns', 'Operations'] as const;
export const historyListFamilies = ['SupplyOrders', 'Reviews'] as const;
export const historyFamilies = [...historyDayFamilies, ...historyListFamilies] as const;
export type HistoryDayFamily = (typeof historyDayFamilies)[number];
export type HistoryListFamily = (typeof historyListFamilies)[number];
export type HistoryFamily = (typeof historyFamilies)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const dayRange = z.object({ From: day, To: day });
export type DayRange = z.infer<typeof dayRange>;

/** What a family holds: its stored days as ranges, the gaps between them, and how far Ozon goes back. */
export const familyCoverage = z.object({
  Family: z.enum(historyFamilies),
  /** The first and last stored day (a whole list: its earliest record and the day it was read). */
  From: day.nullable(),
  To: day.nullable(),
  /** The stored days, as ranges (newest last). */
  Stored: z.array(dayRange),
  /** Days missing between From and To. */
  Gaps: z.array(dayRange),
  StoredDays: z.number().int(),
  Records: z.number().int(),
  /** The earliest day Ozon gives this family, when it gives less than the depth asked for. */
  OzonKeepsFrom: day.nullable(),
});
export type FamilyCoverage = z.infer<typeof familyCoverage>;

export const historyCoverage = z.object({
  /** The depth asked for; null before any history was asked for. */
  Months: historyMonths.nullable(),
  /** The first day the asked depth reaches, and yesterday: the days a full history holds. */
  WantedFrom: day.nullable(),
  WantedTo: day,
  /**
   * The first day from which every day family is stored without a gap up to WantedTo: figures from
   * this day on are whole. Null when not even yesterday is stored.
   */
  CompleteFrom: day.nullable(),
  Families: z.array(familyCoverage),
});
export type HistoryCoverage = z.infer<typeof historyCoverage>;

export const loadHistoryRequest = z.object({ Months: historyMonths.default(DEFAULT_HISTORY_MONTHS) });
export type LoadHistoryRequest = z.input<typeof loadHistoryRequest>;

/** The result of a history job: what it loaded now and what is stored after it. */
export const historyLoadResult = z.object({
  Months: historyMonths,
  LoadedPeriods: z.number().int(),
  LoadedRecords: z.number().int(),
  Coverage: historyCoverage,
});
export type HistoryLoadResult = z.infer<typeof historyLoadResult>;

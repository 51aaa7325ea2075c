import { GRPC } from './errors.js';

/**
 * The days an Ozon method version is in service, as Moscow calendar days (YYYY-MM-DD): `until` is the
 * first day Ozon no longer serves it. Ozon announces a switch-off in the method's description and
 * moves it now and then; the dates here are the days it actually happened. `announced` keeps Ozon's
 * words where a switch-off is announced without a day: the method is served as before, and the
 * documentation of the sandbox lists it beside the days.
 */
export interface ServiceDates {
  until?: string;
  announced?: string;
}

export type ServiceState = 'inService' | 'retired';

/** Ozon switches a version off at the start of a Moscow day. */
const moscowMidnight = (day: string) => Date.parse(`${day}T00:00:00+03:00`);

/** A day before the version was switched off (for a sandbox that shows it still in service), in ms. */
export function dayBeforeSwitchOff(dates: ServiceDates | undefined): number {
  if (!dates?.until) throw new Error('The method was never switched off.');
  return moscowMidnight(dates.until) - 86_400_000;
}

export function serviceStateAt(dates: ServiceDates | undefined, now: Date): ServiceState {
  return dates?.until !== undefined && now.getTime() >= moscowMidnight(dates.until) ? 'retired' : 'inService';
}

/**
 * What Ozon answers a switched-off version, whatever the request: HTTP 400 with gRPC code 9
 * (FAILED_PRECONDITION). Ozon's clients report this answer for the methods switched off in 2026
 * (`/v1/warehouse/list`, `/v3/finance/transaction/list`); a method that never existed is a 404.
 */
export const RETIRED_ANSWER = {
  code: GRPC.FAILED_PRECONDITION,
  message: 'obsolete method cannot be used',
} as const;

/** The switch-off days of 2026 the sandbox knows (Ozon's seller news and its clients' reports). */
export const SWITCHED_OFF = {
  /** The v1 supply drafts, replaced by /v1/draft/{crossdock,direct}/create and the v2 draft methods. */
  supplyDraftsV1: '2026-03-16',
  /** The v3 FBS and v2 FBO posting lists, replaced by /v4/posting/fbs/list and /v3/posting/fbo/list. */
  postingListsOld: '2026-08-31',
  /** The transaction list and totals, replaced by the accrual methods. */
  financeTransactions: '2026-09-08',
  /** The v1 list of the seller's own warehouses, replaced by /v2/warehouse/list (cursor paging). */
  warehouseListV1: '2026-04-07',
} as const;

/**
 * Switch-offs Ozon announced without a day, in the words of the method's 2026 page (the `notice` of its
 * example in contract/examples2026): served as before until a day is known.
 */
export const ANNOUNCED = {
  /** The FBO stock report; its successor /v1/analytics/stocks gives no reserved units. */
  stockOnWarehouses: 'В будущем метод будет отключён. Переключитесь на /v1/analytics/stocks.',
} as const;

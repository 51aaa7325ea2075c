import type { Cluster } from './geography.js';

/**
 * Time as supplies see it: Ozon gives timeslots in the warehouse's local time and the rest in UTC.
 * Russia has kept fixed offsets since 2014, so an offset per cluster is exact.
 */
export interface WarehouseTimezone {
  iana: string;
  offsetMinutes: number;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
const MSK: WarehouseTimezone = { iana: 'Europe/Moscow', offsetMinutes: 180 };

/** Per cluster: its time zone and the days a cross-dock supply travels there from a Moscow drop-off. */
const CLUSTER_LOGISTICS: Record<string, { timezone: WarehouseTimezone; transitDays: [number, number] }> = {
  'Москва, МО и Дальние регионы': { timezone: MSK, transitDays: [1, 2] },
  'Санкт-Петербург и СЗО': { timezone: MSK, transitDays: [2, 3] },
  Казань: { timezone: MSK, transitDays: [2, 3] },
  Екатеринбург: { timezone: { iana: 'Asia/Yekaterinburg', offsetMinutes: 300 }, transitDays: [3, 5] },
  Новосибирск: { timezone: { iana: 'Asia/Novosibirsk', offsetMinutes: 420 }, transitDays: [5, 8] },
  Краснодар: { timezone: MSK, transitDays: [3, 4] },
  Ростов: { timezone: MSK, transitDays: [2, 4] },
  Самара: { timezone: { iana: 'Europe/Samara', offsetMinutes: 240 }, transitDays: [2, 4] },
  Воронеж: { timezone: MSK, transitDays: [1, 2] },
  Красноярск: { timezone: { iana: 'Asia/Krasnoyarsk', offsetMinutes: 420 }, transitDays: [6, 9] },
};

export function clusterTimezone(cluster: Pick<Cluster, 'name'> | undefined): WarehouseTimezone {
  return (cluster && CLUSTER_LOGISTICS[cluster.name]?.timezone) ?? MSK;
}

export function clusterTransitDays(cluster: Pick<Cluster, 'name'>): [number, number] {
  return CLUSTER_LOGISTICS[cluster.name]?.transitDays ?? [2, 4];
}

/** "+03:00" */
export function offsetString(timezone: WarehouseTimezone): string {
  const sign = timezone.offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(timezone.offsetMinutes);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An instant written in the warehouse's local time with its offset: "2026-11-03T09:00:00+03:00". */
export function localIso(ms: number, timezone: WarehouseTimezone): string {
  const local = new Date(ms + timezone.offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offsetString(timezone)}`;
}

/** The local calendar date of an instant: "2026-11-03". */
export function localDate(ms: number, timezone: WarehouseTimezone): string {
  return new Date(ms + timezone.offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant of local midnight of a "YYYY-MM-DD" date in the warehouse's zone. */
export function localMidnight(date: string, timezone: WarehouseTimezone): number {
  return Date.parse(`${date}T00:00:00Z`) - timezone.offsetMinutes * 60_000;
}

/** Ozon writes date-times without milliseconds. */
export const utcIso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Midnight UTC of the day an instant falls on, as Ozon writes arrival dates. */
export const utcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

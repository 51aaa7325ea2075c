/** The periods a seller picks from (five-field cron, Moscow time); anything else is a custom cron. */
export const SYNC_PERIODS = [
  { id: 'every15', cron: '*/15 * * * *' },
  { id: 'every30', cron: '*/30 * * * *' },
  { id: 'hourly', cron: '5 * * * *' },
  { id: 'every6h', cron: '0 */6 * * *' },
  { id: 'daily', cron: '15 4 * * *' },
] as const;

export const CUSTOM_PERIOD = 'custom';

/** The preset a cron expression is, or 'custom' (spacing aside). */
export function periodOf(cron: string): string {
  const normal = cron.trim().split(/\s+/).join(' ');
  return SYNC_PERIODS.find((period) => period.cron === normal)?.id ?? CUSTOM_PERIOD;
}

export function cronOf(periodId: string): string | undefined {
  return SYNC_PERIODS.find((period) => period.id === periodId)?.cron;
}

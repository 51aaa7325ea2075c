import type { IntlShape } from 'react-intl';

/**
 * The server's refusal of a cron expression in the seller's language: the number of fields, a schedule
 * that never fires, or one that does not read as cron at all (the cron library's own English is not shown).
 */
export function cronErrorText(serverReason: string, intl: IntlShape): string {
  const id = serverReason.startsWith('needs five fields')
    ? 'sync.schedule.cronFields'
    : serverReason === 'never fires'
      ? 'sync.schedule.cronNever'
      : 'sync.schedule.cronUnreadable';
  return intl.formatMessage({ id });
}

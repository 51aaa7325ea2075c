import type { HistoryMonths } from '../../contracts/history.js';
import type { Db } from '../db/database.js';
import type { JobService } from '../jobs/jobService.js';
import { askHistoryMonths, historyMonthsAsked } from './historyRepository.js';

/**
 * Keeps the depth asked and queues the history job (its warehouses and cards first when missing), or
 * joins the one under way, which goes on to the new depth when it has loaded the old one.
 */
export async function startHistory(db: Db, jobs: JobService, months: HistoryMonths, startedBy: string) {
  await askHistoryMonths(db, months, startedBy);
  return jobs.start('LoadOzonHistory', startedBy);
}

/** A first start (demo, or a cabinet set by OZON_*): the history is loaded once, unless one was asked. */
export async function startFirstHistory(db: Db, jobs: JobService, months: HistoryMonths): Promise<void> {
  if ((await historyMonthsAsked(db)) !== null) return;
  await startHistory(db, jobs, months, 'first-start');
}

import { SearchTermStatus, searchTermFilter } from '../../contracts/searchTerms.js';
import type { Db } from '../db/database.js';
import { KeywordSourceError } from '../domain/errors.js';
import type { JobDefinition } from '../jobs/jobEngine.js';
import type { KeywordSource } from './updater/keywordSource.js';
import { updateQueuedTerms, type SearchTermStore } from './updater/updateQueuedTerms.js';
import { searchTermService } from './searchTermService.js';

/** The job's keyword source, by the name it is configured with; null on a live cabinet until one is named. */
export type KeywordSourceLoader = { spec: string; load(): Promise<KeywordSource> } | null;

/**
 * The update of the queued search terms as a job of the sync engine (the update screen's «Обновить
 * сейчас», the sync screen, or `npm run search-terms:update`, which runs the same `updateQueuedTerms`).
 * Hourly at :35 Moscow time by default, and only while terms wait in the queue and a source is set:
 * the seller's queue is filled within the hour, and an empty or sourceless turn leaves no run behind.
 */
export function searchTermUpdateFamily(db: Db, loadSource: KeywordSourceLoader): JobDefinition {
  const terms = searchTermService({ db });
  const store: SearchTermStore = {
    enqueueForUpdate: terms.enqueueForUpdate,
    find: (filter) => terms.find(searchTermFilter.parse(filter)),
    updateTerms: terms.updateTerms,
    updateStatuses: terms.updateStatuses,
  };
  // A module is loaded once; a failed load is tried again by the next run (the file may be fixed).
  let loading: Promise<KeywordSource> | undefined;
  async function source(): Promise<KeywordSource> {
    if (!loadSource) {
      throw new KeywordSourceError(null, 'No keyword statistics source is configured (SEARCH_TERMS_SOURCE).');
    }
    loading ??= loadSource.load().catch((error: unknown) => {
      loading = undefined;
      throw new KeywordSourceError(loadSource.spec, error instanceof Error ? error.message : String(error));
    });
    return loading;
  }
  return {
    kind: 'UpdateQueuedSearchTerms',
    prerequisites: [],
    defaultCron: '35 * * * *',
    hasWork: async () =>
      loadSource !== null &&
      (await terms.find(searchTermFilter.parse({ Status: SearchTermStatus.QueuedForUpdate, Count: 1 }))).Items.length >
        0,
    run: async ({ signal, progress }) => updateQueuedTerms(store, await source(), { signal, progress }),
  };
}

import {
  SearchTermStatus,
  type SearchTermFilter,
  type SearchTermPage,
  type UpdateSearchTermsItem,
  type UpdateSearchTermStatusRequest,
} from '../../../contracts/searchTerms.js';
import type { SearchTermUpdateResult } from '../../../contracts/searchTermResults.js';
import { KeywordSourceError } from '../../domain/errors.js';
import type { Progress } from '../../jobs/progress.js';
import type { KeywordSource } from './keywordSource.js';

/**
 * The search-term calls the update makes: the server's job makes them in process, the command over
 * HTTP, so both go through the same rules (SPEC.md section 7).
 */
export interface SearchTermStore {
  enqueueForUpdate(count: number): Promise<number>;
  find(filter: SearchTermFilter): Promise<SearchTermPage>;
  updateTerms(items: UpdateSearchTermsItem[]): Promise<{ UpdatedCount: number; NewTermCount: number }>;
  updateStatuses(request: UpdateSearchTermStatusRequest): Promise<unknown>;
}

export interface UpdateOptions {
  /** Queue this many of the oldest terms first (EnqueueForUpdate); none: what is queued already. */
  enqueue?: number;
  /** Stop after this many terms; all queued ones without it. */
  limit?: number;
  batchSize?: number;
  /** Terms asked of the source at once. */
  concurrency?: number;
  progress?: Progress;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

/**
 * The update of the queued search terms, as the sync job `UpdateQueuedSearchTerms` and the command
 * `npm run search-terms:update` run it: reads the queue page by page in ID order, asks the source for
 * each term (a few at once), writes each page's answers (statuses Ready) and counts them as progress.
 * A term the source failed on goes back to Unknown, to be queued again later; a round of terms the
 * source failed on all together means the source is down: the run stops there and the rest stay queued.
 * Any failure fails the run with the source's words, after the answers are written.
 */
export async function updateQueuedTerms(
  store: SearchTermStore,
  source: KeywordSource,
  options: UpdateOptions = {},
): Promise<SearchTermUpdateResult> {
  const { signal, progress, log = () => {} } = options;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 4;

  if (options.enqueue) {
    const queued = await store.enqueueForUpdate(options.enqueue);
    log(`Queued ${queued} term(s) for update.`);
  }

  const result: SearchTermUpdateResult = { Source: source.name, UpdatedCount: 0, NewTermCount: 0 };
  const failed: { term: string; reason: string }[] = [];
  let handled = 0;
  let total: number | null = null;
  let minId = 0;
  let sourceDown = false;
  while (!sourceDown) {
    const room = options.limit === undefined ? batchSize : Math.min(batchSize, options.limit - handled);
    if (room <= 0) break;
    const page = await store.find({
      Status: SearchTermStatus.QueuedForUpdate,
      MinID: minId,
      Count: room,
      SortField: 'ID',
      SortAscending: true,
      // The queue's length once, for the progress; the later pages need no count.
      ExactCount: total === null,
    });
    if (total === null) {
      total = options.limit === undefined ? page.TotalCount : Math.min(page.TotalCount, options.limit);
      progress?.advance(0, total);
    }
    if (page.Items.length === 0) break;
    minId = page.Items[page.Items.length - 1].ID;

    const answered: UpdateSearchTermsItem[] = [];
    const failedIds: number[] = [];
    for (let start = 0; start < page.Items.length && !sourceDown; start += concurrency) {
      // A cancel (or Ctrl+C) stops between rounds too, for a source that does not listen to the signal.
      signal?.throwIfAborted();
      const round = page.Items.slice(start, start + concurrency);
      let roundFailures = 0;
      await Promise.all(
        round.map(async (term) => {
          try {
            const stats = await source.stats(term.Term, signal);
            answered.push({
              ID: term.ID,
              HistoryUpdateStatus: SearchTermStatus.Ready,
              PhraseUpdateStatus: SearchTermStatus.Ready,
              Phrases: stats?.phrases ?? [],
              HistoryItems: stats?.history ?? [],
            });
          } catch (error) {
            if (signal?.aborted) throw error;
            roundFailures += 1;
            failedIds.push(term.ID);
            failed.push({ term: term.Term, reason: error instanceof Error ? error.message : String(error) });
          }
          handled += 1;
          // Terms queued while the run goes on are read too: the total grows with them.
          progress?.advance(1, Math.max(total ?? 0, handled));
        }),
      );
      sourceDown = roundFailures === round.length;
    }
    if (answered.length > 0) {
      const written = await store.updateTerms(answered);
      result.UpdatedCount += written.UpdatedCount;
      result.NewTermCount += written.NewTermCount;
      progress?.kept?.({ Kind: 'Terms', Records: result.UpdatedCount });
    }
    if (failedIds.length > 0) {
      await store.updateStatuses({
        IDs: failedIds,
        HistoryUpdateStatus: SearchTermStatus.Unknown,
        PhraseUpdateStatus: SearchTermStatus.Unknown,
      });
    }
    log(
      `Updated ${result.UpdatedCount} term(s) so far from ${source.name}${failed.length ? `, ${failed.length} failed` : ''}.`,
    );
  }
  if (failed.length > 0) throw new KeywordSourceError(source.name, failed[0].reason, failed);
  return result;
}

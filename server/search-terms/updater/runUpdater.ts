import { SearchTermStatus, type SearchTermPage, type UpdateSearchTermsItem } from '../../../contracts/searchTerms.js';
import type { KeywordSource } from './keywordSource.js';
import { failure, logIn } from '../../cli/serverCalls.js';

export interface UpdaterOptions {
  /** The back-office, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  login: string;
  password: string;
  source: KeywordSource;
  /** Queue this many of the oldest terms first (EnqueueForUpdate); 0 takes what is queued already. */
  enqueue?: number;
  /** Stop after this many terms; all queued ones without it. */
  limit?: number;
  batchSize?: number;
  /** Terms asked of the source at once. */
  concurrency?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface UpdaterResult {
  updated: number;
  failed: { term: string; reason: string }[];
  newTerms: number;
}

/** A problem answer's detail, or the status line. */
/**
 * The external updater of SPEC.md's search terms: logs in, reads the queued terms page by page, asks
 * the source for each, and writes what it answered with UpdateSearchTerms (statuses Ready). A term the
 * source could not answer is set back to Unknown, to be queued again later; the run goes on.
 */
export async function runSearchTermUpdater(options: UpdaterOptions): Promise<UpdaterResult> {
  const log = options.log ?? (() => {});
  const base = options.baseUrl.replace(/\/+$/, '');
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  const signal = options.signal;

  const AccessToken = await logIn(base, options.login, options.password, signal);
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/v1/SearchTerm/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${AccessToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw await failure(response, path);
    return (await response.json()) as T;
  };

  if (options.enqueue) {
    const { QueuedCount } = await call<{ QueuedCount: number }>(`EnqueueForUpdate?count=${options.enqueue}`);
    log(`Queued ${QueuedCount} term(s) for update.`);
  }

  const result: UpdaterResult = { updated: 0, failed: [], newTerms: 0 };
  let minId = 0;
  for (;;) {
    const room =
      options.limit === undefined
        ? batchSize
        : Math.min(batchSize, options.limit - result.updated - result.failed.length);
    if (room <= 0) break;
    const page = await call<SearchTermPage>('FindSearchTerms', {
      Status: SearchTermStatus.QueuedForUpdate,
      MinID: minId,
      Count: room,
      SortField: 'ID',
      SortAscending: true,
    });
    if (page.Items.length === 0) break;
    minId = page.Items[page.Items.length - 1].ID;

    const answered: UpdateSearchTermsItem[] = [];
    const failedIds: number[] = [];
    for (let start = 0; start < page.Items.length; start += concurrency) {
      await Promise.all(
        page.Items.slice(start, start + concurrency).map(async (term) => {
          try {
            const stats = await options.source.stats(term.Term, signal);
            answered.push({
              ID: term.ID,
              HistoryUpdateStatus: SearchTermStatus.Ready,
              PhraseUpdateStatus: SearchTermStatus.Ready,
              Phrases: stats?.phrases ?? [],
              HistoryItems: stats?.history ?? [],
            });
          } catch (error) {
            if (signal?.aborted) throw error;
            failedIds.push(term.ID);
            result.failed.push({ term: term.Term, reason: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    }
    if (answered.length > 0) {
      const written = await call<{ UpdatedCount: number; NewTermCount: number }>('UpdateSearchTerms', answered);
      result.updated += written.UpdatedCount;
      result.newTerms += written.NewTermCount;
    }
    if (failedIds.length > 0) {
      await call('UpdateSearchTermStatus', {
        IDs: failedIds,
        HistoryUpdateStatus: SearchTermStatus.Unknown,
        PhraseUpdateStatus: SearchTermStatus.Unknown,
      });
    }
    log(
      `Updated ${result.updated} term(s) so far from ${options.source.name}${result.failed.length ? `, ${result.failed.length} failed` : ''}.`,
    );
  }
  return result;
}

import type { SearchTermPage } from '../../../contracts/searchTerms.js';
import type { SearchTermUpdateResult } from '../../../contracts/searchTermResults.js';
import type { KeywordSource } from './keywordSource.js';
import { failure, logIn } from '../../cli/serverCalls.js';
import { updateQueuedTerms, type SearchTermStore, type UpdateOptions } from './updateQueuedTerms.js';

export interface UpdaterOptions extends Omit<UpdateOptions, 'progress'> {
  /** The back-office, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  login: string;
  password: string;
  source: KeywordSource;
}

/** The search-term calls over HTTP, as the given user: the store of the command line. */
async function httpStore(options: UpdaterOptions): Promise<SearchTermStore> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const { signal } = options;
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
  return {
    enqueueForUpdate: async (count) =>
      (await call<{ QueuedCount: number }>(`EnqueueForUpdate?count=${count}`)).QueuedCount,
    find: (filter) => call<SearchTermPage>('FindSearchTerms', filter),
    updateTerms: (items) => call('UpdateSearchTerms', items),
    updateStatuses: (request) => call('UpdateSearchTermStatus', request),
  };
}

/**
 * `npm run search-terms:update` beside a running server: logs in and runs the same update as the
 * server's job (`updateQueuedTerms`), through the same API as any client.
 */
export async function runSearchTermUpdater(options: UpdaterOptions): Promise<SearchTermUpdateResult> {
  return updateQueuedTerms(await httpStore(options), options.source, options);
}

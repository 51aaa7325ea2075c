/** What a keyword statistics source tells of one term: its phrases and its queries per month. */
export interface KeywordStats {
  phrases: { Term: string; Count: number; IsAssociation: boolean }[];
  history: { Year: number; Month: number; Count: number; RelativeCount: number }[];
}

/**
 * A keyword statistics source (Wordstat, a paid API, a scraper): the updater asks it term by term.
 * A module given to `npm run search-terms:update -- --source <path>` default-exports a function that
 * makes one: `export default (env) => ({ name, stats })`.
 */
export interface KeywordSource {
  name: string;
  /** Null when the source knows nothing of the term; throws when it could not answer now. */
  stats(term: string, signal?: AbortSignal): Promise<KeywordStats | null>;
}

export type KeywordSourceFactory = (env: NodeJS.ProcessEnv) => KeywordSource | Promise<KeywordSource>;

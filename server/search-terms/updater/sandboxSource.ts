import { keywordStats } from '../../../sandbox/world/keywordStats.js';
import type { KeywordSource } from './keywordSource.js';

/** The sandbox's deterministic statistics: for the demo and the tests, the same numbers every run. */
export function sandboxKeywordSource(now: () => Date = () => new Date()): KeywordSource {
  return { name: 'sandbox', stats: async (term) => keywordStats(term, now()) };
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KeywordSource, KeywordSourceFactory } from './keywordSource.js';
import { sandboxKeywordSource } from './sandboxSource.js';

/**
 * The keyword source named by `--source` or SEARCH_TERMS_SOURCE: 'sandbox', or the path of a module
 * whose default export makes one (resolved from the working directory). The command and the server's
 * job load it alike, so a source that works for one works for the other.
 */
export async function loadKeywordSource(
  spec: string,
  env: NodeJS.ProcessEnv,
  now: () => Date = () => new Date(),
): Promise<KeywordSource> {
  if (spec === 'sandbox') return sandboxKeywordSource(now);
  const module = (await import(pathToFileURL(path.resolve(spec)).href)) as { default?: KeywordSourceFactory };
  if (typeof module.default !== 'function') throw new Error(`${spec} has no default export making a KeywordSource`);
  return module.default(env);
}

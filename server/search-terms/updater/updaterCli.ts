// `npm run search-terms:update`: fills the queued search terms from a keyword statistics source.
import { parseArgs } from 'node:util';
import { KeywordSourceError } from '../../domain/errors.js';
import { loadKeywordSource } from './loadKeywordSource.js';
import { runSearchTermUpdater } from './runUpdater.js';
import { SERVER_OPTIONS, serverOf } from '../../cli/serverCalls.js';

const USAGE = `Usage: npm run search-terms:update -- [options]

Reads the search terms queued for update (EnqueueForUpdate, or the «Обновление данных» screen), asks
the keyword statistics source for each, and writes their phrases and monthly history back: the same
update the server runs as its job UpdateQueuedSearchTerms, here with a source of the command's own.

  --url <url>          the back-office (default http://127.0.0.1:$PORT, PORT defaulting to 8080)
  --login <login>      default $SEARCH_TERMS_LOGIN or $SELLER_ADMIN_LOGIN
  --password <pwd>     default $SEARCH_TERMS_PASSWORD or $SELLER_ADMIN_PASSWORD
  --source <source>    'sandbox' or the path of a module whose default export makes a KeywordSource
                       (server/search-terms/updater/keywordSource.ts); default $SEARCH_TERMS_SOURCE,
                       then 'sandbox' (deterministic demo numbers)
  --enqueue <n>        queue the n terms with the oldest data first
  --limit <n>          update at most n terms
  --batch <n>          terms per page (default 100)
`;

const positive = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`--${name} must be a whole number above 0`);
  return Number(value);
};

async function main() {
  const { values } = parseArgs({
    options: {
      ...SERVER_OPTIONS,
      source: { type: 'string' },
      enqueue: { type: 'string' },
      limit: { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = process.env;
  const { baseUrl, login, password } = serverOf(values, env, 'SEARCH_TERMS');
  if (!login || !password) throw new Error(`Give --login and --password (or SEARCH_TERMS_LOGIN/PASSWORD).\n\n${USAGE}`);
  const controller = new AbortController();
  process.on('SIGINT', () => controller.abort());
  const source = await loadKeywordSource(values.source ?? env.SEARCH_TERMS_SOURCE ?? 'sandbox', env);
  try {
    const result = await runSearchTermUpdater({
      baseUrl,
      login,
      password,
      source,
      enqueue: positive('enqueue', values.enqueue),
      limit: positive('limit', values.limit),
      batchSize: positive('batch', values.batch),
      log: (line) => console.log(line),
      signal: controller.signal,
    });
    console.log(
      `Done: ${result.UpdatedCount} term(s) updated, ${result.NewTermCount} new term(s) from their phrases, 0 failed.`,
    );
  } catch (error) {
    if (!(error instanceof KeywordSourceError)) throw error;
    // The answers before the failure are written; the run says which terms the source failed on.
    console.log(`Stopped: ${error.message}`);
    for (const failed of error.failed.slice(0, 20)) console.log(`  ${failed.term}: ${failed.reason}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

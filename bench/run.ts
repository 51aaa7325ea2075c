// `npm run bench`: each benchmark measures one call of the app against a raw-SQL baseline run in the
// same process on the same data, and reports the ratio (not seconds) to bench/results/<name>.json.
// `npm run bench -- orders` (p50 and p95 at a million postings, next to their floor) and
// `npm run bench -- search-terms` (FindSearchTerms at a million terms, per filter) report milliseconds
// beside their ratios. `npm run bench -- ozon` runs only the benchmarks whose name contains "ozon". `web-weight` is no
// ratio: it weighs the JavaScript of the first screens against issue 11's budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProductsBenchmark } from './findProducts.bench.js';
import { highlightsBenchmark } from './highlights.bench.js';
import { historyBenchmark, type HistoryBenchmarkResult } from './history.bench.js';
import type { BenchmarkResult } from './measure.js';
import { ozonClientBenchmark } from './ozonClient.bench.js';
import { ordersBenchmark, type OrdersBenchmarkResult } from './orders.bench.js';
import { searchTermsBenchmark } from './searchTerms.bench.js';
import { startBenchmark, type StartBenchmarkResult } from './start.bench.js';
import { webWeightBenchmark, webWeightSummary, type WebWeightResult } from './webWeight.bench.js';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const benchmarks: Record<
  string,
  () => Promise<
    BenchmarkResult | WebWeightResult | OrdersBenchmarkResult | HistoryBenchmarkResult | StartBenchmarkResult
  >
> = {
  'catalogue-find-products': findProductsBenchmark,
  'ozon-client-postings': ozonClientBenchmark,
  'web-weight': webWeightBenchmark,
  'ml-highlights': highlightsBenchmark,
  orders: ordersBenchmark,
  'search-terms': searchTermsBenchmark,
  history: historyBenchmark,
  start: startBenchmark,
};
const only = process.argv.slice(2);

fs.mkdirSync(resultsDir, { recursive: true });
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only.length && !only.some((part) => name.includes(part))) continue;
  const result = await benchmark();
  const file = path.join(resultsDir, `${result.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  const outcome =
    'ratio' in result
      ? `${result.ratio.toFixed(2)}x the baseline`
      : 'cases' in result
        ? `${result.cases.length} cases, p95 from ${Math.min(...result.cases.map((c) => c.app.p95))} to ${Math.max(...result.cases.map((c) => c.app.p95))} ms`
        : 'ways' in result
          ? Object.values(result.ways)
              .map((way) => `${way.command} p50 ${way.p50} ms (max ${way.max})`)
              .join(', ')
          : webWeightSummary(result);
  console.log(`${result.name}: ${outcome} (${path.relative(process.cwd(), file)})`);
}

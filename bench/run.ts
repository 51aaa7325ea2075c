// `npm run bench`: each benchmark measures one call of the app against a raw-SQL baseline run in the
// same process on the same data, and reports the ratio (not seconds) to bench/results/<name>.json.
// `npm run bench -- orders` (p50 and p95 at a million postings, next to their floor) and
// `npm run bench -- search-terms` (FindSearchTerms at a million terms, per filter) report milliseconds
// beside their ratios. `npm run bench -- ozon` runs only the benchmarks whose name contains "ozon". `web-weight` is no
// ratio: it weighs the JavaScript of the first screens against issue 11's budget. `start` times warm starts,
// `load` the read calls under many users at once, `team` the demo's screens under a team of 10 beside the previous release, `pnl` a year of P&L by month (issue 30), `postings-10m` the orders page at ten million postings (issue 29).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProductsBenchmark } from './findProducts.bench.js';
import { highlightsBenchmark } from './highlights.bench.js';
import { historyBenchmark } from './history.bench.js';
import { loadBenchmark } from './load.bench.js';
import { ozonClientBenchmark } from './ozonClient.bench.js';
import { pnlBenchmark } from './pnl.bench.js';
import { ordersBenchmark, type OrdersBenchmarkResult } from './orders.bench.js';
import { searchTermsBenchmark } from './searchTerms.bench.js';
import { startBenchmark } from './start.bench.js';
import { teamBenchmark } from './team.bench.js';
import { tenMillionBenchmark } from './tenMillion.bench.js';
import { webWeightBenchmark, webWeightSummary } from './webWeight.bench.js';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** A benchmark run, with its one line for the console. */
type Runner = () => Promise<{ result: { name: string }; line: string }>;
const benchmark =
  <Result extends { name: string }>(run: () => Promise<Result>, summary: (result: Result) => string): Runner =>
  async () => {
    const result = await run();
    return { result, line: summary(result) };
  };

const ratio = (result: { ratio: number }) => `${result.ratio.toFixed(2)}x the baseline`;
const p95Range = (result: OrdersBenchmarkResult) => {
  const p95s = result.cases.map((one) => one.app.p95);
  return `${result.cases.length} cases, p95 from ${Math.min(...p95s)} to ${Math.max(...p95s)} ms`;
};

const benchmarks: Record<string, Runner> = {
  'catalogue-find-products': benchmark(findProductsBenchmark, ratio),
  'ozon-client-postings': benchmark(ozonClientBenchmark, ratio),
  'web-weight': benchmark(webWeightBenchmark, webWeightSummary),
  'ml-highlights': benchmark(highlightsBenchmark, ratio),
  orders: benchmark(ordersBenchmark, p95Range),
  'search-terms': benchmark(searchTermsBenchmark, ratio),
  history: benchmark(historyBenchmark, ratio),
  start: benchmark(startBenchmark, (result) =>
    Object.values(result.ways)
      .map((way) => `${way.command} p50 ${way.p50} ms (max ${way.max})`)
      .join(', '),
  ),
  team: benchmark(teamBenchmark, (result) =>
    result.reads
      .map((read) => `${read.read} p99 ${read.current.app.p99} ms${read.current.goalHolds ? '' : ' (OVER)'}`)
      .join('; '),
  ),
  load: benchmark(loadBenchmark, (result) =>
    result.cases
      .map((one) => `${one.database} ${one.case} p99 ${one.app.p99} ms${one.goalHolds ? '' : ' (OVER)'}`)
      .join('; '),
  ),
  pnl: benchmark(
    pnlBenchmark,
    (result) => `p95 ${result.app.p95} ms, ${result.ratioP95}x the floor${result.goal.holds ? '' : ' (OVER the goal)'}`,
  ),
  'postings-10m': benchmark(tenMillionBenchmark, (result) =>
    result.cases.map((one) => `${one.case} p95 ${one.app.p95} ms${one.goalHolds ? '' : ' (OVER)'}`).join('; '),
  ),
};
const only = process.argv.slice(2);

fs.mkdirSync(resultsDir, { recursive: true });
for (const [name, run] of Object.entries(benchmarks)) {
  if (only.length && !only.some((part) => name.includes(part))) continue;
  const { result, line } = await run();
  const file = path.join(resultsDir, `${result.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${result.name}: ${line} (${path.relative(process.cwd(), file)})`);
}

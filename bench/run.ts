// `npm run bench`: each benchmark measures one call of the app against a raw-SQL baseline run in the
// same process on the same data, and reports the ratio (not seconds) to bench/results/<name>.json.
// `npm run bench -- ozon` runs only the benchmarks whose name contains "ozon".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProductsBenchmark } from './findProducts.bench.js';
import type { BenchmarkResult } from './measure.js';
import { ozonClientBenchmark } from './ozonClient.bench.js';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const benchmarks: Record<string, () => Promise<BenchmarkResult>> = {
  'catalogue-find-products': findProductsBenchmark,
  'ozon-client-postings': ozonClientBenchmark,
};
const only = process.argv.slice(2);

fs.mkdirSync(resultsDir, { recursive: true });
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only.length && !only.some((part) => name.includes(part))) continue;
  const result = await benchmark();
  const file = path.join(resultsDir, `${result.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${result.name}: ${result.ratio.toFixed(2)}x the baseline (${path.relative(process.cwd(), file)})`);
}

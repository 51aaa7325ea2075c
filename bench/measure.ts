import { performance } from 'node:perf_hooks';

export interface BenchmarkResult {
  name: string;
  description: string;
  scale: Record<string, number>;
  iterations: number;
  /** Median of the measured call divided by the median of its baseline: what the app adds. */
  ratio: number;
  baselineMedianMs: number;
  measuredMedianMs: number;
  node: string;
  measuredAt: string;
}

/** The times of `iterations` runs after a few to warm caches and JIT, shortest first. */
export async function sortedSamplesMs(run: () => Promise<unknown>, iterations: number): Promise<number[]> {
  for (let i = 0; i < Math.min(5, iterations); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

async function medianMs(run: () => Promise<unknown>, iterations: number): Promise<number> {
  const samples = await sortedSamplesMs(run, iterations);
  return samples[Math.floor(samples.length / 2)];
}

/** Runs baseline and measured call alternately in rounds so drift on the machine hits both alike. */
export async function compare(
  info: Pick<BenchmarkResult, 'name' | 'description' | 'scale' | 'iterations'>,
  baseline: () => Promise<unknown>,
  measured: () => Promise<unknown>,
): Promise<BenchmarkResult> {
  const rounds = 3;
  const per = Math.ceil(info.iterations / rounds);
  const baselines: number[] = [];
  const measures: number[] = [];
  for (let round = 0; round < rounds; round++) {
    baselines.push(await medianMs(baseline, per));
    measures.push(await medianMs(measured, per));
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const baselineMedianMs = middle(baselines);
  const measuredMedianMs = middle(measures);
  return {
    ...info,
    ratio: measuredMedianMs / baselineMedianMs,
    baselineMedianMs,
    measuredMedianMs,
    node: process.version,
    measuredAt: new Date().toISOString(),
  };
}

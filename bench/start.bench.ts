import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_BUILD_DIR } from '../scripts/builds.mjs';
import { answers, buildLikeNpmStart, ROOT } from './appProcess.js';

const PORT = Number(process.env.BENCH_START_PORT ?? 8711);
/** Issue 29: a warm start on the embedded database answers within this. */
export const GOAL_MS = 1_500;
const STARTS = Number(process.env.BENCH_STARTS ?? 15);
const FIRST_STARTS = Number(process.env.BENCH_FIRST_STARTS ?? 3);

interface Way {
  /** What is run, as a seller would type it. */
  command: string;
  startsMs: number[];
  p50: number;
  max: number;
}

export interface StartBenchmarkResult {
  name: string;
  description: string;
  goalMs: number;
  goalHolds: boolean;
  ways: Record<string, Way>;
  /**
   * Issue 33: `npm start` on a checkout with nothing built and no database (after `npm install`): the web
   * app and the server built, the database created, to the first ready answer.
   */
  firstStart: { command: string; startsMs: number[]; p50: number };
  database: string;
  node: string;
  measuredAt: string;
}

/** Stopped as Ctrl+C stops it (the whole process group: npm's child too), and its port free again. */
async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
  while (await answers(`http://127.0.0.1:${PORT}/health`)) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** From the spawn to the first 200 of /health/ready (polled every 5 ms), then stopped as Ctrl+C stops it. */
async function timedStart(command: string[], dataDir: string): Promise<number> {
  if (await answers(`http://127.0.0.1:${PORT}/health`)) throw new Error(`Port ${PORT} is taken`);
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    // No history to load: a warm start of a seller whose history is whole, not one still loading it.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', HISTORY_MONTHS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it stops what it started (npm runs the server as a child).
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      if (await answers(`http://127.0.0.1:${PORT}/health/ready`)) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error(`${command.join(' ')} did not answer in 2 min`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await stopped(child);
  }
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * A warm start: the server started again on an embedded database it has used before (demo mode, the
 * built-in sandbox), from the spawn of the command to its first ready answer. `node scripts/start.mjs`
 * is what `npm start` runs (npm adds its own start-up, measured too); the server run by tsx from its
 * TypeScript, as every start did before issue 29, is measured beside them. Starts of the three ways are
 * interleaved, so a busy moment of the machine falls on all of them.
 */
export async function startBenchmark(): Promise<StartBenchmarkResult> {
  const firstStarts: number[] = [];
  for (let round = 0; round < FIRST_STARTS; round++) {
    for (const built of ['dist', SERVER_BUILD_DIR]) fs.rmSync(path.join(ROOT, built), { recursive: true, force: true });
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-first-start-'));
    try {
      firstStarts.push(Math.round(await timedStart([process.execPath, 'scripts/start.mjs'], freshDir)));
    } finally {
      fs.rmSync(freshDir, { recursive: true, force: true });
    }
  }
  // The full-strength compression left behind when the first start was stopped: done now, as it would be.
  await buildLikeNpmStart();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-start-'));
  try {
    // The first start creates the database (initdb, migrations, the demo seller); it is not a warm one.
    await timedStart([process.execPath, 'scripts/start.mjs'], dataDir);
    const commands: Record<string, string[]> = {
      'node scripts/start.mjs': [process.execPath, 'scripts/start.mjs'],
      'npm start': ['npm', 'start', '--silent'],
      'tsx server/main.ts (from TypeScript)': [process.execPath, '--import', 'tsx', 'server/main.ts'],
    };
    const starts: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((way) => [way, []]));
    for (let round = 0; round < STARTS; round++) {
      for (const [way, command] of Object.entries(commands)) starts[way]!.push(await timedStart(command, dataDir));
    }
    const ways = Object.fromEntries(
      Object.entries(starts).map(([way, times]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms);
        return [
          way,
          { command: way, startsMs: times.map(round), p50: round(percentile(sorted, 0.5)), max: round(sorted.at(-1)!) },
        ];
      }),
    );
    return {
      name: 'start',
      description: `Warm start on the embedded database (demo mode): spawn to the first 200 of /health/ready, ${STARTS} starts of each way, interleaved`,
      goalMs: GOAL_MS,
      goalHolds: ways['node scripts/start.mjs']!.p50 < GOAL_MS,
      ways,
      firstStart: {
        command: 'node scripts/start.mjs (nothing built, no database)',
        startsMs: firstStarts,
        p50: percentile(
          [...firstStarts].sort((a, b) => a - b),
          0.5,
        ),
      },
      database: 'embedded PostgreSQL',
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'contracts/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['server/test/globalSetup.ts'],
    pool: 'forks',
    // One process runs many files: the server's modules are imported once per worker, not per file
    // (a third of the suite's time). Every file still gets a database and an app of its own.
    isolate: false,
    // Vitest's default (one worker less than the cores) is one worker on a two-core machine; the
    // files spend much of their time waiting on the sandbox and timers, so two run side by side. (Three
    // on CI's two cores, beside the e2e and then the PostgreSQL suite, took 22 minutes instead of 18.)
    maxWorkers: Math.max(2, availableParallelism()),
    // PGlite starts a PostgreSQL in WebAssembly per test file (from the global setup's migrated
    // snapshot), and scrypt is slow by design.
    // CI runs the whole suite on two cores: a test that drives the app and the sandbox (a full sync of ten
    // families) gets room there; locally a hang still shows within half a minute.
    testTimeout: process.env.CI ? 90_000 : 30_000,
    hookTimeout: process.env.CI ? 120_000 : 60_000,
  },
});

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
    pool: 'forks',
    // PGlite boots a PostgreSQL in WebAssembly per test file, and scrypt is slow by design.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

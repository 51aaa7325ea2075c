// Runs the server suite against PostgreSQL: every API test file gets a scratch database beside TEST_DATABASE_URL.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL database to run this suite, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DIALECT: 'postgres' },
});
process.exit(result.status ?? 1);

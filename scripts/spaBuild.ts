import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of the files under the given paths (0 when none exist). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    if (!fs.existsSync(entry)) continue;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestMtime(fs.readdirSync(entry).map((name) => path.join(entry, name))));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

/** The SPA needs building when dist has no index.html or a source is newer than it. */
export function spaNeedsBuild(root: string): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const sources = ['src', 'public', 'contracts', 'index.html', 'vite.config.ts', 'package-lock.json'].map((name) =>
    path.join(root, name),
  );
  return newestMtime(sources) > fs.statSync(built).mtimeMs;
}

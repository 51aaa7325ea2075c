// @ts-check
// What `npm start` builds before it serves, and when: the web app (Vite, into dist/) and the server
// (TypeScript transpiled file by file into .build/, so a start loads JavaScript instead of compiling
// TypeScript through tsx: about 0.6 s of a warm start). Plain JavaScript, because it runs before any
// TypeScript can. Each build is redone only when a source is newer than its output.
import fs from 'node:fs';
import path from 'node:path';

/** The server's output: the same paths as the sources, under this folder of the project. */
export const SERVER_BUILD_DIR = '.build';
/** The sources the server is built from (tests excluded), and the non-TypeScript files it reads beside them. */
const SERVER_SOURCES = ['server', 'sandbox', 'contracts'];
const SERVER_STAMP = 'built-at';

/** The newest modification time of the files under the given paths (0 when none exist). */
function newestMtime(paths) {
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

/** @param {string} root @param {string} output @param {string[]} sources */
function isStale(root, output, sources) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return true;
  return newestMtime(sources.map((name) => path.join(root, name))) > fs.statSync(built).mtimeMs;
}

/**
 * The SPA needs building when dist has no index.html or a source is newer than it, and when a test's
 * quickly compressed build (scripts/precompress.mjs) would be served to a seller.
 */
export function spaNeedsBuild(/** @type {string} */ root) {
  const fastBuild = fs.existsSync(path.join(root, 'dist', '.vite', 'precompressed-fast'));
  if (fastBuild && process.env.SELLER_PRECOMPRESS !== 'fast') return true;
  return isStale(root, 'dist/index.html', [
    'src',
    'public',
    'contracts',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ]);
}

/** The server needs building when .build has not been stamped or a source (or the lock file) is newer. */
export function serverNeedsBuild(/** @type {string} */ root) {
  return isStale(root, path.join(SERVER_BUILD_DIR, SERVER_STAMP), [...SERVER_SOURCES, 'package-lock.json']);
}

/** Every file under the sources, as paths relative to the root. */
function sourceFiles(/** @type {string} */ root) {
  return SERVER_SOURCES.flatMap((name) => {
    const full = path.join(root, name);
    if (!fs.statSync(full).isDirectory()) return [name];
    return fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  });
}

/**
 * Transpiles the server's TypeScript into outDir, which must lie inside the project (node_modules and
 * package.json are found above it). Not bundled: every module keeps its path, so what a module reads
 * beside itself, such as the migrations, is copied beside it. The build is stamped when it is whole.
 */
export async function buildServer(/** @type {string} */ root, outDir = path.join(root, SERVER_BUILD_DIR)) {
  const { build } = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  const files = sourceFiles(root).filter((file) => !/\.test\.ts$|[\\/]test[\\/]/.test(file));
  const modules = files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  await build({
    absWorkingDir: root,
    entryPoints: modules,
    outdir: outDir,
    outbase: '.',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Beside each module, read only when asked for (node --enable-source-maps): a start parses none.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of files.filter((file) => !file.endsWith('.ts'))) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(outDir, file));
  }
  fs.writeFileSync(path.join(outDir, SERVER_STAMP), new Date().toISOString());
}

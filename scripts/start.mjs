// @ts-check
// `npm start`: build the web app and the server when missing or stale, then serve SPA and API from one
// process running the server's JavaScript (.build/), not its TypeScript. Each step says what it does and
// how long it took: a first start on a fresh clone was two minutes of silence.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUILD_DIR, serverNeedsBuild, spaNeedsBuild } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a step, printing what it does and, when done, in how many seconds. */
async function step(/** @type {string} */ what, /** @type {() => Promise<unknown>} */ work) {
  console.log(`${what}...`);
  const started = performance.now();
  await work();
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// The strongest compression (zopfli) is half a minute of CPU: the first build compresses quickly and the
// app answers at once; the files are compressed again at full strength beside it (one thread).
// Loaded only to build: a warm start reads nothing it does not run.
const spaBuild = spaNeedsBuild(root) ? await import('./precompress.mjs') : null;
const compressLater = spaBuild !== null && !spaBuild.fastRequested();
if (spaBuild) {
  const { FAST_PRECOMPRESS_ENV } = spaBuild;
  await step('Building the web app (first start or changed sources)', async () => {
    const { build } = await import('vite');
    process.env[FAST_PRECOMPRESS_ENV] = 'fast';
    try {
      await build({ root, logLevel: 'warn' });
    } finally {
      if (compressLater) delete process.env[FAST_PRECOMPRESS_ENV];
    }
  });
}
if (serverNeedsBuild(root)) {
  await step('Building the server (first start or changed sources)', () => buildServer(root));
}
console.log('Starting the server (the database, its migrations, the Ozon connection)...');
await import(pathToFileURL(path.join(root, SERVER_BUILD_DIR, 'server', 'main.js')).href);

if (spaBuild && compressLater) {
  const started = performance.now();
  const threads = Math.max(1, Math.floor(os.availableParallelism() / 2));
  spaBuild.precompressDir(path.join(root, 'dist'), false, threads).then(
    (files) =>
      console.log(
        `The web app's ${files} files are now compressed at full strength (${((performance.now() - started) / 1000).toFixed(0)} s).`,
      ),
    (error) => console.error(`Compressing the web app at full strength failed; it is served as built: ${error}`),
  );
}

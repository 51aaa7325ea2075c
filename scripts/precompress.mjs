// @ts-check
// Build-time compression of the web app: every text file of dist/ gets a .gz and a .br beside it, at the
// strongest settings (done once per build), which @fastify/static serves as is (`preCompressed: true`).
// SELLER_PRECOMPRESS=fast (the end-to-end suite's build) trades a few per cent of size for a build
// that is about forty seconds of CPU shorter; such a dist is marked until it is compressed again at full
// strength, which `npm start` does once the app answers (scripts/start.mjs).
// Plain JavaScript (types in precompress.d.mts): scripts/start.mjs runs it before anything is compiled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

/** Text files worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Files up to this size are gzipped with zopfli: 3.4 % smaller than zlib's best, readable by every
 * browser as any gzip, and this app's first screens are counted in gzip bytes (issue 29). It is slow
 * (about 100 KB a second a core), so larger files, which no first screen loads, get zlib's best.
 */
const ZOPFLI_MAX_BYTES = 1024 * 1024;
/** One pass: fifteen make files 0.2 % smaller in three times the time. */
const ZOPFLI_ITERATIONS = 1;

/** @param {Buffer} content @returns {Promise<Buffer>} */
export function gzipBest(content) {
  return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * Zopfli on worker threads (one a core unless told): WebAssembly that would hold the build's thread for seconds.
 * @param {number} threads
 */
function zopfliThreads(threads) {
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./zopfliWorker.mjs', import.meta.url)));
  /** @type {Map<number, { resolve: (gz: Buffer) => void; reject: (error: Error) => void }>} */
  const waiting = new Map();
  for (const worker of workers)
    worker.on('message', (/** @type {{ id: number; error?: string; gz: Uint8Array }} */ { id, error, gz }) => {
      const call = /** @type {{ resolve: (gz: Buffer) => void; reject: (error: Error) => void }} */ (waiting.get(id));
      waiting.delete(id);
      if (error) call.reject(new Error(`zopfli: ${error}`));
      else call.resolve(Buffer.from(gz));
    });
  let next = 0;
  return {
    gzip: (/** @type {Buffer} */ content) =>
      /** @type {Promise<Buffer>} */ (
        new Promise((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          workers[id % workers.length]?.postMessage({ id, content, iterations: ZOPFLI_ITERATIONS });
        })
      ),
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

/** Set for a build whose compression does not matter (tests): zlib's best gzip, brotli at quality 5. */
export const FAST_PRECOMPRESS_ENV = 'SELLER_PRECOMPRESS';
/** Left in dist by a fast build (in a dot directory: never served); scripts/builds.mjs reads it too. */
export const FAST_PRECOMPRESS_MARKER = path.join('.vite', 'precompressed-fast');
const FAST_BROTLI_QUALITY = 5;

/** @returns {boolean} */
export function fastRequested() {
  return process.env[FAST_PRECOMPRESS_ENV] === 'fast';
}

/** @param {Buffer} content @returns {Promise<Buffer>} */
function brotliFast(content) {
  return brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY } });
}

/** @param {Buffer} content @returns {Promise<Buffer>} */
export function brotliBest(content) {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() ? [file] : [];
  });
}

/**
 * Writes file.gz and file.br beside every compressible file under dir; returns how many files. Each is
 * written aside and renamed into place: a server may be sending the one it replaces.
 * @param {string} dir
 * @param {boolean} [fast]
 * @param {number} [threads] zopfli's worker threads: one a core for a build, fewer beside a running app
 * @returns {Promise<number>}
 */
export async function precompressDir(dir, fast = fastRequested(), threads = Math.max(1, os.availableParallelism())) {
  // Not in dot directories such as Vite's .vite/manifest.json: they are never served.
  const served = (/** @type {string} */ file) =>
    !path
      .relative(dir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && served(file));
  const zopfli = fast ? null : zopfliThreads(threads);
  try {
    await Promise.all(
      files.map(async (file) => {
        const content = await fs.promises.readFile(file);
        const [gz, br] = await Promise.all([
          zopfli && content.length <= ZOPFLI_MAX_BYTES ? zopfli.gzip(content) : gzipBest(content),
          fast ? brotliFast(content) : brotliBest(content),
        ]);
        await Promise.all([replaceFile(`${file}.gz`, gz), replaceFile(`${file}.br`, br)]);
      }),
    );
  } finally {
    await zopfli?.close();
  }
  const marker = path.join(dir, FAST_PRECOMPRESS_MARKER);
  if (fast) {
    fs.mkdirSync(path.dirname(marker), { recursive: true });
    fs.writeFileSync(marker, `${FAST_BROTLI_QUALITY}\n`);
  } else fs.rmSync(marker, { force: true });
  return files.length;
}

/** @param {string} file @param {Buffer} content */
async function replaceFile(file, content) {
  await fs.promises.writeFile(`${file}.new`, content);
  await fs.promises.rename(`${file}.new`, file);
}

/**
 * Vite plugin: precompresses the output directory once the build has written it (public files included).
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  return {
    name: 'seller:precompress',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}

// Build-time compression of the web app: every text file of dist/ gets a .gz and a .br beside it, at the
// strongest settings (done once per build), which @fastify/static serves as is (`preCompressed: true`).
// SELLER_PRECOMPRESS=fast (the end-to-end suite's build) trades a few per cent of size for a build
// that is about forty seconds of CPU shorter; such a dist is marked, and `npm start` rebuilds it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

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

export function gzipBest(content: Buffer): Promise<Buffer> {
  return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** Zopfli on worker threads, one a core: WebAssembly that would hold the build's thread for seconds. */
function zopfliThreads() {
  const workers = Array.from(
    { length: Math.max(1, os.availableParallelism()) },
    () => new Worker(new URL('./zopfliWorker.mjs', import.meta.url)),
  );
  const waiting = new Map<number, { resolve: (gz: Buffer) => void; reject: (error: Error) => void }>();
  for (const worker of workers)
    worker.on('message', ({ id, error, gz }: { id: number; error?: string; gz: Uint8Array }) => {
      const call = waiting.get(id)!;
      waiting.delete(id);
      if (error) call.reject(new Error(`zopfli: ${error}`));
      else call.resolve(Buffer.from(gz));
    });
  let next = 0;
  return {
    gzip: (content: Buffer) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, content, iterations: ZOPFLI_ITERATIONS });
      }),
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

/** Set for a build whose compression does not matter (tests): zlib's best gzip, brotli at quality 5. */
export const FAST_PRECOMPRESS_ENV = 'SELLER_PRECOMPRESS';
/** Left in dist by a fast build (in a dot directory: never served); scripts/builds.mjs reads it too. */
export const FAST_PRECOMPRESS_MARKER = path.join('.vite', 'precompressed-fast');
const FAST_BROTLI_QUALITY = 5;

function fastRequested(): boolean {
  return process.env[FAST_PRECOMPRESS_ENV] === 'fast';
}

function brotliFast(content: Buffer): Promise<Buffer> {
  return brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY } });
}

export function brotliBest(content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() ? [file] : [];
  });
}

/** Writes file.gz and file.br beside every compressible file under dir; returns how many files. */
export async function precompressDir(dir: string, fast = fastRequested()): Promise<number> {
  // Not in dot directories such as Vite's .vite/manifest.json: they are never served.
  const served = (file: string) =>
    !path
      .relative(dir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && served(file));
  const zopfli = fast ? null : zopfliThreads();
  try {
    await Promise.all(
      files.map(async (file) => {
        const content = await fs.promises.readFile(file);
        const [gz, br] = await Promise.all([
          zopfli && content.length <= ZOPFLI_MAX_BYTES ? zopfli.gzip(content) : gzipBest(content),
          fast ? brotliFast(content) : brotliBest(content),
        ]);
        await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
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

/** Vite plugin: precompresses the output directory once the build has written it (public files included). */
export function precompress(): Plugin {
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

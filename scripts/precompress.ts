// Build-time compression of the web app: every text file of dist/ gets a .gz and a .br beside it, at the
// strongest settings (done once per build), which @fastify/static serves as is (`preCompressed: true`).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export function gzipBest(content: Buffer): Promise<Buffer> {
  return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
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
export async function precompressDir(dir: string): Promise<number> {
  // Not in dot directories such as Vite's .vite/manifest.json: they are never served.
  const served = (file: string) =>
    !path
      .relative(dir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && served(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file);
      const [gz, br] = await Promise.all([gzipBest(content), brotliBest(content)]);
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
    }),
  );
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

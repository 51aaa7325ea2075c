import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';
import { brotliBest, gzipBest } from '../scripts/precompress.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Issue 11: the JavaScript a first screen needs, gzipped, stays under this. */
export const BUDGET_GZIP_BYTES = 250_000;

/**
 * The first screens, by the route files they render (besides the root route, which is not split and
 * lives in the entry). A route's screen is the chunk TanStack Router's autoCodeSplitting cut from it.
 */
const PAGES: Record<string, { url: string; routes: string[] }> = {
  login: { url: '/auth/login', routes: ['src/routes/auth/login.tsx'] },
  overview: { url: '/', routes: ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'] },
};

interface FileWeight {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface PageWeight extends Omit<FileWeight, 'file'> {
  url: string;
  chunks: number;
  budgetHolds: boolean;
  files: FileWeight[];
}

export interface WebWeightResult {
  name: string;
  description: string;
  budgetGzipBytes: number;
  budgetHolds: boolean;
  pages: Record<string, PageWeight>;
  node: string;
  measuredAt: string;
}

/** Every chunk the given manifest entries load before they run: themselves and their static imports. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** The file's size as sent: the .gz and .br the build stored beside it, else compressed the same way here. */
async function weigh(distDir: string, file: string): Promise<FileWeight> {
  const full = path.join(distDir, file);
  const content = fs.readFileSync(full);
  const stored = async (suffix: string, compress: (content: Buffer) => Promise<Buffer>) =>
    fs.existsSync(full + suffix) ? fs.statSync(full + suffix).size : (await compress(content)).length;
  return {
    file,
    rawBytes: content.length,
    gzipBytes: await stored('.gz', gzipBest),
    brotliBytes: await stored('.br', brotliBest),
  };
}

async function weighPage(distDir: string, manifest: Manifest, page: { url: string; routes: string[] }) {
  const keys = ['index.html'];
  for (const route of page.routes) {
    const key = `${route}?tsr-split=component`;
    if (!manifest[key]) throw new Error(`No chunk for ${route} in the manifest: was the route renamed?`);
    keys.push(key);
  }
  const files = await Promise.all(staticClosure(manifest, keys).map((file) => weigh(distDir, file)));
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (pick: (file: FileWeight) => number) => files.reduce((total, file) => total + pick(file), 0);
  const gzipBytes = sum((file) => file.gzipBytes);
  return {
    url: page.url,
    chunks: files.length,
    rawBytes: sum((file) => file.rawBytes),
    gzipBytes,
    brotliBytes: sum((file) => file.brotliBytes),
    budgetHolds: gzipBytes <= BUDGET_GZIP_BYTES,
    files,
  };
}

/**
 * What the login page and the overview (the first screen after login) download in JavaScript before
 * they show: the entry and the route chunks with their static imports, read from Vite's manifest of a
 * production build of the current sources (made in a temporary directory, so dist/ is left alone;
 * WEB_WEIGHT_DIST=<dir> measures a build made with `--manifest` instead). Chunks a screen loads
 * later with import() (exports, dialogs, the calendar) are not counted, nor is the HTML.
 */
export async function webWeightBenchmark(): Promise<WebWeightResult> {
  let distDir = process.env.WEB_WEIGHT_DIST;
  let scratch: string | undefined;
  if (!distDir) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-web-weight-'));
    distDir = scratch;
    await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true, manifest: true } });
  }
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const pages: Record<string, PageWeight> = {};
    for (const [name, page] of Object.entries(PAGES)) pages[name] = await weighPage(distDir, manifest, page);
    return {
      name: 'web-weight',
      description: `JavaScript of the login page and the overview (${Object.values(PAGES)
        .map((page) => page.url)
        .join(', ')}) before they show: raw, gzip and brotli bytes as served, against a gzip budget`,
      budgetGzipBytes: BUDGET_GZIP_BYTES,
      budgetHolds: Object.values(pages).every((page) => page.budgetHolds),
      pages,
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** One line for the console: each page's gzipped JavaScript against the budget. */
export function webWeightSummary(result: WebWeightResult): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const pages = Object.entries(result.pages).map(
    ([name, page]) => `${name} ${kb(page.gzipBytes)} in ${page.chunks} chunks${page.budgetHolds ? '' : ' (OVER)'}`,
  );
  return `${pages.join(', ')} of gzipped JS; budget ${kb(result.budgetGzipBytes)} ${result.budgetHolds ? 'holds' : 'EXCEEDED'}`;
}

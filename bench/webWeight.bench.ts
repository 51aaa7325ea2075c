import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { buildLikeNpmStart, startApp, stopApp } from './appProcess.js';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 8731);
const BASE = `http://127.0.0.1:${PORT}`;
const SELLER = { login: 'weigher', password: 'web-weight-2026' };

/** Issue 29: what Chromium transfers for each first screen (gzip, cold cache) stays under this. */
export const BUDGET_BYTES = 250_000;

/** A resource as Chromium transferred it: the bytes on the wire (headers included), its type and encoding. */
interface Transfer {
  url: string;
  type: string;
  encoding: string | null;
  bytes: number;
  /** Asked for before the screen showed. */
  beforeShown: boolean;
}

interface Weight {
  bytes: number;
  byType: Record<string, number>;
}

export interface PageWeight {
  url: string;
  /** What was transferred until the screen showed: the budget's measure. */
  shown: Weight;
  /** Everything the screen loaded until the network was quiet (charts, later tiles, prefetches). */
  settled: Weight;
  /** The same screen with the encoding Chromium asks for by itself (brotli), settled. */
  settledAsNegotiatedBytes: number;
  budgetHolds: boolean;
  resources: Transfer[];
}

export interface WebWeightResult {
  name: string;
  description: string;
  budgetBytes: number;
  budgetHolds: boolean;
  pages: Record<string, PageWeight>;
  browser: string;
  node: string;
  measuredAt: string;
}

const weightOf = (transfers: Transfer[]): Weight => {
  const byType: Record<string, number> = {};
  for (const transfer of transfers) byType[transfer.type] = (byType[transfer.type] ?? 0) + transfer.bytes;
  return { bytes: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0), byType };
};

/**
 * Opens the URL in a new page with the cache off, waits until the screen shows, then until the network
 * is quiet, and returns every response Chromium received with its transferred size (CDP's
 * encodedDataLength), each marked by whether it was asked for before the screen showed: its start in
 * the page's Resource Timing against the page's clock at the first frame that held the screen's text.
 */
async function transfers(context: BrowserContext, url: string, screen: Screen, gzipOnly: boolean) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The budget is gzip's; Chromium would ask for brotli too, which the server also has.
  if (gzipOnly) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const requests = new Map<string, { url: string; type: string; encoding: string | null }>();
  const finished: Omit<Transfer, 'beforeShown'>[] = [];
  cdp.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', encoding: null }),
  );
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), value]),
      );
      request.encoding = (headers['content-encoding'] as string | undefined) ?? null;
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) finished.push({ ...request, bytes: event.encodedDataLength });
  });
  await page.goto(BASE + url, { waitUntil: 'commit' });
  // Checked on every frame: the first one holding the screen's text is when it showed.
  const shownAt = await page.waitForFunction(
    (text) => (document.body?.textContent?.includes(text) ? performance.now() : false),
    screen.text,
    { polling: 'raf', timeout: 60_000 },
  );
  const shown = (await shownAt.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  );
  await page.close();
  // The document itself and anything asked for before the frame that showed the screen.
  const startOf = new Map(started.map((entry) => [entry.url, entry.startTime]));
  return finished
    .map((transfer) => ({
      ...transfer,
      url: transfer.url.replace(BASE, ''),
      beforeShown: (startOf.get(transfer.url) ?? 0) <= shown,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The app as `npm start` runs it on a fresh embedded database in demo mode, without a history to load. */
const startServer = (dataDir: string) =>
  startApp(PORT, {
    DATA_DIR: dataDir,
    SELLER_ADMIN_LOGIN: SELLER.login,
    SELLER_ADMIN_PASSWORD: SELLER.password,
    HISTORY_MONTHS: '0',
  });

/** A screen, and a text it shows once it has: the login form's title, the overview's first tiles. */
interface Screen {
  url: string;
  text: string;
}
const LOGIN: Screen = { url: '/auth/login', text: 'Войти' };
const OVERVIEW: Screen = { url: '/', text: 'Заказы за 7 дней' };

async function weigh(browser: Browser, screen: Screen, storageState?: string) {
  const measured = async (gzipOnly: boolean) => {
    const context = await browser.newContext({ locale: 'ru-RU', storageState });
    try {
      return await transfers(context, screen.url, screen, gzipOnly);
    } finally {
      await context.close();
    }
  };
  const resources = await measured(true);
  const negotiated = await measured(false);
  const shownWeight = weightOf(resources.filter((resource) => resource.beforeShown));
  return {
    url: screen.url,
    shown: shownWeight,
    settled: weightOf(resources),
    settledAsNegotiatedBytes: weightOf(negotiated).bytes,
    budgetHolds: shownWeight.bytes <= BUDGET_BYTES,
    resources,
  };
}

/**
 * What Chromium transfers for the login page and for the overview after login: a cold cache (a new
 * context, the cache off), gzip asked for as the budget says (and, beside it, what Chromium's own
 * encodings come to), from the app started as `npm start` runs it. Every response counts: the
 * document, scripts, styles, the message catalogue, fonts, images and the API's answers. The overview is
 * opened by a seller already signed in (their session in the browser's storage), as after login.
 */
export async function webWeightBenchmark(): Promise<WebWeightResult> {
  await buildLikeNpmStart();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-web-weight-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const login = await weigh(browser, LOGIN);
    // Signed in once, as a seller would, for the session the overview is opened with.
    const signing = await browser.newContext({ locale: 'ru-RU' });
    const page = await signing.newPage();
    await page.goto(`${BASE}/auth/login`);
    await page.getByRole('textbox', { name: /^Логин/ }).fill(SELLER.login);
    await page.getByRole('textbox', { name: /^Пароль/ }).fill(SELLER.password);
    await page.keyboard.press('Enter');
    await page.getByText(OVERVIEW.text).waitFor();
    const session = path.join(dataDir, 'browser-session.json');
    await signing.storageState({ path: session });
    await signing.close();
    const overview = await weigh(browser, OVERVIEW, session);
    const pages = { login, overview };
    return {
      name: 'web-weight',
      description:
        'Bytes Chromium transferred for the login page and the overview after login (cold cache, gzip): until the screen showed (the budget) and until the network was quiet',
      budgetBytes: BUDGET_BYTES,
      budgetHolds: Object.values(pages).every((one) => one.budgetHolds),
      pages,
      browser: browser.version(),
      node: process.version,
      measuredAt: new Date().toISOString(),
    };
  } finally {
    await browser.close();
    await stopApp(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line for the console: each page until shown and settled, against the budget. */
export function webWeightSummary(result: WebWeightResult): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const pages = Object.entries(result.pages).map(
    ([name, page]) =>
      `${name} ${kb(page.shown.bytes)} until shown, ${kb(page.settled.bytes)} settled${page.budgetHolds ? '' : ' (OVER)'}`,
  );
  return `${pages.join(', ')}, gzip as Chromium transferred it; budget ${kb(result.budgetBytes)} ${result.budgetHolds ? 'holds' : 'EXCEEDED'}`;
}

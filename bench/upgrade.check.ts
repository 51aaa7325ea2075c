// `npm run check:upgrade` (issue 55): a data directory of the previous release (PGlite) moves into the
// embedded PostgreSQL on the first start of this one, and answers as before. The previous release is
// started on its demo (its year of history, everything synced), given a robot's task, changed alert
// rules and a second user; 20 read calls are recorded. Then this release starts on its directory and
// is killed (-9, with its database server) in the middle of the move; it starts again,
// the move goes through, and the 20 calls must answer as they did, signed in as either user.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sellerCalendar } from '../contracts/sellerCalendar.js';
import { readPostmasterPid } from '../server/db/embedded/postmasterPid.js';
import { CLUSTER_DIR } from '../server/db/embedded/embeddedServer.js';
import { PGLITE_DIR } from '../server/db/embedded/moveFromPglite.js';
import { buildLikeNpmStart, ROOT, startApp, stopApp } from './appProcess.js';
import { demoCall, startSyncedDemo } from './demoCalls.js';
import { previousCheckout } from './previousRelease.js';

const PORT = 8741;
const ADMIN = { Login: 'owner', Password: 'owner-password-2026' };
const ANALYST = { Login: 'analyst', Password: 'analyst-password-2026' };
const calendar = sellerCalendar('Europe/Moscow');
const today = calendar.dayOf(new Date());

const call = <T>(url: string, token: string | null, body?: object) => demoCall<T>(PORT, url, token, body);
const login = async (who: typeof ADMIN) => (await call<{ AccessToken: string }>('/Token/Login', null, who)).AccessToken;

/** The 20 reads compared: the screens' calls with their defaults, and the settings the seller made. */
const READS: [url: string, body?: object][] = [
  [
    '/v1/OzonSalesOrder/FindSalesOzonOrders',
    { DateFrom: `${calendar.addDays(today, -90)}T00:00:00Z`, GatherSummary: true, Count: 100 },
  ],
  ['/v1/OzonSalesOrder/FindSalesOzonOrders', { Statuses: [3], GatherSummary: true, Count: 50, Offset: 50 }],
  ['/v1/Report/GetLatestSalesReport?days=90'],
  ['/v1/Operation/FindOzonOperations', { DateFrom: calendar.addDays(today, -30), DateTo: today, Count: 100 }],
  [
    '/v1/Operation/GetReconciliationReport',
    { DateFrom: calendar.addDays(today, -60), DateTo: calendar.addDays(today, -1) },
  ],
  ['/v1/OzonSalesOrder/GetReturnReport', {}],
  ['/v1/OzonSalesOrder/GetReturnPackageReport', {}],
  ['/v1/Product/FindProducts', { Count: 100 }],
  ['/v1/Product/FindProductPackages', { Count: 100 }],
  ['/v1/OzonProduct/FindOzonProducts', { Count: 100 }],
  ['/v1/SearchTerm/FindSearchTerms', { Count: 50 }],
  ['/v1/Report/GetOzonStockStarvationReport', {}],
  ['/v1/Report/GetOzonClusterSalesReport', {}],
  [
    '/v1/ProfitAndLoss/GetProfitAndLoss',
    { DateFrom: calendar.addDays(today, -365), DateTo: calendar.addDays(today, -1), Columns: 'Months' },
  ],
  ['/v1/Warehouse/GetOzonWarehouses', {}],
  ['/v1/PackageType/GetPackageTypes'],
  ['/v1/OzonSupplyOrder/FindOzonSupplyOrders', { Count: 100 }],
  ['/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTasks', {}],
  ['/v1/Notification/GetRules'],
  ['/v1/History/GetOzonHistoryCoverage'],
];

/**
 * The previous release listed a supply order's items of one name in the order they lay on disk (this
 * one by SKU after the name): both are compared in that order.
 */
function inStableOrder(url: string, answer: unknown): unknown {
  if (url !== '/v1/OzonSupplyOrder/FindOzonSupplyOrders') return answer;
  type Item = { SupplyID: number; Name: string; Sku: number };
  const page = answer as { Items: { OrderItems: Item[] }[] };
  for (const order of page.Items)
    order.OrderItems.sort(
      (a, b) => a.SupplyID - b.SupplyID || (a.Name < b.Name ? -1 : a.Name > b.Name ? 1 : a.Sku - b.Sku),
    );
  return page;
}

async function readAll(token: string): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const [url, body] of READS) answers.push(inStableOrder(url, await call(url, token, body)));
  return answers;
}

/** The previous release's demo, with what a seller's team adds to it; its 20 answers. */
async function previousInstall(root: string, dataDir: string): Promise<unknown[]> {
  const { server, token } = await startSyncedDemo(PORT, root, dataDir, ADMIN);
  try {
    const warehouses = await call<{ ID: number }[]>('/v1/Warehouse/GetOzonWarehouses', token, {});
    const packages = await call<{ Items: { ID: number }[] }>('/v1/Product/FindProductPackages', token, { Count: 2 });
    await call('/v1/OzonSupplyOrder/AddOzonSupplyRegistrationTask', token, {
      Products: { [packages.Items[0]!.ID]: 12, [packages.Items[1]!.ID]: 4 },
      Enabled: false,
      MinDate: calendar.addDays(today, 5),
      MaxDate: calendar.addDays(today, 12),
      TargetWarehouseID: warehouses[0]!.ID,
      DropOffWarehouseIDs: [warehouses[1]!.ID],
    });
    const rules = await call<{ Threshold: number; Enabled: boolean }[]>('/v1/Notification/GetRules', token);
    await call('/v1/Notification/SaveRules', token, {
      // The first rule switched, every threshold that has room one lower.
      Rules: rules.map((rule, index) => ({
        ...rule,
        Enabled: index === 0 ? !rule.Enabled : rule.Enabled,
        Threshold: rule.Threshold > 1 ? rule.Threshold - 1 : rule.Threshold,
      })),
    });
    return await readAll(token);
  } finally {
    await stopApp(server);
    execFileSync('npm', ['run', '--silent', 'user', '--', 'add', ANALYST.Login, '--password', ANALYST.Password], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'inherit',
    });
  }
}

/** This release on the directory, killed -9 with its database server once the move has begun. */
async function killedMidMove(dataDir: string): Promise<void> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Under way: five tables copied, the rest not yet.
      if ((output.match(/^ {2}\w+: \d+ rows$/gm) ?? []).length >= 5) resolve();
    });
    child.once('exit', () => reject(new Error(`the app ended before the move began:\n${output}`)));
  });
  const postmaster = readPostmasterPid(path.join(dataDir, CLUSTER_DIR));
  child.kill('SIGKILL');
  if (postmaster) process.kill(postmaster.pid, 'SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  console.log(`  killed -9 in the middle of the move:\n${output.trim().split('\n').slice(-3).join('\n')}`);
  if (!fs.existsSync(path.join(dataDir, PGLITE_DIR))) throw new Error('the PGlite directory is gone after the kill');
}

/** Where two answers first part, as a path and both values. */
function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)} before, ${JSON.stringify(b)} now`;
}

/** A user's own settings (each user sets his alerts): compared for the user who made them only. */
const OWN_SETTINGS = new Set(['/v1/Notification/GetRules']);

function compare(before: unknown[], after: unknown[], who: string, ownToo: boolean): void {
  const differing = READS.map(([url], index) => ({
    url,
    where: !ownToo && OWN_SETTINGS.has(url) ? null : firstDifference(before[index], after[index]),
  })).filter((read) => read.where !== null);
  if (differing.length)
    throw new Error(
      `${who}: ${differing.length} of ${READS.length} reads answer otherwise: ` +
        differing.map((read) => `${read.url} (${read.where})`).join('; '),
    );
  console.log(`  ${who}: the ${ownToo ? READS.length : READS.length - OWN_SETTINGS.size} reads answer as before`);
}

async function main(): Promise<void> {
  await buildLikeNpmStart();
  const root = previousCheckout();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-upgrade-'));
  try {
    console.log('  the previous release on its demo');
    const before = await previousInstall(root, dataDir);
    await killedMidMove(dataDir);
    const server = await startApp(PORT, { DATA_DIR: dataDir });
    try {
      const kept = fs
        .readdirSync(dataDir)
        .filter((name) => name.startsWith(`${PGLITE_DIR}-`) || name.startsWith('pglite-'));
      console.log(`  moved; the PGlite directory kept as ${kept.join(', ')}`);
      compare(before, await readAll(await login(ADMIN)), ADMIN.Login, true);
      compare(before, await readAll(await login(ANALYST)), ANALYST.Login, false);
    } finally {
      await stopApp(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_USER } from '../playwright.config.js';

/** The Russian catalogue the interface shows by default. */
export const ru = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../public/i18n/ru.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

/** A message of the Russian catalogue, with `{name}` placeholders filled in. */
export function t(id: string, values: Record<string, string | number> = {}): string {
  const text = ru[id];
  if (text === undefined) throw new Error(`No message ${id} in public/i18n/ru.json`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * Saves the whole page to e2e/screenshots/<name>.png (git-ignored), for a person to look at. CI's clean
 * clone is thrown away with them, so there they are taken only when E2E_SCREENSHOTS=1 asks.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** A short suffix that keeps the records of one run apart from those of the other tests. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the address bar shows the path (trailing slashes aside). */
export async function expectPath(page: Page, expected: string): Promise<void> {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  await expect.poll(() => trim(pathnameOf(page)), { message: `pathname should be ${expected}` }).toBe(trim(expected));
}

/** Fills the login form that is on the screen and sends it. */
export async function submitLogin(page: Page, password = E2E_USER.password): Promise<void> {
  await page.getByLabel(t('login.login')).fill(E2E_USER.login);
  await page.getByLabel(t('login.password')).fill(password);
  await page.getByRole('button', { name: t('login.submit') }).click();
}

/** Logs in through the login screen as a user does, starting from `path`, and waits for the shell. */
export async function logIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
  await submitLogin(page);
  // Past the login screen, in the shell: the top bar is there at any width (on a phone the menu
  // waits, folded, behind its button), and the screen has its title.
  await expect.poll(() => pathnameOf(page)).not.toBe('/auth/login');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: t('menu.ariaLabel') });
}

/** The data rows of a grid (the header row holds column headers, not cells). */
export function dataRows(grid: Locator): Locator {
  return grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell') });
}

/**
 * A bearer token for API calls made to set up a test. One login serves a minute of set-up: the server
 * allows 30 logins a minute from one address, and the suite's own logins through the screen count too.
 */
let cachedToken: { token: string; until: number } | null = null;
export async function apiToken(request: APIRequestContext): Promise<string> {
  if (cachedToken && cachedToken.until > Date.now()) return cachedToken.token;
  const response = await request.post('/Token/Login', {
    data: { Login: E2E_USER.login, Password: E2E_USER.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = ((await response.json()) as { AccessToken: string }).AccessToken;
  cachedToken = { token, until: Date.now() + 60_000 };
  return token;
}

/** Adds products through the API; returns their ids in order. */
export async function addProducts(request: APIRequestContext, names: string[]): Promise<number[]> {
  const token = await apiToken(request);
  const ids: number[] = [];
  for (const Name of names) {
    const response = await request.post('/v1/Product/AddProduct', {
      data: { Name, StockAmount: 1 },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    ids.push((await response.json()) as number);
  }
  return ids;
}

/** Adds a package to a product through the API; returns its id. */
export async function addPackage(request: APIRequestContext, productId: number, name: string): Promise<number> {
  const token = await apiToken(request);
  const response = await request.post('/v1/Product/AddProductPackage', {
    data: { Name: name, ProductID: productId },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { ID: number }).ID;
}

/** The two screens sellers use: an office monitor and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The element lies inside the window, without scrolling sideways (a row's actions, a toolbar's buttons). */
export async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const width = page.viewportSize()!.width;
  // A panel sliding in moves its content for a moment: judge where it comes to rest.
  await expect
    .poll(async () => {
      const moving = (await element.boundingBox())!;
      return moving.x >= 0 && moving.x + moving.width <= width;
    })
    .toBe(true)
    .catch(() => undefined);
  const box = (await element.boundingBox())!;
  expect(box.x, 'starts inside the window').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends inside the window').toBeLessThanOrEqual(width);
}

/**
 * Every column header of the grid is readable: its title shows in full, or hovering it brings a
 * tooltip with the whole name (the column's description).
 */
export async function expectHeadersReadable(grid: Locator): Promise<void> {
  const page = grid.page();
  const headers = grid.getByRole('columnheader');
  const count = await headers.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const header = headers.nth(index);
    const title = header.locator('.MuiDataGrid-columnHeaderTitle');
    if ((await title.count()) === 0) continue; // checkbox and icon-only columns name themselves by aria-label
    const cut = await title.evaluate(
      (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
    );
    if (!cut) continue;
    await header.scrollIntoViewIfNeeded();
    await title.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip, `tooltip of the header «${await title.innerText()}»`).toBeVisible();
    expect((await tooltip.innerText()).length).toBeGreaterThan((await title.innerText()).replace('…', '').length - 1);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
  }
}

/** Runs a command of the API as set-up (an import), waiting for it to finish. */
export async function callCommand(request: APIRequestContext, path: string): Promise<void> {
  const token = await apiToken(request);
  const response = await request.post(path, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
    timeout: 60_000,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

import { expect, test, type Page } from '@playwright/test';
import { callCommand, dataRows, logIn, screenshot, t } from './helpers.js';

test.setTimeout(120_000);
test.use({ viewport: { width: 1440, height: 900 } });

/** A day as the screen's URL takes it, `days` before today. */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The number a figure of the summary strip shows, as a plain number. */
async function figure(page: Page, labelId: string): Promise<number> {
  const strip = page.getByRole('region', { name: t('salesOrder.summary.title') });
  const text = await strip
    .getByRole('group', { name: t(labelId), exact: true })
    .locator('[data-value]')
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test('orders filtered by status and cluster change the summary, and the filtered set exports', async ({
  page,
  request,
}) => {
  const from = dayBefore(7);
  const to = dayBefore(0);
  await callCommand(request, '/v1/Warehouse/ImportOzonWarehouses');
  await callCommand(request, `/v1/Posting/ImportOzonFboPostings?dateFrom=${from}&dateTo=${to}`);
  await callCommand(request, `/v1/Posting/ImportOzonFbsPostings?dateFrom=${from}&dateTo=${to}`);

  await logIn(page, `/ozon/salesOrders?from=${from}&to=${to}`);
  const grid = page.getByRole('grid', { name: t('menu.seller.salesOrders') });
  await expect(dataRows(grid).first()).toBeVisible();
  const all = await figure(page, 'salesOrder.summary.orders');
  expect(all).toBeGreaterThan(0);

  // Delivered only: fewer orders, every row delivered.
  await page.getByLabel(t('salesOrder.filter.statuses')).click();
  await page.getByRole('option', { name: t('salesOrder.status.3') }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => figure(page, 'salesOrder.summary.orders')).toBeLessThan(all);
  const delivered = await figure(page, 'salesOrder.summary.orders');
  expect(delivered).toBeGreaterThan(0);
  for (const status of await dataRows(grid).locator('[data-field="Status"]').allInnerTexts()) {
    expect(status).toContain(t('salesOrder.status.3'));
  }

  // And delivered to one buyers' cluster: fewer again, the chips say which filters are on.
  await page.getByLabel(t('salesOrder.filter.clusters')).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect.poll(() => figure(page, 'salesOrder.summary.orders')).toBeLessThan(delivered);
  const chips = page.getByRole('group', { name: t('grid.activeFilters') });
  await expect(chips).toContainText(t('salesOrder.filter.statuses'));
  await expect(chips).toContainText(t('salesOrder.filter.clusters'));
  await screenshot(page, 'sales-orders-filtered');

  // The filtered set as a file: one line per order under the filters, plus the header.
  const filtered = await figure(page, 'salesOrder.summary.orders');
  await page.getByRole('button', { name: t('grid.export') }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('grid.export.csv') }).click();
  const file = await (await downloading).path();
  const lines = (await import('node:fs')).readFileSync(file!, 'utf8').split(/\r?\n/).filter(Boolean);
  expect(lines).toHaveLength(1 + filtered);
});

import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { warehouseLoadKind } from '../sandbox/world/supplyWarehouseLoad.js';
import { World } from '../sandbox/world/world.js';
import { callCommand, dataRows, logIn, screenshot, t } from './helpers.js';

/**
 * FBO supplies from the seller's side, against the demo sandbox: the cluster report decides what to
 * ship, its rows become a registration task, the robot books the slot; the stock starvation report
 * is read and exported.
 */
test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

// The demo sandbox's seller (default seed, first cabinet): a cluster whose only storage warehouse is
// open takes every draft whole, so the booking does not depend on Ozon's scoring of the day.
const world = new World({ clientId: '100000', apiKey: 'demo' }, { seed: 20261, scale: 1, now: new Date() });
const cluster = world.clusters.find(
  (candidate) =>
    candidate.warehouses.length === 1 &&
    candidate.warehouses[0]!.acceptsSupplies &&
    candidate.warehouses[0]!.type === 'FULL_FILLMENT' &&
    warehouseLoadKind(world, candidate.warehouses[0]!) === 'open',
)!;

test.beforeAll(async ({ request }) => {
  await callCommand(request, '/v1/Warehouse/ImportOzonWarehouses');
  await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
  await callCommand(request, '/v1/OzonProduct/ImportOzonProductStocks');
  await callCommand(request, '/v1/Posting/ImportOzonFboPostings');
  await callCommand(request, '/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');
});

test('the cluster report becomes a registration task, and the robot books its slot', async ({ page }) => {
  await logIn(page, '/ozon/cluster-sales-report');
  const grid = page.getByRole('grid', { name: t('menu.marketplace.clusterSales') });
  await page.getByLabel(t('clusterReport.param.clusters')).click();
  await page.getByRole('option', { name: cluster.name, exact: true }).click();
  await page.keyboard.press('Escape');
  const header = dataRows(grid)
    .filter({ hasText: t('supplyPlanning.availability.Open') })
    .first();
  await expect(header).toContainText(cluster.name);
  const rows = dataRows(grid).filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(1)).toBeVisible();
  const names = [
    await rows.nth(0).locator('[data-field="Name"]').innerText(),
    await rows.nth(1).locator('[data-field="Name"]').innerText(),
  ];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await screenshot(page, 'cluster-report-selected');

  await page.getByRole('button', { name: t('clusterReport.createTask') }).click();
  const form = page.getByRole('dialog', { name: t('supplyTask.add') });
  const quantities = form.getByRole('group', { name: t('supplyTask.quantities') });
  for (const name of names) await expect(quantities).toContainText(name.replace(/…$/, '').slice(0, 20));
  await expect(form.getByLabel(t('supplyTask.fields.TargetWarehouseID'))).toHaveValue(cluster.warehouses[0]!.name);
  await screenshot(page, 'supply-task-form');
  await form.getByRole('button', { name: t('common.save') }).click();
  await expect(form).toBeHidden();

  // The task opens on the tasks screen; the robot runs it (ended tasks shown too, so it stays in view).
  await expect.poll(() => new URL(page.url()).pathname).toBe('/ozon/supplyRegistrationTask');
  const panel = page.getByRole('region', { name: t('supplyTask.details.title') });
  await expect(panel).toContainText(cluster.warehouses[0]!.name);
  await panel.getByRole('button', { name: t('common.close') }).click();
  await expect(panel).toBeHidden();
  // The toggle lives in the address: it shows checked once the navigation is through.
  const showFinished = page.getByRole('checkbox', { name: t('supplyTask.filter.finished') });
  await showFinished.click();
  await expect(showFinished).toBeChecked();
  const tasks = page.getByRole('grid', { name: t('menu.marketplace.supplyRegistration') });
  const task = dataRows(tasks).first();
  const result = page.getByRole('dialog', { name: t('sync.result.registrationRunTitle') });
  // The robot is run as a seller would: its result, and again if the click joined a run (scheduled, every
  // 2 minutes) that had taken the task before this one could: the booking then goes on in the next run.
  await expect(async () => {
    await page.getByRole('button', { name: t('supplyTask.runRobot') }).click();
    await expect(result.getByRole('row', { name: new RegExp(`^${t('sync.result.tasksBooked')} [01]$`) })).toBeVisible({
      timeout: 90_000,
    });
    await result.getByRole('button', { name: t('common.close') }).click();
    await expect(result).toBeHidden();
    await expect(task.locator('[data-field="State"]')).toHaveText(t('supplyTask.state.finished'), { timeout: 5_000 });
  }).toPass({ timeout: 200_000 });
  await expect(task.locator('[data-field="LastOutcome"]')).toHaveText(t('supplyTask.outcome.Booked'));
  const booking = await task.locator('[data-field="Booking"]').innerText();
  const order = /\d{6,}/.exec(booking)![0];
  await screenshot(page, 'supply-task-booked');

  // Its run log, and the supply order the next sync brings.
  await task.click();
  await expect(panel.getByRole('table', { name: t('supplyTask.details.runLog') })).toContainText(order);
  await page.keyboard.press('Escape');
  await page.goto('/ozon/supplyOrder');
  await page.getByRole('button', { name: t('supplyOrder.import') }).click();
  await expect(page.getByText(t('supplyOrder.imported'))).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.close') })
    .click();
  const orders = page.getByRole('grid', { name: t('menu.marketplace.supplies') });
  const booked = dataRows(orders).filter({ hasText: cluster.warehouses[0]!.name }).first();
  await expect(booked.locator('[data-field="State"]')).toHaveText(t('supplyOrder.state.1'));
  await booked.click();
  const details = page.getByRole('region', { name: t('supplyOrder.details.title') });
  await expect(details.getByRole('table', { name: t('supplyOrder.details.items') }).getByRole('row')).toHaveCount(3);
  // The whole panel is on the screen once it has slid in.
  await expect(details).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'supply-order-details');
});

test('the stock starvation report shows what runs out first and exports it', async ({ page }) => {
  await logIn(page, '/ozon/stock-starvation-report');
  const grid = page.getByRole('grid', { name: t('menu.marketplace.stockShortage') });
  await expect(dataRows(grid).first()).toBeVisible();
  const days = await dataRows(grid).locator('[data-field="ShipmentDays"]').allInnerTexts();
  const numbers = days.filter((text) => text !== '—').map((text) => Number(text.replace(',', '.').replace('−', '-')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  await screenshot(page, 'stock-starvation');

  // The rows the report counts in its summary.
  const shownRows = async () =>
    Number(
      (
        await page
          .getByRole('region', { name: t('starvation.summary.title') })
          .getByRole('group', { name: t('starvation.summary.rows'), exact: true })
          .locator('[data-value]')
          .innerText()
      ).replace(/[^\d]/g, ''),
    );
  const allRows = await shownRows();

  // Only what must ship within a week: fewer rows, none later than 7 days. The report is sorted by days,
  // so the first page is within a week before the filter too: wait for the count to fall.
  await page.getByLabel(t('starvation.param.notify')).fill('7');
  await expect.poll(shownRows).toBeLessThan(allRows);
  await expect
    .poll(async () =>
      (await dataRows(grid).locator('[data-field="ShipmentDays"]').allInnerTexts()).every(
        (text) => Number(text.replace(',', '.')) <= 7,
      ),
    )
    .toBe(true);

  await page.getByRole('button', { name: t('grid.export') }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('grid.export.csv') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stock-starvation-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const lines = (await fs.readFile((await download.path())!, 'utf8')).split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toContain(t('starvation.fields.ShipmentDays'));
  expect(lines).toHaveLength(1 + (await shownRows()));
});

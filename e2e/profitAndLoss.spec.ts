import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { callCommand, dataRows, logIn, screenshot, t } from './helpers.js';

/** Last month in the seller's days (the e2e runs in Moscow time, as the app's default seller). */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** «−1 234,56 ₽» as a number. */
const roubles = (text: string) =>
  Number(
    text
      .replace(/[\s\u00a0₽]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  );

test('the P&L of last month by product: a cell opens its accrual lines, the export adds up to the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const month = lastMonth();
  // Ozon's accruals of the month's last five days, read as the finance sync reads them: enough for every
  // line of the screen, and a light load on the screens the later specs open.
  const fifthLast = new Date(Date.parse(`${month.to}T00:00:00Z`) - 4 * 86_400_000).toISOString().slice(0, 10);
  await callCommand(request, `/v1/Operation/ImportOzonOperations?dateFrom=${fifthLast}&dateTo=${month.to}`);

  await logIn(page, '/profit-and-loss');
  const grid = page.getByRole('grid', { name: t('menu.seller.profitAndLoss') });
  await expect(dataRows(grid).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel(t('pnl.param.group'))).toContainText(t('pnl.group.Product'));
  // The Ozon lines add up to Ozon's accruals of the month.
  const check = page.getByRole('group', { name: t('pnl.summary.check') });
  await expect(check).toContainText(t('pnl.summary.checkEqual'));
  await screenshot(page, 'profit-and-loss');

  // The first product's logistics: the panel lists the accrual lines and their sum equals the cell.
  const firstRow = dataRows(grid).first();
  const logistics = firstRow.locator('[data-field="Logistics"]');
  const cellText = await logistics.innerText();
  await logistics.click();
  const panel = page.getByRole('dialog').filter({ hasText: t('pnl.cell.title') });
  await expect(
    panel
      .getByRole('table', { name: t('pnl.cell.title') })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  const panelSum = Number(await panel.locator('[data-sum]').getAttribute('data-sum'));
  expect(panelSum).toBeCloseTo(roubles(cellText), 2);
  await screenshot(page, 'profit-and-loss-cell');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The export: every row of the screen and the total, whose profit equals the rows' and the screen's.
  const totalProfit = roubles(
    await page
      .getByRole('region', { name: t('pnl.summary.title') })
      .getByRole('group', { name: t('pnl.fields.Profit'), exact: true })
      .locator('[data-value]')
      .innerText(),
  );
  await page.getByRole('button', { name: t('grid.export') }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('grid.export.csv') }).click();
  const download = await downloading;
  const lines = (await fs.readFile((await download.path())!, 'utf8')).split(/\r?\n/).filter(Boolean);
  const separator = lines[0]!.includes(';') ? ';' : ',';
  const header = lines[0]!.split(separator).map((cell) => cell.replace(/^"|"$/g, ''));
  const profitAt = header.findIndex((cell) => cell.startsWith(t('pnl.fields.Profit')));
  expect(profitAt).toBeGreaterThan(0);
  expect(lines.length).toBeGreaterThan(2);
  // The file's numbers are written in the seller's locale: a decimal comma in Russian.
  const values = lines.slice(1).map((line) => parseCsvLine(line, separator)[profitAt]!.replace(',', '.'));
  const total = Number(values.at(-1));
  const rows = values.slice(0, -1).reduce((sum, value) => sum + Math.round(Number(value) * 100), 0) / 100;
  expect(total).toBeCloseTo(totalProfit, 2);
  // The rows' taxes sum to the total's unless the period's tax base is a loss: profit is their sum then.
  expect(rows).toBeCloseTo(total, 2);

  // Twelve months side by side, profit a month: the last month's column of the file holds the month just
  // seen, to the kopeck.
  await page.getByRole('combobox', { name: t('pnl.param.period'), exact: true }).click();
  await page.getByRole('option', { name: t('pnl.period.months') }).click();
  // A month's column (the grid draws the columns in view: the last month may be off to the right).
  await expect(grid.locator('[role="columnheader"][data-field^="20"]').first()).toBeVisible();
  await page.getByRole('button', { name: t('grid.export') }).click();
  const downloadingMonths = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('grid.export.csv') }).click();
  const monthsFile = (await fs.readFile((await (await downloadingMonths).path())!, 'utf8'))
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => parseCsvLine(line, separator));
  const lastMonthOf = (cells: string[]) => Number(cells.at(-2)!.replace(',', '.'));
  expect(lastMonthOf(monthsFile.at(-1)!)).toBeCloseTo(totalProfit, 2);
  // ...and so do the products' own figures of that month, added up.
  const productsOfLastMonth = monthsFile
    .slice(1, -1)
    .reduce((sum, cells) => sum + Math.round(lastMonthOf(cells) * 100), 0);
  expect(productsOfLastMonth / 100).toBeCloseTo(totalProfit, 2);
  await screenshot(page, 'profit-and-loss-months');
});

test("last month's realization report, read from Ozon, against the month's accruals", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, '/ozon/realization');
  // Read now, or again when a sync of everything before this spec has read it already.
  const read = page.getByRole('button', {
    name: new RegExp(`^(${t('realization.read')}|${t('realization.readAgain')})$`),
  });
  await read.click();
  const postings = page.getByRole('group', { name: t('realization.summary.postings') });
  await expect(postings).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: t('realization.readAgain') })).toBeVisible();
  // The difference is the accruals' net less the report's, as the figures on the screen say.
  const figure = async (id: string) =>
    roubles(
      await page
        .getByRole('group', { name: t(id) })
        .getByText(/₽$/)
        .first()
        .innerText(),
    );
  const report = await figure('realization.summary.report');
  expect(report).not.toBe(0);
  expect(await figure('realization.summary.difference')).toBeCloseTo(
    (await figure('realization.summary.accrued')) - report,
    2,
  );
  // Each posting that differs is a row; none, and the grid says they agree.
  const grid = page.getByRole('grid', { name: t('menu.marketplace.realization') });
  const count = Number(
    (
      await postings
        .getByText(/^[\d\s\u00a0]+$/)
        .first()
        .innerText()
    ).replace(/\D/g, ''),
  );
  if (count > 0) await expect(dataRows(grid).first()).toBeVisible();
  else await expect(grid).toContainText(t('realization.empty'));
  await screenshot(page, 'realization');
});

/** One line of the export's CSV: quoted cells may hold the separator. */
function parseCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

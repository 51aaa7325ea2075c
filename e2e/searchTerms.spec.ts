import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_USER } from '../playwright.config.js';
import { dataRows, logIn, screenshot, t } from './helpers.js';

/**
 * Article selection end to end: the category tree imported from the data-update screen, a category
 * ticked analyzable on the keyword screen (its types become terms), the terms queued and filled by the
 * command-line updater from the sandbox's statistics, the surge filter, and the export of what it shows.
 */
test.setTimeout(240_000);
test.use({ viewport: { width: 1440, height: 900 } });

const run = promisify(execFile);

/** A surge cell's figure: «+51,2 %» → 51.2; an empty cell → null. */
function surgeOf(cellText: string): number | null {
  const text = cellText.replace(/\s/g, '').replace('%', '').replace(',', '.').replace('−', '-');
  return text === '' ? null : Number(text);
}

async function surgeIn(cell: Locator): Promise<number | null> {
  return surgeOf(await cell.innerText());
}

function grid(page: Page) {
  return page.getByRole('grid', { name: t('menu.articleSelection.keywords') });
}

test('a category ticked analyzable becomes terms the updater fills, filtered by surge and exported', async ({
  page,
  baseURL,
}) => {
  await logIn(page, '/search-term/update');
  await expect(page.getByRole('heading', { level: 1, name: t('menu.articleSelection.update') })).toBeVisible();

  // The tree, imported from Ozon through the sync engine.
  await page.getByRole('button', { name: t('searchTermUpdate.importTree') }).click();
  await expect(page.getByText(t('searchTermUpdate.imported'))).toBeVisible({ timeout: 90_000 });
  const dialog = page.getByRole('dialog', { name: t('sync.result.categoryTreeTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('common.close') }).click();

  // On the keyword screen, «Электроника» ticked: its branch's types are tracked.
  await page.goto('/search-term');
  await expect(page.getByRole('heading', { level: 1, name: t('menu.articleSelection.keywords') })).toBeVisible();
  const tree = page.getByRole('tree', { name: t('searchTerm.tree.title') });
  // The box follows the server: ticked once the flag is stored.
  const electronics = tree.getByRole('checkbox', {
    name: t('searchTerm.tree.categoryAnalyzable', { name: 'Электроника' }),
  });
  await electronics.click();
  await expect(electronics).toBeChecked();
  await expect(dataRows(grid(page)).filter({ hasText: 'наушники' })).toHaveCount(1);
  await expect(dataRows(grid(page))).toHaveCount(6);
  await tree.getByRole('button', { name: t('searchTerm.tree.expand', { name: 'Электроника' }) }).click();
  await tree.getByRole('button', { name: t('searchTerm.tree.expand', { name: 'Наушники и аудиотехника' }) }).click();
  await expect(
    tree.getByRole('checkbox', { name: t('searchTerm.tree.typeAnalyzable', { name: 'Наушники' }) }),
  ).toBeChecked();

  // Queued on the data-update screen, filled by the updater the seller runs on the server.
  await page.goto('/search-term/update');
  await page.getByLabel(t('searchTermUpdate.queue.count')).fill('6');
  await page.getByLabel(t('searchTermUpdate.queue.count')).press('Enter');
  // The message is an ICU plural, which the helper's t() does not format.
  await expect(page.getByRole('alert').filter({ hasText: /6 запросов/ })).toBeVisible();
  const { stdout } = await run(
    'npx',
    [
      'tsx',
      'server/search-terms/updater/updaterCli.ts',
      '--url',
      baseURL!,
      '--login',
      E2E_USER.login,
      '--password',
      E2E_USER.password,
    ],
    { timeout: 120_000 },
  );
  expect(stdout).toContain('Done: 6 term(s) updated');

  // Every term now has its month's queries; the surge filter at the top term's surge keeps it and
  // drops the ones below.
  await page.goto('/search-term?sort=SurgePercent&desc=true');
  const rows = dataRows(grid(page));
  await expect(rows.first().getByRole('gridcell').nth(1)).not.toHaveText('', { timeout: 10_000 });
  const surgeColumn = 2;
  const top = (await surgeIn(rows.first().getByRole('gridcell').nth(surgeColumn)))!;
  expect(top).not.toBeNull();
  const threshold = Math.floor(top);
  await page.getByLabel(t('searchTerm.filter.surge')).check();
  const percent = page.getByLabel(t('searchTerm.filter.surgePercent'));
  await percent.fill(String(threshold));
  await expect(
    page.getByRole('button', { name: t('searchTerm.filter.surgeChip', { percent: threshold }) }),
  ).toBeVisible();
  // The grid answers the filter after the chip shows: its rows are read at once, again and again,
  // until every row shown is at or above the threshold (a row read one by one may go mid-render).
  const surgesShown = () =>
    rows.evaluateAll(
      (elements, column) => elements.map((row) => row.querySelectorAll('[role="gridcell"]')[column]?.textContent ?? ''),
      surgeColumn,
    );
  await expect
    .poll(async () => {
      const surges = (await surgesShown()).map(surgeOf);
      return surges.length > 0 && surges.every((surge) => surge !== null && surge >= threshold);
    })
    .toBe(true);
  const shown = (await surgesShown()).length;
  expect(shown).toBeLessThan(6 + 30);

  // A term opened beside the grid: its months and phrases.
  await rows.first().getByRole('gridcell').first().click();
  const panel = page.getByRole('region', { name: t('searchTerm.details.title') });
  await expect(panel.getByRole('img', { name: t('searchTerm.historyChart') })).toBeVisible();
  await screenshot(page, 'search-terms-opened');
  await page.keyboard.press('Escape');

  // The export holds the rows the filter shows, named by the server.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('searchTerm.export.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^search-terms-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await fs.readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Ключевые слова')!;
  expect(sheet.rowCount - 1).toBe(shown);
  expect(sheet.getRow(2).getCell(2).text).toBe(await rows.first().getByRole('gridcell').first().innerText());
});

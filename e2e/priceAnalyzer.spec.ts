import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { expect, test, type Page } from '@playwright/test';
import { dataRows, logIn, mainMenu, screenshot, t } from './helpers.js';

/**
 * The price-list analyzer (docs/price-analysis.md) as a seller uses it: the sample price list picked
 * with the button, its columns chosen in the preview, the rates and costs typed, the result downloaded
 * and opened; a price list with a price that is no number refused with its row and column.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const FIXTURES = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
/** The sample's rows with a price (test/fixtures/price-list.xlsx: seven items, the thermos without one). */
const PRICED_ROWS = 6;

async function openAnalyzer(page: Page) {
  await logIn(page, '/purchase/price-analyzer');
  await expect(page.getByRole('heading', { level: 1, name: t('menu.purchases.priceAnalyzer') })).toBeVisible();
  // The screen is in the menu, under «Закупки», marked as the one open.
  await expect(
    mainMenu(page).getByRole('link', { name: t('menu.purchases.priceAnalyzer'), exact: true }),
  ).toBeVisible();
}

async function upload(page: Page, file: string) {
  await uploadFile(page, path.join(FIXTURES, file));
}

async function uploadFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', {
      name: new RegExp(`^(${t('priceAnalyzer.upload.choose')}|${t('priceAnalyzer.upload.replace')})$`),
    })
    .click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('grid', { name: t('priceAnalyzer.preview.label') })).toBeVisible();
}

test('the sample price list priced at two rates of return comes back as an XLSX of its priced rows', async ({
  page,
}) => {
  await openAnalyzer(page);
  await upload(page, 'price-list.xlsx');
  await expect(page.getByTestId('price-list-loaded')).toContainText('price-list.xlsx');

  // The preview: the guessed header row, the columns under their letters and titles.
  const preview = page.getByRole('grid', { name: t('priceAnalyzer.preview.label') });
  await expect(preview.getByRole('columnheader', { name: 'D · Цена, руб.' })).toBeVisible();
  await expect(dataRows(preview).filter({ hasText: 'GC-050' })).toBeVisible();

  // The sheet and columns, as the seller picks them.
  await page.getByLabel(t('priceAnalyzer.sheet'), { exact: true }).selectOption({ label: 'Прайс' });
  await page.getByLabel(t('priceAnalyzer.headerRow'), { exact: true }).selectOption('3');
  await page.getByLabel(t('priceAnalyzer.priceColumn'), { exact: true }).selectOption('D');
  await page.getByLabel(t('priceAnalyzer.nameColumn'), { exact: true }).selectOption('B');
  const output = page.getByRole('combobox', { name: t('priceAnalyzer.outputColumns') });
  // The unit column is not wanted in the result: its chip goes (Backspace takes the last, so pick it out).
  await page.getByRole('button', { name: 'C — Ед.' }).locator('svg').click();
  await expect(page.getByRole('button', { name: 'C — Ед.' })).toHaveCount(0);
  await expect(output).toBeVisible();

  // Two rates of return typed as chips, and the unit costs.
  const rates = page.getByRole('combobox', { name: t('priceAnalyzer.rates') });
  await rates.click();
  for (let chips = 3; chips > 0; chips--) await rates.press('Backspace');
  await rates.fill('25');
  await rates.press('Enter');
  await rates.fill('40');
  await rates.press('Enter');
  await expect(page.getByRole('button', { name: '25 %' })).toBeVisible();
  await expect(page.getByRole('button', { name: '40 %' })).toBeVisible();
  await page.getByLabel(t('priceAnalyzer.commissionPercent'), { exact: true }).fill('15');
  await page.getByLabel(t('priceAnalyzer.deliveryCost'), { exact: true }).fill('80');
  await page.getByLabel(t('priceAnalyzer.returnPercentage'), { exact: true }).fill('4');
  await page.getByLabel(t('priceAnalyzer.returnCost'), { exact: true }).fill('120');
  await screenshot(page, 'price-analyzer-preview');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('priceAnalyzer.calculate') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('price-analysis-price-list.xlsx');
  await expect(page.getByRole('status').filter({ hasText: 'price-analysis-price-list.xlsx' })).toContainText(
    String(PRICED_ROWS),
  );

  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'price-analysis-')), file.suggestedFilename());
  await file.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  const sheet = workbook.getWorksheet('Анализ цен')!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Артикул',
    'Наименование',
    'Остаток',
    'Закупка (Цена, руб.)',
    'Цена при 25 %',
    'Прибыль при 25 %',
    'Цена при 40 %',
    'Прибыль при 40 %',
  ]);
  expect(sheet.actualRowCount - 1).toBe(PRICED_ROWS);
  // GC-050, bought at 180 ₽: (180 × 1.25 + 80 + 0.04 × 120) / 0.85 = 309.80 / 0.85 = 364.4705… → 364.48 ₽;
  // at 40 %: 336.80 / 0.85 = 396.2352… → 396.24 ₽, whose profit of 72.004 ₽ shows as 72.00 ₽.
  expect(sheet.getRow(2).values).toEqual([
    undefined,
    'GC-050',
    'Контейнер стеклянный 0,5 л',
    120,
    180,
    364.48,
    45.01,
    396.24,
    72,
  ]);

  // The parameters come back on the next visit; the file does not.
  await page.reload();
  await expect(page.getByLabel(t('priceAnalyzer.commissionPercent'), { exact: true })).toHaveValue('15');
  await expect(page.getByRole('button', { name: '40 %' })).toBeVisible();
  await expect(page.getByText(t('priceAnalyzer.empty'))).toBeVisible();
});

test('a price list with a price that is no number is refused with its row and column, where the columns are picked', async ({
  page,
}) => {
  await openAnalyzer(page);
  await upload(page, 'price-list-bad.csv');
  await page.getByLabel(t('priceAnalyzer.priceColumn'), { exact: true }).selectOption('D');
  await page.getByRole('button', { name: t('priceAnalyzer.calculate') }).click();
  const refusal = page
    .getByRole('region', { name: t('priceAnalyzer.columns.title') })
    .getByRole('alert')
    .filter({ hasText: t('errors.serverSide') });
  await expect(refusal).toContainText('Строка 7, столбец D («Цена, руб.»): «договорная» — не число.');
  const preview = page.getByRole('grid', { name: t('priceAnalyzer.preview.label') });
  await expect(dataRows(preview).filter({ hasText: 'договорная' })).toHaveClass(/pa-problem/);
  await screenshot(page, 'price-analyzer-refused');
});

test('an old XLS is turned into XLSX in the browser, by a worker that holds nothing of the session', async ({
  page,
}) => {
  // The sample saved as Excel 97–2003, as a supplier's old system sends it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-xls-'));
  const xls = path.join(dir, 'Прайс поставщика.xls');
  const workbook = XLSX.read(fs.readFileSync(path.join(FIXTURES, 'price-list.xlsx')), { type: 'buffer' });
  fs.writeFileSync(xls, Buffer.from(XLSX.write(workbook, { type: 'array', bookType: 'biff8' }) as ArrayBuffer));

  await openAnalyzer(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await uploadFile(page, xls);
  await expect(page.getByTestId('price-list-loaded')).toContainText('Прайс поставщика.xlsx');
  await expect(page.getByTestId('price-list-loaded')).toContainText(t('priceAnalyzer.upload.converted'));
  await expect(
    dataRows(page.getByRole('grid', { name: t('priceAnalyzer.preview.label') })).filter({ hasText: 'GC-050' }),
  ).toBeVisible();
  // SheetJS ran in a worker of its own, not in the page that holds the session.
  expect(workers.some((url) => /xlsConverter/.test(url))).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});

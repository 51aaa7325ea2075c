import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { apiToken, callCommand, dataRows, logIn, screenshot, t } from './helpers.js';

/** Imports run against the in-process sandbox: a few hundred cards, many warehouses. */
const IMPORT_TIMEOUT = { timeout: 60_000 };
test.setTimeout(120_000);
test.use({ viewport: { width: 1600, height: 1000 } });

const productsGrid = (page: Page) => page.getByRole('grid', { name: t('menu.marketplace.products') });

/** A message with any value in place of its one argument. */
function messagePattern(id: string, argument: string): RegExp {
  const [before, after] = t(id)
    .split(`{${argument}}`)
    .map((part) => part.replace(/[.*+?^$()[\]\\|{}]/g, '\\$&'));
  return new RegExp(`^${before}.+${after}$`);
}

/** Cards with stock at hand in at least one cluster. */
async function activeProducts(request: APIRequestContext): Promise<{ ProductPackageID: number; Name: string }[]> {
  const token = await apiToken(request);
  const response = await request.post('/v1/OzonProduct/FindActiveOzonProducts', {
    data: { Count: 5 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const products = (await response.json()) as { ProductPackageID: number; Name: string }[];
  expect(products.length).toBeGreaterThan(0);
  return products;
}

test('importing products from the screen lists every problem the sandbox plants', async ({ page }) => {
  await logIn(page, '/ozon/product');
  await page.getByRole('button', { name: t('ozonProduct.import') }).click();
  await expect(page.getByRole('progressbar', { name: t('ozonProduct.importing') })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: t('ozonProduct.result.productsTitle') });
  await expect(dialog).toBeVisible(IMPORT_TIMEOUT);
  const missing = dialog.getByRole('region', { name: t('ozonProduct.result.missingPackages', { count: 3 }) });
  await expect(missing.getByRole('listitem')).toHaveCount(3);
  const bad = dialog.getByRole('region', { name: t('ozonProduct.result.badPackages', { count: 2 }) });
  await expect(bad.getByRole('listitem')).toHaveText(['ART-RED-17', 'кружка-набор-2']);
  const withoutSku = dialog.getByRole('region', { name: t('ozonProduct.result.withoutSku', { count: 2 }) });
  await expect(withoutSku.getByRole('listitem')).toHaveCount(2);
  await screenshot(page, 'ozon-products-import-result');
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toBeHidden();

  // The grid now holds the cards, and the empty-state hint is gone.
  await expect(dataRows(productsGrid(page)).first()).toBeVisible();
  await expect(page.getByText(t('ozonProduct.empty'))).toBeHidden();
});

test('stocks import, the bad price index filter and a card stock breakdown', async ({ page, request }) => {
  await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
  await callCommand(request, '/v1/Warehouse/ImportOzonWarehouses');
  await logIn(page, '/ozon/product');
  const grid = productsGrid(page);

  await page.getByRole('button', { name: t('ozonProduct.importStocks') }).click();
  const dialog = page.getByRole('dialog', { name: t('ozonProduct.result.stocksTitle') });
  await expect(dialog).toBeVisible(IMPORT_TIMEOUT);
  // The stock per cluster, what it was and what Ozon reports now (the overview's spec may have synced
  // the stocks before: Ozon's stocks, reserved units included, are those of the sandbox's day, so then
  // nothing moved).
  const clusters = dialog.getByRole('region', { name: messagePattern('ozonProduct.result.clusterStocks', 'count') });
  await expect(
    clusters
      .getByRole('row')
      .filter({ hasText: /\d → [1-9]\d*/ })
      .first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toBeHidden();

  // Only cards with a bad price index: every row shown is RED.
  // The box follows the URL, which changes once the filtered page has loaded: click, then wait.
  const badIndex = page.getByRole('checkbox', { name: t('ozonProduct.filter.badIndex') });
  await badIndex.click();
  await expect(badIndex).toBeChecked();
  await expect.poll(() => new URL(page.url()).searchParams.get('badIndex')).toBe('true');
  const rows = dataRows(grid);
  await expect(rows.first()).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  const colours = await rows.locator('[data-field="PriceIndex"]').allTextContents();
  expect(colours.length).toBeGreaterThan(0);
  for (const colour of colours) expect(colour).toBe(t('ozonProduct.color.RED'));

  // Open the stock breakdown of a card that has stock (the API names one; the name search finds it).
  const [stocked] = await activeProducts(request);
  await badIndex.click();
  await expect(badIndex).not.toBeChecked();
  await page.getByRole('textbox', { name: t('ozonProduct.search') }).fill(stocked!.Name);
  const row = rows.filter({
    has: page.getByRole('gridcell', { name: String(stocked!.ProductPackageID), exact: true }),
  });
  await expect(row).toHaveCount(1);
  const name = stocked!.Name;
  await row.getByRole('button', { name: t('ozonProduct.openStocks') }).click();
  const panel = page.getByRole('region', { name: t('ozonProduct.stock.title', { product: name }) });
  await expect(panel).toBeVisible();
  const breakdown = panel.getByRole('table', { name: t('ozonProduct.stock.byWarehouse') });
  await expect(
    breakdown.getByRole('rowheader', { name: messagePattern('ozonProduct.stock.clusterTotal', 'cluster') }).first(),
  ).toBeVisible();
  await expect(breakdown.getByRole('rowheader', { name: t('ozonProduct.stock.total') })).toBeVisible();
  const commissions = panel.getByRole('table', { name: t('ozonProduct.commissions') });
  await expect(commissions.getByRole('rowheader', { name: 'FBO', exact: true })).toBeVisible();
  await expect(commissions.getByRole('rowheader', { name: 'FBS', exact: true })).toBeVisible();
  await screenshot(page, 'ozon-products-stock-breakdown');

  // The seller's settings of the card, from the row: a wrong SKU is named, then the settings are saved.
  await row.getByRole('button', { name: t('ozonProduct.editSettings') }).click();
  const settings = page.getByRole('dialog', {
    name: t('ozonProduct.settings.title', { id: stocked!.ProductPackageID }),
  });
  const positive = settings.getByRole('textbox', { name: t('ozonProduct.fields.OzonPositiveAnalogSkus') });
  await positive.fill('1700013013, 17OO');
  await settings.getByRole('button', { name: t('common.save') }).click();
  const badSku = settings.getByText(t('ozonProduct.settings.badSku', { token: '17OO' }));
  await expect(badSku).toBeVisible();
  await positive.fill('1700013013\n1700013026');
  await expect(badSku).toBeHidden();
  await settings.getByRole('switch', { name: t('ozonProduct.fields.EnableGeoTargeting') }).check();
  await settings.getByRole('textbox', { name: t('ozonProduct.fields.OzonSearchQuery') }).fill('сковорода 24 см');
  await settings.getByRole('button', { name: t('common.save') }).click();
  await expect(settings).toBeHidden();
  // Saved on the server: the card comes back under the geo-targeting filter, and its settings reopen as saved.
  await page.getByRole('checkbox', { name: t('ozonProduct.filter.geo') }).click();
  await expect(rows).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t('ozonProduct.editSettings') }).click();
  await expect(positive).toHaveValue('1700013013, 1700013026');
  await expect(settings.getByRole('switch', { name: t('ozonProduct.fields.EnableGeoTargeting') })).toBeChecked();
  await expect(settings.getByRole('textbox', { name: t('ozonProduct.fields.OzonSearchQuery') })).toHaveValue(
    'сковорода 24 см',
  );
  await settings.getByRole('button', { name: t('common.cancel') }).click();
});

test('the Ozon products export in Russian notation: roubles with comma decimals, да/нет', async ({ page, request }) => {
  await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
  await logIn(page, '/ozon/product');
  await expect(dataRows(productsGrid(page)).first()).toBeVisible();

  const exportAs = async (label: string) => {
    await page.getByRole('button', { name: t('grid.export') }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: label }).click();
    return fs.readFile((await (await downloading).path())!);
  };
  const price = `${t('ozonProduct.fields.Price')}, ₽`;
  const archived = t('ozonProduct.fields.IsArchived');

  // What a seller opening the file in Russian Excel needs: numbers it reads as numbers, words for yes/no.
  const text = (await exportAs(t('grid.export.csv'))).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  expect(header).toContain(price);
  expect(rows.length).toBeGreaterThan(100);
  const prices = rows.map((row) => row[header!.indexOf(price)]).filter((cell) => cell !== '');
  expect(prices.length).toBeGreaterThan(0);
  for (const cell of prices) expect(cell).toMatch(/^\d+,\d{2}$/);
  for (const row of rows) expect(['да', 'нет']).toContain(row[header!.indexOf(archived)]);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportAs(t('grid.export.xlsx'))) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const columns = (sheet.getRow(1).values as unknown[]).slice(1);
  const priceCells = Array.from({ length: sheet.actualRowCount - 1 }, (_, index) =>
    sheet.getRow(index + 2).getCell(columns.indexOf(price) + 1),
  ).filter((cell) => cell.value !== null);
  expect(priceCells.length).toBeGreaterThan(0);
  for (const cell of priceCells) expect(cell).toMatchObject({ value: expect.any(Number), numFmt: '#,##0.00 "₽"' });
  expect(['да', 'нет']).toContain(sheet.getRow(2).getCell(columns.indexOf(archived) + 1).value);
});

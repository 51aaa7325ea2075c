import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { addProducts, apiToken, dataRows, expectPath, logIn, mainMenu, screenshot, t, unique } from './helpers.js';

const productsGrid = (page: Page) => page.getByRole('grid', { name: t('menu.seller.products') });
const searchBox = (page: Page) => page.getByRole('textbox', { name: t('product.search') });
/** The name search as the URL carries it (a value that reads as JSON would be quoted). */
const nameInUrl = (page: Page) => {
  const value = new URL(page.url()).searchParams.get('name');
  return value?.replace(/^"(.*)"$/, '$1') ?? null;
};

test('a products search survives leaving the screen and a reload', async ({ page, request }) => {
  const token = `Фильтр${unique()}`;
  const match = `${token} альфа`;
  await addProducts(request, [match, `${token} бета`]);
  await logIn(page, '/product/list');
  const grid = productsGrid(page);

  await searchBox(page).fill(token);
  await expect(dataRows(grid)).toHaveCount(2);
  await searchBox(page).fill(match);
  await expect(dataRows(grid)).toHaveCount(1);
  await expect(dataRows(grid)).toContainText([match]);
  await expect.poll(() => nameInUrl(page)).toBe(match);

  // Away to another screen, and back by the menu: the address has no search, the last one comes back.
  const menu = mainMenu(page);
  await menu.getByRole('link', { name: t('menu.seller.overview'), exact: true }).click();
  await expectPath(page, '/');
  await menu.getByRole('link', { name: t('menu.seller.products'), exact: true }).click();
  await expectPath(page, '/product/list');
  await expect(searchBox(page)).toHaveValue(match);
  await expect(dataRows(grid)).toHaveCount(1);
  await expect(dataRows(grid)).toContainText([match]);
  expect(nameInUrl(page)).toBe(match);

  // A fresh page load of the bare address, then a reload: the search still comes back from IndexedDB.
  await page.goto('/product/list');
  await expect(searchBox(page)).toHaveValue(match);
  await expect.poll(() => nameInUrl(page)).toBe(match);
  await page.reload();
  await expect(searchBox(page)).toHaveValue(match);
  await expect(dataRows(grid)).toHaveCount(1);
  await expect(dataRows(grid)).toContainText([match]);
  await screenshot(page, 'products-search-restored');
});

test('the next page stays the next page, and the previous one comes back', async ({ page, request }) => {
  // The products in the grid's order (by ID), as the API lists them: the first row of each page.
  const response = await request.post('/v1/Product/FindProducts', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { Count: 26 },
  });
  const ids = ((await response.json()) as { Items: { ID: number }[] }).Items.map((product) => String(product.ID));
  expect(ids).toHaveLength(26);
  await logIn(page, '/product/list');
  const grid = productsGrid(page);
  const firstId = dataRows(grid).first().locator('[data-field="ID"]');
  await expect(firstId).toHaveText(ids[0]!);

  await page.getByRole('button', { name: 'Перейти на следующую страницу' }).click();
  // The 26th product heads the grid: a page turn sent back to the first page never shows it.
  await expect(firstId).toHaveText(ids[25]!);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^26–50 из /);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');

  await page.getByRole('button', { name: 'Перейти на предыдущую страницу' }).click();
  await expect(firstId).toHaveText(ids[0]!);
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1–25 из /);
});

test('a product and its package are created and edited on the screen', async ({ page }) => {
  const id = unique();
  const name = `Кружка ${id}`;
  const renamed = `${name} большая`;
  const category = `Посуда ${id}`;
  await logIn(page, '/product/list');
  const grid = productsGrid(page);

  // A new product, with a category created in place.
  await page.getByRole('button', { name: t('product.add') }).click();
  const create = page.getByRole('dialog', { name: t('product.add') });
  await create.getByLabel(t('product.fields.Name')).fill(name);
  const picker = create.getByRole('combobox', { name: t('product.fields.Category') });
  await picker.fill(category);
  await page.getByRole('option', { name: t('category.create', { name: category }) }).click();
  await expect(picker).toHaveValue(category);
  await create.getByLabel(t('product.fields.StockAmount')).fill('7');
  await screenshot(page, 'products-new-product-dialog');
  await create.getByRole('button', { name: t('common.save') }).click();
  await expect(create).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('product.saved') })
      .first(),
  ).toBeVisible();

  // The new product is shown at once, alone under an «ID = …» chip and highlighted, whatever page it is on.
  const row = dataRows(grid).filter({ hasText: name });
  await expect(dataRows(grid)).toHaveCount(1);
  await expect(row).toHaveClass(/row-highlighted/);
  const productId = Number(await row.locator('[data-field="ID"]').innerText());
  await expect(page.getByRole('group', { name: t('grid.activeFilters') })).toContainText(`ID = ${productId}`);
  await expect(row).toContainText(category);
  await expect(row).toContainText('7');

  // Edited through the row action.
  await row.getByRole('button', { name: t('common.edit') }).click();
  const edit = page.getByRole('dialog', { name: t('product.edit') });
  await expect(edit.getByLabel(t('product.fields.Name'))).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: t('product.fields.Category') })).toHaveValue(category);
  await edit.getByLabel(t('product.fields.Name')).fill(renamed);
  await edit.getByLabel(t('product.fields.StockAmount')).fill('12');
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(edit).toBeHidden();
  const renamedRow = dataRows(grid).filter({ hasText: renamed });
  await expect(renamedRow).toHaveCount(1);
  await expect(renamedRow).toContainText('12');

  // Its packages: one added, then edited.
  await renamedRow.getByRole('button', { name: t('product.openPackages') }).click();
  const packages = page.getByRole('region', { name: t('package.title', { id: productId, name: renamed }) });
  await expect(packages).toBeVisible();
  await packages.getByRole('button', { name: t('package.add') }).click();
  const newPackage = page.getByRole('dialog', { name: t('package.add') });
  await newPackage.getByLabel(t('package.fields.Name')).fill(`${renamed}, 6 шт.`);
  await newPackage.getByLabel(t('package.fields.ProductCount')).fill('6');
  await newPackage.getByRole('button', { name: t('common.save') }).click();
  await expect(newPackage).toBeHidden();
  const packageGrid = packages.getByRole('grid', { name: t('package.gridLabel') });
  const packageRow = dataRows(packageGrid).filter({ hasText: `${renamed}, 6 шт.` });
  await expect(packageRow).toHaveCount(1);
  await expect(packageRow.getByRole('gridcell', { name: '6', exact: true })).toBeVisible();

  await packageRow.getByRole('button', { name: t('common.edit') }).click();
  const editPackage = page.getByRole('dialog', { name: t('package.edit') });
  await expect(editPackage.getByLabel(t('package.fields.ProductCount'))).toHaveValue('6');
  await editPackage.getByLabel(t('package.fields.Name')).fill(`${renamed}, 12 шт.`);
  await editPackage.getByLabel(t('package.fields.ProductCount')).fill('12');
  await editPackage.getByRole('button', { name: t('common.save') }).click();
  await expect(editPackage).toBeHidden();
  const editedPackage = dataRows(packageGrid).filter({ hasText: `${renamed}, 12 шт.` });
  await expect(editedPackage).toHaveCount(1);
  await expect(dataRows(packageGrid)).toHaveCount(1);
  await expect(editedPackage.getByRole('gridcell', { name: '12', exact: true })).toBeVisible();
  // The products grid counts the package.
  await expect(renamedRow.locator('[data-field="Packages"]')).toHaveText('1');
  await screenshot(page, 'products-product-and-package');
});

test('the filtered products export to CSV and XLSX with every row', async ({ page, request }) => {
  const token = `Выгрузка${unique()}`;
  const count = 30;
  await addProducts(
    request,
    Array.from({ length: count }, (_, index) => `${token} №${index + 1}`),
  );
  await logIn(page, '/product/list');
  const grid = productsGrid(page);
  await searchBox(page).fill(token);
  await expect(page.getByText(`из ${count}`)).toBeVisible();
  await expect(grid).toHaveAttribute('aria-rowcount', String(1 + 25)); // the first page of 25
  await expect(dataRows(grid).first()).toContainText(token);

  const exportAs = async (label: string) => {
    await page.getByRole('button', { name: t('grid.export') }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: label }).click();
    const download = await downloading;
    return { name: download.suggestedFilename(), content: await fs.readFile((await download.path())!) };
  };

  const csv = await exportAs(t('grid.export.csv'));
  expect(csv.name).toMatch(/^products-.*\.csv$/);
  const text = csv.content.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text
    .slice(1)
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(lines).toHaveLength(1 + count);
  const headers = lines[0]!.split(';');
  expect(headers).toContain(t('product.fields.Name'));
  const stockAt = headers.indexOf(t('product.fields.StockAmount'));
  for (const line of lines.slice(1)) {
    expect(line).toContain(token);
    expect(line.split(';')[stockAt]).toBe('1'); // a plain number Excel reads, not text
  }
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('export.done') })
      .first(),
  ).toBeVisible();

  const xlsx = await exportAs(t('grid.export.xlsx'));
  expect(xlsx.name).toMatch(/^products-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(1 + count);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toContain(t('product.fields.Name'));
  const nameColumn = header.indexOf(t('product.fields.Name')) + 1;
  const stockColumn = header.indexOf(t('product.fields.StockAmount')) + 1;
  for (let row = 2; row <= 1 + count; row++) {
    expect(String(sheet.getRow(row).getCell(nameColumn).value)).toContain(token);
    expect(sheet.getRow(row).getCell(stockColumn)).toMatchObject({ value: 1, numFmt: '#,##0' });
  }
  await screenshot(page, 'products-export');
});

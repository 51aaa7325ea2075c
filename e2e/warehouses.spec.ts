import { expect, test } from '@playwright/test';
import { dataRows, logIn, screenshot, t } from './helpers.js';

test('warehouses are imported from Ozon by cluster, found, edited and marked ready many at once', async ({ page }) => {
  await logIn(page, '/ozon/warehouse/list');
  await page.getByRole('button', { name: t('warehouse.import') }).click();
  const grid = page.getByRole('grid', { name: t('menu.marketplace.warehouses') });
  const search = page.getByRole('textbox', { name: t('warehouse.search') });
  const rowOf = (name: string) => dataRows(grid).filter({ hasText: name });

  // Found by an alias Ozon uses for it, under its cluster's header.
  await search.fill('солнечногорск');
  await expect(rowOf('ХОРУГВИНО_РФЦ')).toHaveCount(1);
  await expect(dataRows(grid).first()).toContainText('Москва, МО и Дальние регионы');
  await expect(page.getByRole('group', { name: t('grid.activeFilters') })).toContainText('солнечногорск');
  await search.fill(t('warehouse.noCluster'));
  await expect(rowOf(t('warehouse.seller')).first()).toBeVisible();

  await search.fill('ХОРУГВИНО');
  await page.getByRole('button', { name: t('warehouse.edit', { name: 'ХОРУГВИНО_РФЦ' }) }).click();
  const dialog = page.getByRole('dialog', { name: 'ХОРУГВИНО_РФЦ' });
  const aliases = dialog.getByLabel(t('warehouse.fields.aliases'));
  await aliases.fill('Хоругвино');
  await aliases.press('Enter');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog).toBeHidden();
  const row = rowOf('ХОРУГВИНО_РФЦ');
  await expect(row).toContainText('Хоругвино');

  // Two warehouses of Kazakhstan marked ready in one go.
  await search.fill('казахстан');
  await expect(rowOf('АЛМАТЫ_РФЦ')).toHaveCount(1);
  await expect(rowOf('АСТАНА_РФЦ')).toHaveCount(1);
  for (const name of ['АЛМАТЫ_РФЦ', 'АСТАНА_РФЦ']) await rowOf(name).getByRole('checkbox').check();
  await page.getByRole('button', { name: t('warehouse.setStatus', { count: 2 }) }).click();
  await page.getByRole('menuitem', { name: t('warehouse.status.1') }).click();
  await expect(rowOf('АЛМАТЫ_РФЦ')).toContainText(t('warehouse.status.1'));
  await expect(rowOf('АСТАНА_РФЦ')).toContainText(t('warehouse.status.1'));
  await expect(page.getByRole('button', { name: t('warehouse.setStatus', { count: 0 }) })).toBeDisabled();

  // The status filter shows them among the ready ones; a second import from Ozon keeps what the seller set.
  await page.getByRole('button', { name: t('grid.clearFilters') }).click();
  await page.getByLabel(t('warehouse.fields.status')).click();
  await page.getByRole('option', { name: t('warehouse.status.1') }).click();
  await expect(rowOf('АЛМАТЫ_РФЦ')).toHaveCount(1);
  await expect(rowOf('ЕРЕВАН_РФЦ')).toHaveCount(0);
  await page.getByRole('button', { name: t('warehouse.import') }).click();
  await expect(page.getByText(t('warehouse.imported')).first()).toBeVisible();
  await page.reload();
  await expect(rowOf('АЛМАТЫ_РФЦ')).toContainText(t('warehouse.status.1'));
  // The filter came back with the address: its chip says so, and one click drops it.
  await page.getByRole('button', { name: t('grid.clearFilters') }).click();
  await search.fill('ХОРУГВИНО');
  await expect(row).toContainText('Хоругвино');
  await screenshot(page, 'warehouses-alias-kept');
});

test('a malformed city file is refused with the records to fix, a good one is loaded', async ({ page }) => {
  await logIn(page, '/ozon/warehouse/list');
  const fileInput = page.getByLabel(t('upload.cityHierarchy'));
  const file = (nodes: unknown) => ({
    name: 'cities.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(nodes)),
  });
  const city = (uid: string, name: string, type = 'city') => ({ uid, name, type });
  const tree = (cities: unknown[]) => [
    {
      uid: 'RU',
      name: 'Россия',
      type: 'country',
      nodes: [{ uid: 'RU-MOS', name: 'Московская область', type: 'region', areaId: 4000, nodes: cities }],
    },
  ];

  await fileInput.setInputFiles(file(tree([city('RU-MOS-BAL', 'Балашиха'), city('RU-MOS-POD', 'Подольск', 'town')])));
  // The record, the field and the reason, in Russian, under a title naming the upload.
  const refused = page.getByRole('alert').filter({ hasText: t('upload.cityHierarchyFailed') });
  const problem = refused.getByRole('row').filter({ hasText: 'nodes[0].nodes[1].type' });
  await expect(problem).toContainText('1');
  await expect(problem).toContainText(t('upload.reason.oneOf', { values: 'country, federal, region, city' }));
  await screenshot(page, 'warehouses-city-file-refused');

  // A JSON file of another shape is called the wrong file, not a parser's message.
  await fileInput.setInputFiles(file({ uid: 'RU' }));
  await expect(
    page.getByRole('alert').filter({ hasText: t('upload.wrongShape', { name: 'cities.json' }) }),
  ).toBeVisible();

  await fileInput.setInputFiles({ name: 'cities.txt', mimeType: 'text/plain', buffer: Buffer.from('uid;name') });
  await expect(page.getByRole('alert').filter({ hasText: 'cities.txt' })).toBeVisible();

  await fileInput.setInputFiles(file(tree([city('RU-MOS-BAL', 'Балашиха'), city('RU-MOS-POD', 'Подольск')])));
  await expect(page.getByText('Загружено 4 узла иерархии городов.')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { logIn, screenshot, t } from './helpers.js';

test('warehouses are imported from Ozon by cluster, and an alias given to one is kept', async ({ page }) => {
  await logIn(page, '/ozon/warehouse/list');
  await page.getByRole('button', { name: t('warehouse.import') }).click();
  const moscow = page.getByRole('region', { name: 'Москва, МО и Дальние регионы' });
  await expect(moscow.getByRole('row').filter({ hasText: 'ХОРУГВИНО_РФЦ' })).toContainText('Солнечногорск');
  await expect(page.getByRole('region', { name: t('warehouse.noCluster') })).toContainText(t('warehouse.seller'));

  await moscow.getByRole('button', { name: t('warehouse.edit', { name: 'ХОРУГВИНО_РФЦ' }) }).click();
  const dialog = page.getByRole('dialog', { name: 'ХОРУГВИНО_РФЦ' });
  const aliases = dialog.getByLabel(t('warehouse.fields.aliases'));
  await aliases.fill('Хоругвино');
  await aliases.press('Enter');
  await dialog.getByLabel(t('warehouse.fields.status')).click();
  await page.getByRole('option', { name: t('warehouse.status.1') }).click();
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog).toBeHidden();

  const row = moscow.getByRole('row').filter({ hasText: 'ХОРУГВИНО_РФЦ' });
  await expect(row).toContainText('Хоругвино');
  await expect(row).toContainText(t('warehouse.status.1'));

  // A second import from Ozon keeps what the seller set.
  await page.getByRole('button', { name: t('warehouse.import') }).click();
  await expect(page.getByText(t('warehouse.imported')).first()).toBeVisible();
  await page.reload();
  await expect(row).toContainText('Хоругвино');
  await expect(row).toContainText(t('warehouse.status.1'));
  await screenshot(page, 'warehouses-alias-kept');
});

test('a malformed city file is refused with the place of the error, a good one is loaded', async ({ page }) => {
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
  const refused = page.getByRole('alert').filter({ hasText: t('upload.failed') });
  await expect(refused).toContainText('[0].nodes[0].nodes[1].type');
  await screenshot(page, 'warehouses-city-file-refused');

  await fileInput.setInputFiles({ name: 'cities.txt', mimeType: 'text/plain', buffer: Buffer.from('uid;name') });
  await expect(page.getByRole('alert').filter({ hasText: 'cities.txt' })).toBeVisible();

  await fileInput.setInputFiles(file(tree([city('RU-MOS-BAL', 'Балашиха'), city('RU-MOS-POD', 'Подольск')])));
  await expect(page.getByText('Загружено 4 узла иерархии городов.')).toBeVisible();
});

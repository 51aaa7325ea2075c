import { expect, test } from '@playwright/test';
import {
  addPackage,
  addProducts,
  callCommand,
  dataRows,
  expectHeadersReadable,
  expectWithinWidth,
  logIn,
  screenshot,
  t,
  unique,
  VIEWPORTS,
} from './helpers.js';

/**
 * The screen pattern (docs/screens.md) on an office monitor and on a phone: every action within reach
 * without scrolling sideways, every header readable in full or through its tooltip, a created record
 * shown at once, and a refusal explained in Russian where it happened.
 */
for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(60_000);

    test('products: actions in reach, headers readable, a new product shown, a refusal explained inline', async ({
      page,
      request,
    }) => {
      const name = `Чайник ${unique()}`;
      const [productId] = await addProducts(request, [name]);
      const packageId = await addPackage(request, productId!, `${name}, 1 шт.`);
      await logIn(page, '/product/list');
      const grid = page.getByRole('grid', { name: t('menu.seller.products') });
      await expect(dataRows(grid).first()).toBeVisible();

      await expectWithinWidth(page, page.getByRole('button', { name: t('product.add') }));
      await expectWithinWidth(page, page.getByRole('textbox', { name: t('product.search') }));
      await expectWithinWidth(page, page.getByRole('button', { name: t('grid.export') }));
      const firstRow = dataRows(grid).first();
      for (const action of ['common.edit', 'common.delete', 'product.openPackages']) {
        await expectWithinWidth(page, firstRow.getByRole('button', { name: t(action) }));
      }
      await expectHeadersReadable(grid);
      await screenshot(page, `pattern-products-${viewport.name}`);

      // A product that still has a package cannot go: the reason shows in the dialog, in Russian.
      await page.getByRole('textbox', { name: t('product.search') }).fill(name);
      const row = dataRows(grid).filter({ hasText: name });
      await expect(dataRows(grid)).toHaveCount(1);
      await row.getByRole('button', { name: t('common.delete') }).click();
      const confirm = page.getByRole('dialog', { name: t('product.delete') });
      await confirm.getByRole('button', { name: t('common.delete') }).click();
      await expect(confirm.getByRole('alert')).toHaveText(
        t('problems.recordInUse.Product', { id: productId!, dependents: packageId }),
      );
      await screenshot(page, `pattern-products-delete-refused-${viewport.name}`);
      await confirm.getByRole('button', { name: t('common.cancel') }).click();
      await expect(row).toHaveCount(1);

      // A new product is on the screen as soon as it is saved, whatever page it would fall on.
      const created = `Новый ${unique()}`;
      await page.getByRole('button', { name: t('product.add') }).click();
      const form = page.getByRole('dialog', { name: t('product.add') });
      await form.getByRole('button', { name: t('common.save') }).click();
      const nameInput = form.getByRole('textbox', { name: t('product.fields.Name') });
      await expect(form.getByText(t('validation.required'))).toBeVisible();
      await nameInput.fill(created);
      // The complaint goes as soon as the field is valid, not at the next save.
      await expect(form.getByText(t('validation.required'))).toBeHidden();
      await form.getByRole('button', { name: t('common.save') }).click();
      await expect(form).toBeHidden();
      const createdRow = dataRows(grid).filter({ hasText: created });
      await expect(createdRow).toBeVisible();
      await expectWithinWidth(page, createdRow.getByRole('button', { name: t('common.edit') }));
      await expect(page.getByRole('group', { name: t('grid.activeFilters') })).toBeVisible();
      await page.getByRole('button', { name: t('grid.clearFilters') }).click();
      await expect(page.getByRole('group', { name: t('grid.activeFilters') })).toBeHidden();
      await expect(dataRows(grid).first()).toBeVisible();
    });

    test('Ozon products: actions in reach, headers readable, settings open from the row', async ({ page, request }) => {
      await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
      await logIn(page, '/ozon/product');
      const grid = page.getByRole('grid', { name: t('menu.marketplace.products') });
      const firstRow = dataRows(grid).first();
      await expect(firstRow).toBeVisible();
      for (const action of ['ozonProduct.import', 'ozonProduct.importStocks', 'grid.export']) {
        await expectWithinWidth(page, page.getByRole('button', { name: t(action) }));
      }
      await expectWithinWidth(page, page.getByRole('textbox', { name: t('ozonProduct.search') }));
      for (const action of ['ozonProduct.editSettings', 'ozonProduct.openStocks']) {
        await expectWithinWidth(page, firstRow.getByRole('button', { name: t(action) }));
      }
      await expectHeadersReadable(grid);
      await firstRow.getByRole('button', { name: t('ozonProduct.editSettings') }).click();
      const settings = page.getByRole('dialog');
      await expectWithinWidth(page, settings.getByRole('button', { name: t('common.save') }));
      await screenshot(page, `pattern-ozon-products-settings-${viewport.name}`);
      await settings.getByRole('button', { name: t('common.cancel') }).click();
      await screenshot(page, `pattern-ozon-products-${viewport.name}`);
    });

    test('warehouses: actions in reach, headers readable, bulk status in the toolbar', async ({ page, request }) => {
      await callCommand(request, '/v1/Warehouse/ImportOzonWarehouses');
      await logIn(page, '/ozon/warehouse/list');
      const grid = page.getByRole('grid', { name: t('menu.marketplace.warehouses') });
      const firstWarehouse = dataRows(grid)
        .filter({ has: page.getByRole('checkbox') })
        .first();
      await expect(firstWarehouse).toBeVisible();
      await expectWithinWidth(page, page.getByRole('button', { name: t('warehouse.import') }));
      await expectWithinWidth(page, page.getByRole('textbox', { name: t('warehouse.search') }));
      await expectWithinWidth(page, page.getByRole('button', { name: t('warehouse.setStatus', { count: 0 }) }));
      await expectWithinWidth(page, firstWarehouse.getByRole('button', { name: /^Изменить склад/ }));
      await expectWithinWidth(page, firstWarehouse.getByRole('checkbox'));
      await expectHeadersReadable(grid);
      await screenshot(page, `pattern-warehouses-${viewport.name}`);
    });

    test('sync: the main action and the history are in reach, headers readable', async ({ page }) => {
      await logIn(page, '/ozon/sync');
      await expectWithinWidth(page, page.getByRole('button', { name: t('sync.everything') }));
      const history = page.getByRole('grid', { name: t('sync.history') });
      await history.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, page.getByRole('button', { name: t('grid.export') }));
      await expectHeadersReadable(history);
      await screenshot(page, `pattern-sync-${viewport.name}`);
    });
  });
}

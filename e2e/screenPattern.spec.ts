import { expect, test } from '@playwright/test';
import {
  addPackage,
  addProducts,
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

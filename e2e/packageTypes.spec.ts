import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  addPackage,
  addProducts,
  apiToken,
  dataRows,
  expectHeadersReadable,
  expectWithinWidth,
  logIn,
  screenshot,
  t,
  unique,
  VIEWPORTS,
} from './helpers.js';

const SCREEN = '/purchase/package-type/list';
const grid = (page: Page) => page.getByRole('grid', { name: t('menu.purchases.packageTypes') });
const searchBox = (page: Page) => page.getByRole('textbox', { name: t('packageTypes.search') });

/** The seller's day (the server's SELLER_TIME_ZONE, Moscow by default) `days` from today, as YYYY-MM-DD. */
function sellerDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
/** A day as the Russian interface shows it: 05.11.2026. */
const shown = (day: string) => day.split('-').reverse().join('.');

/** The date picker's field of a dialog, by its label. */
const dateField = (dialog: Locator) => dialog.getByRole('group', { name: t('packageTypes.prices.Date') });

/** Types a day into the date picker's sections, day first as the Russian format has it. */
async function typeDay(page: Page, dialog: Locator, day: string): Promise<void> {
  await dateField(dialog).getByRole('spinbutton').first().click();
  await page.keyboard.type(shown(day).replaceAll('.', ''));
}

/** Opens a type's prices from its row; the panel has slid in fully when this returns. */
async function openPrices(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: t('packageTypes.openPrices') }).click();
  const panel = page.getByRole('region', { name: t('packageTypes.prices.title') });
  await expect(panel).toBeVisible();
  await expect(page.locator('.MuiDrawer-paper', { has: panel })).toHaveCSS('transform', 'none');
  return panel;
}

/** Adds a price from the open prices panel; `day` left out keeps the dialog's default, today. */
async function addPrice(page: Page, panel: Locator, name: string, price: string, day?: string): Promise<Locator> {
  await panel.getByRole('button', { name: t('packageTypes.prices.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('packageTypes.prices.addTitle', { name }) });
  await expect(dialog.getByRole('textbox', { name: t('packageTypes.prices.Price', { unit: 'шт.' }) })).toBeFocused();
  await dialog.getByRole('textbox', { name: t('packageTypes.prices.Price', { unit: 'шт.' }) }).fill(price);
  if (day) await typeDay(page, dialog, day);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  return dialog;
}

/** A packaging material some purchase batch packs its goods in, through the API: it cannot be deleted. */
async function packageTypeInUse(request: APIRequestContext, name: string): Promise<{ id: number; batch: number }> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const added = await request.post('/v1/PackageType/AddPackageType', {
    data: { Name: name, UnitOfMeasure: 2, DecimalPlaces: 0, Prices: [{ Date: '2026-01-01', Price: 30 }] },
    headers,
  });
  expect(added.status(), await added.text()).toBe(200);
  const id = (await added.json()) as number;
  const [productId] = await addProducts(request, [`Плед для упаковки ${name}`]);
  const packageId = await addPackage(request, productId!, `Плед ${name}`);
  const batch = await request.post('/v1/PurchaseBatch/UpdatePurchaseBatch', {
    data: {
      Name: `Закупка ${name}`,
      Date: '2026-10-01',
      Status: 1,
      Items: [
        {
          ProductID: productId,
          Count: 10,
          Price: 400,
          SalesItems: [
            {
              ProductPackageID: packageId,
              Volume: 3,
              SalesItemPackages: [{ PackageTypeID: id, Amount: 1, PricePerUom: 30 }],
              SalesPlans: [],
            },
          ],
        },
      ],
    },
    headers,
  });
  expect(batch.status(), await batch.text()).toBe(200);
  return { id, batch: (await batch.json()) as number };
}

test('a package type is created, priced by date, and its price of today shows in the grid', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Коробка 20×20×20 ${unique()}`;
  const [earlier, today] = [sellerDay(-10), sellerDay()];
  await logIn(page, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: t('menu.purchases.packageTypes') })).toBeVisible();

  // A new type: name, unit, decimals.
  await page.getByRole('button', { name: t('packageTypes.add') }).click();
  const create = page.getByRole('dialog', { name: t('packageTypes.add') });
  await create.getByLabel(t('packageTypes.fields.Name')).fill(name);
  await expect(create.getByRole('combobox', { name: t('packageTypes.fields.UnitOfMeasure') })).toHaveText(
    t('packageTypes.uom.2'),
  );
  await create.getByLabel(t('packageTypes.fields.DecimalPlaces')).fill('0');
  await screenshot(page, 'package-types-new-dialog');
  await create.getByRole('button', { name: t('common.save') }).click();
  await expect(create).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('packageTypes.saved') })
      .first(),
  ).toBeVisible();

  // The new type is in view, highlighted, with no price yet; its prices open from its row.
  const row = dataRows(grid(page)).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveClass(/row-highlighted/);
  await expect(row.locator('[data-field="CurrentPrice"]')).toHaveText('—');
  const panel = await openPrices(page, row);
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await expect(panel).toContainText(t('packageTypes.prices.empty'));

  // A price from ten days ago: in force today.
  const first = await addPrice(page, panel, name, '25', earlier);
  await expect(first).toBeHidden();
  const history = panel.getByRole('table', { name: t('packageTypes.prices.tableLabel', { name }) });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(
    `${shown(earlier)}25,00 ₽${t('packageTypes.prices.state.current')}`,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await expect(row.locator('[data-field="UnitOfMeasure"]')).toHaveText(t('packageTypes.uom.2'));
  await expect(row.locator('[data-field="CurrentPrice"]')).toHaveText('25,00 ₽');
  await expect(row.locator('[data-field="CurrentPriceDate"]')).toHaveText(shown(earlier));
  await expect(row.locator('[data-field="PriceCount"]')).toHaveText('1');

  // A second price from today (the dialog's default day) becomes the current one.
  await openPrices(page, row);
  const second = await addPrice(page, panel, name, '27,50');
  await expect(second).toBeHidden();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(
    `${shown(today)}27,50 ₽${t('packageTypes.prices.state.current')}`,
  );
  await expect(history.getByRole('row').nth(2)).toContainText(`${shown(earlier)}25,00 ₽`);
  await expect(panel).toContainText(
    t('packageTypes.prices.currentLine', { price: '27,50 ₽', unit: 'шт.', date: shown(today) }),
  );
  await screenshot(page, 'package-types-price-history');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(row.locator('[data-field="CurrentPrice"]')).toHaveText('27,50 ₽');
  await expect(row.locator('[data-field="CurrentPriceDate"]')).toHaveText(shown(today));
  await expect(row.locator('[data-field="PriceCount"]')).toHaveText('2');

  // A third price on a day that has one already is refused beside the date, and nothing is sent.
  await openPrices(page, row);
  const repeated = await addPrice(page, panel, name, '30');
  // The complaint is the date field's own description, so it is read out with the field.
  const taken = t('packageTypes.prices.dateTaken', { price: '27,50 ₽' });
  await expect(dateField(repeated)).toHaveAccessibleDescription(taken);
  await screenshot(page, 'package-types-repeated-date');
  // Another day clears the complaint at once.
  await typeDay(page, repeated, sellerDay(30));
  await expect(dateField(repeated)).toHaveAccessibleDescription(t('packageTypes.prices.dateHelp'));
  await repeated.getByRole('button', { name: t('common.cancel') }).click();
  await expect(repeated).toBeHidden();
  await expect(history.getByRole('row')).toHaveCount(3);

  // The older price goes from the history; today's stays in force.
  await history.getByRole('button', { name: t('packageTypes.prices.remove', { date: shown(earlier) }) }).click();
  const confirm = page.getByRole('dialog', { name: t('packageTypes.prices.removeTitle') });
  await expect(confirm).toContainText(
    t('packageTypes.prices.removeConfirm', { price: '25,00 ₽', date: shown(earlier) }),
  );
  await confirm.getByRole('button', { name: t('common.delete') }).click();
  await expect(confirm).toBeHidden();
  await expect(history.getByRole('row')).toHaveCount(2);
  // The removed row took the focus the confirmation hands back; the panel's focus trap takes it back
  // within a moment, and Escape closes the panel once the focus is in it again.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(row.locator('[data-field="PriceCount"]')).toHaveText('1');
  await expect(row.locator('[data-field="CurrentPrice"]')).toHaveText('27,50 ₽');

  // Renamed through the row's editor; the history is kept.
  await row.getByRole('button', { name: t('common.edit') }).click();
  const edit = page.getByRole('dialog', { name: t('packageTypes.edit') });
  await expect(edit.getByLabel(t('packageTypes.fields.Name'))).toHaveValue(name);
  await edit.getByLabel(t('packageTypes.fields.Name')).fill(`${name} бурая`);
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(edit).toBeHidden();
  const renamed = dataRows(grid(page)).filter({ hasText: `${name} бурая` });
  await expect(renamed.locator('[data-field="CurrentPrice"]')).toHaveText('27,50 ₽');
  await expect(renamed.locator('[data-field="PriceCount"]')).toHaveText('1');
  await screenshot(page, 'package-types-desktop');
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('package types: actions in reach, headers readable, a type in use kept with the reason', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const name = `Плёнка ${unique()}`;
      const { id, batch } = await packageTypeInUse(request, name);
      await logIn(page, SCREEN);
      await expect(dataRows(grid(page)).first()).toBeVisible();

      await expectWithinWidth(page, page.getByRole('button', { name: t('packageTypes.add') }));
      await expectWithinWidth(page, searchBox(page));
      const firstRow = dataRows(grid(page)).first();
      for (const action of ['packageTypes.openPrices', 'common.edit', 'common.delete']) {
        await expectWithinWidth(page, firstRow.getByRole('button', { name: t(action) }));
      }
      await expectHeadersReadable(grid(page));
      await screenshot(page, `package-types-${viewport.name}`);

      // Found by its name; its prices open beside the grid with their actions in reach.
      await searchBox(page).fill(name);
      const row = dataRows(grid(page)).filter({ hasText: name });
      await expect(dataRows(grid(page))).toHaveCount(1);
      await expect(page.getByRole('group', { name: t('grid.activeFilters') })).toContainText(name);
      const panel = await openPrices(page, row);
      await expectWithinWidth(page, panel.getByRole('button', { name: t('packageTypes.prices.add') }));
      await expectWithinWidth(
        page,
        panel.getByRole('button', { name: t('packageTypes.prices.remove', { date: '01.01.2026' }) }),
      );
      await screenshot(page, `package-types-panel-${viewport.name}`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // A material a purchase still packs its goods in stays: the reason shows in the dialog, in Russian.
      await row.getByRole('button', { name: t('common.delete') }).click();
      const confirm = page.getByRole('dialog', { name: t('packageTypes.delete') });
      await expect(confirm).toContainText(t('packageTypes.deleteConfirm', { name }));
      await confirm.getByRole('button', { name: t('common.delete') }).click();
      await expect(confirm.getByRole('alert')).toHaveText(
        t('problems.recordInUse.PackageType.PurchaseBatch', { id, dependents: batch }),
      );
      await screenshot(page, `package-types-delete-refused-${viewport.name}`);
      await confirm.getByRole('button', { name: t('common.cancel') }).click();
      await expect(row).toHaveCount(1);
    });
  });
}

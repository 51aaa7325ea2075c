import { expect, test } from '@playwright/test';
import { menuModel, type MenuItem } from '../src/shell/menuModel.js';
import { expectPath, logIn, mainMenu, pathnameOf, screenshot, t } from './helpers.js';

/**
 * The menu table of SPEC.md section 2, written out here on purpose, and the app's own entries after it
 * (reviews, cluster sales, sync, connection): the entries come from the app's menu model, the
 * addresses from here, so a drifting model fails the test.
 */
const SPEC_MENU: Record<string, string> = {
  'menu.seller.overview': '/',
  'menu.seller.salesOrders': '/ozon/salesOrders',
  'menu.seller.returns': '/ozon/returns',
  'menu.seller.profitAndLoss': '/profit-and-loss',
  'menu.seller.imageEditor': '/product/image-editor/editor',
  'menu.seller.animator': '/product/animator',
  'menu.seller.products': '/product/list',
  'menu.purchases.edit': '/purchase/edit',
  'menu.purchases.list': '/purchase',
  'menu.purchases.productTree': '/purchase/product-tree',
  'menu.purchases.packageTypes': '/purchase/package-type/list',
  'menu.purchases.priceAnalyzer': '/purchase/price-analyzer',
  'menu.articleSelection.keywords': '/search-term',
  'menu.articleSelection.update': '/search-term/update',
  'menu.shipments.shipments': '/shipment/',
  'menu.marketplace.products': '/ozon/product',
  'menu.marketplace.promotions': '/ozon/action',
  'menu.marketplace.reviews': '/ozon/review',
  'menu.marketplace.stockShortage': '/ozon/stock-starvation-report',
  'menu.marketplace.clusterSales': '/ozon/cluster-sales-report',
  'menu.marketplace.supplies': '/ozon/supplyOrder',
  'menu.marketplace.supplyRegistration': '/ozon/supplyRegistrationTask',
  'menu.marketplace.transactions': '/ozon/transaction',
  'menu.marketplace.reconciliation': '/ozon/reconciliation',
  'menu.marketplace.realization': '/ozon/realization',
  'menu.marketplace.warehouses': '/ozon/warehouse/list',
  'menu.marketplace.sync': '/ozon/sync',
  'menu.marketplace.connection': '/ozon/connection',
};

const PURCHASES = 'menu.seller.purchases';

/** Every entry of the model that leads to a screen of the app, with the group it is nested in. */
function routeEntries(): { labelId: string; parent?: string }[] {
  const walk = (items: MenuItem[], parent?: string): { labelId: string; parent?: string }[] =>
    items.flatMap((item) => [
      ...(item.to !== undefined ? [{ labelId: item.labelId, parent }] : []),
      ...(item.items ? walk(item.items, item.labelId) : []),
    ]);
  return menuModel.flatMap((section) => walk(section.items));
}

test('every menu entry of the spec is there and opens its screen', async ({ page }) => {
  // Twenty-seven screens, each opened and waited for: a busy machine needs more than one test's 30 s.
  test.setTimeout(150_000);
  const entries = routeEntries();
  expect(entries.map((entry) => entry.labelId).sort()).toEqual(Object.keys(SPEC_MENU).sort());
  expect(entries.filter((entry) => entry.parent === PURCHASES)).toHaveLength(5);

  await logIn(page);
  const menu = mainMenu(page);
  // Section headers (the first text of each name: 'Отгрузки' is also the name of its one entry).
  for (const section of menuModel) {
    await expect(menu.getByText(t(section.labelId), { exact: true }).first()).toBeVisible();
  }

  for (const { labelId, parent } of entries) {
    if (parent) {
      const group = menu.getByRole('button', { name: t(parent) });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    const link = menu.getByRole('link', { name: t(labelId), exact: true });
    await link.click();
    await expectPath(page, SPEC_MENU[labelId]!);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(pathnameOf(page)).toBe('/ozon/connection');
  await screenshot(page, 'shell-menu');
});

test('only the entry of the open screen is marked current', async ({ page }) => {
  await logIn(page, '/purchase/edit');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: t('menu.purchases.edit'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await screenshot(page, 'shell-menu-current');
  await expect(menu.getByRole('link', { name: t('menu.purchases.list'), exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the Purchases group opens and closes', async ({ page }) => {
  await logIn(page);
  const menu = mainMenu(page);
  const group = menu.getByRole('button', { name: t(PURCHASES) });
  const children = menuModel
    .flatMap((section) => section.items)
    .find((item) => item.labelId === PURCHASES)!
    .items!.map((child) => menu.getByRole('link', { name: t(child.labelId), exact: true }));
  expect(children).toHaveLength(5);

  await expect(group).toHaveAttribute('aria-expanded', 'false');
  for (const child of children) await expect(child).toBeHidden();

  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  for (const child of children) await expect(child).toBeVisible();
  await screenshot(page, 'shell-purchases-open');

  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  for (const child of children) await expect(child).toBeHidden();
  await screenshot(page, 'shell-purchases-closed');
});

test('an unknown address shows the not-found page with three cards leading home', async ({ page }) => {
  await logIn(page);
  await page.goto('/nonsense');
  await expectPath(page, '/notfound');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Запрошенный ресурс недоступен')).toBeVisible();

  const cards = ['notFound.faq', 'notFound.solutionCenter', 'notFound.permissionManager'].map((id) =>
    page.getByRole('link', { name: new RegExp(t(id)) }),
  );
  await expect(page.getByRole('link')).toHaveCount(3);
  for (const card of cards) {
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', '/');
  }
  await screenshot(page, 'shell-not-found');

  await cards[1]!.click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: t('menu.seller.overview') })).toBeVisible();
});

test('the dark colour scheme is applied and kept across a reload', async ({ page }) => {
  await logIn(page);
  const luminance = () =>
    page.evaluate(() => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    });
  expect(await luminance()).toBeGreaterThan(0.8);

  await page.getByRole('button', { name: t('topbar.layout') }).click();
  const config = page.getByRole('region', { name: t('config.title') });
  await expect(config).toBeVisible();
  const dark = config.getByRole('button', { name: t('config.colorScheme.dark') });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(luminance, { message: 'body background should be dark' }).toBeLessThan(0.2);
  await screenshot(page, 'shell-dark-config');

  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect.poll(luminance, { message: 'body background should stay dark' }).toBeLessThan(0.2);
  await screenshot(page, 'shell-dark-after-reload');
});

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addPackage, addProducts, apiToken, logIn, screenshot, t, unique } from './helpers.js';

// The editor's flows are a hundred steps each: on a busy machine (CI runs the PostgreSQL suite beside
// them) the default 30 s for the whole test ran out mid-way once.
test.setTimeout(120_000);

/** A packaging material with one price, through the API. */
async function addPackageType(request: APIRequestContext, name: string, price: number): Promise<number> {
  const response = await request.post('/v1/PackageType/AddPackageType', {
    data: { Name: name, UnitOfMeasure: 2, DecimalPlaces: 0, Prices: [{ Date: '2026-01-01', Price: price }] },
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as number;
}

/** Picks an option of a MUI select by the field's label. */
async function choose(scope: Locator, page: Page, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The value a figure of the plan's economics shows, as the number under its data-value. */
async function figure(scope: Locator, label: string): Promise<number> {
  const value = await scope
    .getByRole('group', { name: label, exact: true })
    .locator('[data-value]')
    .getAttribute('data-value');
  return Number(value);
}

test('a batch with two items, packaging and plans is built in the editor, its economics follow the typing, and it is saved whole', async ({
  page,
  request,
}) => {
  const run = unique();
  const [plaidId, mugId] = await addProducts(request, [`Плед ${run}`, `Кружка ${run}`]);
  const plaidPackage = await addPackage(request, plaidId!, `Плед ${run} в коробке`);
  await addPackage(request, mugId!, `Кружка ${run} 350 мл`);
  await addPackageType(request, `Коробка ${run}`, 32.5);

  await logIn(page, '/purchase/edit');
  await expect(page.getByRole('heading', { level: 1, name: t('purchases.editor.newTitle') })).toBeVisible();
  await page.getByRole('textbox', { name: t('purchases.batch.Name'), exact: true }).fill(`Закупка ${run}`);

  // The first item: 100 plaids at 360 ₽, sold one in a box in a plan of Ozon FBO.
  const first = page.getByRole('region', { name: t('purchases.item.title', { number: 1 }) });
  await first.getByRole('combobox', { name: t('purchases.item.ProductID') }).fill(`Плед ${run}`);
  await page.getByRole('option', { name: `Плед ${run}` }).click();
  await first.getByRole('textbox', { name: t('purchases.item.Count'), exact: true }).fill('100');
  await first.getByRole('textbox', { name: t('purchases.item.Price'), exact: true }).fill('360');
  await first.getByRole('button', { name: t('purchases.salesItem.add') }).click();
  await choose(first, page, t('purchases.salesItem.ProductPackageID'), new RegExp(`${plaidPackage}`));
  await first.getByRole('textbox', { name: t('purchases.salesItem.Volume'), exact: true }).fill('2,4');
  await first.getByRole('button', { name: t('purchases.packaging.add') }).click();
  await choose(first, page, t('purchases.packaging.PackageTypeID'), `Коробка ${run}`);
  // The material's current price comes by itself.
  await expect(first.getByRole('textbox', { name: t('purchases.packaging.PricePerUom'), exact: true })).toHaveValue(
    '32.5',
  );
  await first.getByRole('button', { name: t('purchases.plan.add') }).click();
  const plan = first.getByRole('group', { name: t('purchases.plan.title', { number: 1 }) });
  await expect(plan.getByText(t('purchases.economics.needPrice'))).toBeVisible();
  await plan.getByRole('textbox', { name: t('purchases.plan.Price'), exact: true }).fill('1290');
  await plan.getByRole('textbox', { name: t('purchases.plan.Amount'), exact: true }).fill('100');
  await plan.getByRole('textbox', { name: t('purchases.plan.SalesPerMonth'), exact: true }).fill('40');

  // The economics follow the typing: 17 % of 1290 ₽, FBO logistics of 2.4 l (56 + 2 started litres × 12 ₽).
  const economics = plan.getByRole('region', { name: t('purchases.economics.title') });
  await expect.poll(() => figure(economics, t('purchases.economics.Commission'))).toBe(219.3);
  expect(await figure(economics, t('purchases.economics.Logistics'))).toBe(80);
  expect(await figure(economics, t('purchases.economics.Packaging'))).toBe(32.5);
  const profitAt1290 = await figure(economics, t('purchases.economics.Profit'));
  await plan.getByRole('textbox', { name: t('purchases.plan.Price'), exact: true }).fill('1390');
  await expect.poll(() => figure(economics, t('purchases.economics.Profit'))).toBeGreaterThan(profitAt1290);
  const breakEven = await figure(economics, t('purchases.economics.BreakEven'));
  expect(breakEven).toBeGreaterThan(360);
  expect(breakEven).toBeLessThan(1390);

  // The second item: 50 mugs sold through FBS.
  await page.getByRole('button', { name: t('purchases.item.add') }).click();
  const second = page.getByRole('region', { name: t('purchases.item.title', { number: 2 }) });
  await second.getByRole('combobox', { name: t('purchases.item.ProductID') }).fill(`Кружка ${run}`);
  await page.getByRole('option', { name: `Кружка ${run}` }).click();
  await second.getByRole('textbox', { name: t('purchases.item.Count'), exact: true }).fill('50');
  await second.getByRole('textbox', { name: t('purchases.item.Price'), exact: true }).fill('120');
  await second.getByRole('button', { name: t('purchases.salesItem.add') }).click();
  await choose(second, page, t('purchases.salesItem.ProductPackageID'), new RegExp(`Кружка ${run}`));
  await second.getByRole('textbox', { name: t('purchases.salesItem.Volume'), exact: true }).fill('0,5');
  await second.getByRole('button', { name: t('purchases.plan.add') }).click();
  const mugPlan = second.getByRole('group', { name: t('purchases.plan.title', { number: 1 }) });
  await choose(mugPlan, page, t('purchases.plan.SalesChannelID'), 'Ozon FBS');
  await mugPlan.getByRole('textbox', { name: t('purchases.plan.Price'), exact: true }).fill('490');
  await mugPlan.getByRole('textbox', { name: t('purchases.plan.Amount'), exact: true }).fill('50');

  // A field that is wrong is named beside itself, and nothing is sent.
  await mugPlan.getByRole('textbox', { name: t('purchases.plan.ReturnPercentage'), exact: true }).fill('150');
  await page.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1' })).toBeVisible();
  await expect(mugPlan.getByText(t('validation.max', { max: 100 }))).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBeNull();
  await mugPlan.getByRole('textbox', { name: t('purchases.plan.ReturnPercentage'), exact: true }).fill('5');
  await screenshot(page, 'purchase-editor');

  await page.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByText(t('purchases.editor.saved'))).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('id')).not.toBeNull();
  const batchId = new URL(page.url()).searchParams.get('id');

  // Read back after a reload: the whole batch as it was typed.
  await page.reload();
  await expect(page.getByRole('textbox', { name: t('purchases.batch.Name'), exact: true })).toHaveValue(
    `Закупка ${run}`,
  );
  const reloadedPlan = page
    .getByRole('region', { name: t('purchases.item.title', { number: 1 }) })
    .getByRole('group', { name: t('purchases.plan.title', { number: 1 }) });
  await expect(reloadedPlan.getByRole('textbox', { name: t('purchases.plan.Price'), exact: true })).toHaveValue('1390');
  await expect(
    page
      .getByRole('region', { name: t('purchases.item.title', { number: 2 }) })
      .getByRole('textbox', { name: t('purchases.item.Count'), exact: true }),
  ).toHaveValue('50');

  // Leaving with unsaved changes asks first.
  await page.getByRole('textbox', { name: t('purchases.batch.Name'), exact: true }).fill(`Закупка ${run} (черновик)`);
  await page.getByRole('button', { name: t('purchases.editor.toList') }).click();
  const leave = page.getByRole('dialog', { name: t('purchases.editor.leaveTitle') });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: t('common.cancel') }).click();
  await expect(page.getByRole('textbox', { name: t('purchases.batch.Name'), exact: true })).toHaveValue(
    `Закупка ${run} (черновик)`,
  );
  await page.getByRole('textbox', { name: t('purchases.batch.Name'), exact: true }).fill(`Закупка ${run}`);

  // The list shows it (nothing is unsaved now, so no question), with its planned profit.
  await page.getByRole('button', { name: t('purchases.editor.toList') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('textbox', { name: t('purchases.list.search') }).fill(run);
  const row = page.getByRole('row', { name: new RegExp(`Закупка ${run}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row', { name: /Осенняя закупка/ })).toHaveCount(0);
  // 100 plaids at 1390 ₽ and 50 mugs at 490 ₽ planned; 100 × 360 + 50 × 120 bought.
  await expect(row).toContainText('163 500');
  await expect(row).toContainText('42 000');
  await screenshot(page, 'purchase-list');

  // The product tree: the plaid, its package, the batch and its plan under it.
  await page.goto('/purchase/product-tree');
  await page.getByRole('textbox', { name: t('purchases.tree.search') }).fill(`Плед ${run}`);
  // The search reaches the address, and the tree, once the typing pauses: until then it is every product's.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`Плед ${run}`);
  const tree = page.getByRole('grid');
  await expect(tree.getByRole('row', { name: /Ozon FBO/ })).toHaveCount(1);
  await expect(tree.getByRole('row', { name: new RegExp(`Плед ${run}`) }).first()).toBeVisible();
  const batchLink = tree.getByRole('link', { name: new RegExp(`Закупка ${run}`) });
  await expect(batchLink).toBeVisible();
  await expect(tree.getByRole('row', { name: /Ozon FBO/ })).toContainText('139 000');
  await screenshot(page, 'purchase-tree');
  await batchLink.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(batchId);
});

test("a channel's tariffs are edited from the editor, and a repeated tier is named where it is", async ({ page }) => {
  await logIn(page, '/purchase/edit');
  await page.getByRole('button', { name: t('purchases.channels.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('purchases.channels.title') });
  await dialog.getByRole('tab', { name: 'Ozon FBS' }).click();
  const handling = dialog.getByRole('textbox', { name: t('purchases.channels.CancelledSaleHandlingPrice') });
  await expect(handling).toHaveValue('20');
  await handling.fill('25');

  // A second tier up to 0.2 l: refused beside the field, nothing sent.
  const tiers = dialog.getByRole('group', { name: t('purchases.channels.LogisticPrices') });
  await tiers.getByRole('button', { name: t('purchases.channels.addTier') }).click();
  const volumes = tiers.getByRole('textbox', { name: t('purchases.channels.tier.MaxVolume') });
  await volumes.last().fill('0,2');
  await tiers
    .getByRole('textbox', { name: t('purchases.channels.tier.BasePrice') })
    .last()
    .fill('60');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(tiers.getByText(t('validation.repeatedTier'))).toBeVisible();
  await tiers.getByRole('button', { name: `${t('purchases.channels.removeTier')}: 7` }).click();

  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByText(t('purchases.channels.saved'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t('purchases.channels.open') }).click();
  await dialog.getByRole('tab', { name: 'Ozon FBS' }).click();
  await expect(handling).toHaveValue('25');
  await screenshot(page, 'purchase-channels');
});

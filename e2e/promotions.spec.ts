import { expect, test, type Locator } from '@playwright/test';
import { callCommand, dataRows, expectWithinWidth, logIn, mainMenu, screenshot, t } from './helpers.js';

/**
 * The promotions screen against the demo sandbox: the promotions synced from the screen, a running
 * promotion that is not frozen opened, two candidates sent in at once — one at its max action price,
 * which Ozon takes, one above it, which Ozon refuses with its reason, shown in the row and above the grid.
 */
test.setTimeout(180_000);
test.use({ viewport: { width: 1440, height: 900 } });

/** A money cell's value: «1 234,50 ₽» → 1234.5. */
async function moneyIn(cell: Locator): Promise<number> {
  const text = (await cell.innerText()).replace(/[^\d,−-]/g, '').replace(',', '.');
  return Number(text.replace('−', '-'));
}

test.beforeAll(async ({ request }) => {
  // The cards of the promotions' products: their names and the margins need them.
  await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
});

test('two candidates go in at once: Ozon takes the one at its max action price and refuses the one above it', async ({
  page,
}) => {
  await logIn(page);
  await mainMenu(page)
    .getByRole('link', { name: t('menu.marketplace.promotions'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('menu.marketplace.promotions') })).toBeVisible();

  // The sync of the family, started from the screen, with its result.
  await page.getByRole('button', { name: t('promotion.import') }).click();
  await expect(page.getByText(t('promotion.imported'))).toBeVisible({ timeout: 90_000 });
  const result = page.getByRole('dialog', { name: t('sync.result.promotionsTitle') });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: t('common.close') }).click();
  await expect(result).toBeHidden();

  // The running ones, by the period chip with its count.
  const grid = page.getByRole('grid', { name: t('menu.marketplace.promotions') });
  const periods = page.getByRole('group', { name: t('promotion.filter.periods') });
  const running = periods.getByRole('button', { name: new RegExp(`^${t('promotion.periods.Active')} · [1-9]`) });
  await running.click();
  await expect(running).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${t('promotion.filter.periods')}: ${t('promotion.periods.Active')}`)).toBeVisible();
  // The grid answers the chip after it shows: read again until only running ones are left.
  await expect
    .poll(async () => {
      const periodsShown = await dataRows(grid).locator('[data-field="Period"]').allInnerTexts();
      return periodsShown.length > 0 && periodsShown.every((period) => period === t('promotion.period.Active'));
    })
    .toBe(true);
  // A plain discount, not frozen: Ozon takes new products at any stock.
  const promotion = dataRows(grid)
    .filter({
      has: page.locator('[data-field="ActionType"]', { hasText: new RegExp(`^${t('promotion.type.DISCOUNT')}$`) }),
    })
    .filter({ has: page.locator('[data-field="FreezeDate"]', { hasText: /^—$/ }) })
    .first();
  const promotionName = (await promotion.locator('[data-field="Name"]').innerText()).trim();
  await screenshot(page, 'promotions-list');
  await promotion.locator('[data-field="Discount"]').click();

  // Its products, in the address: a reload lands on the same promotion.
  await expect(page.getByRole('heading', { level: 2, name: promotionName })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('promotion')).toMatch(/^\d+$/);
  const promotionUrl = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: promotionName })).toBeVisible();

  const products = page.getByRole('grid', { name: t('promotion.products') });
  await page.getByRole('button', { name: t('promotion.products.show.candidates'), exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('show')).toContain('candidates');
  const rows = dataRows(products);
  await expect(rows.nth(1)).toBeVisible();
  // The rows of every product stay on screen until the candidates' page comes: only candidates then.
  const candidate = t('promotion.addMode.candidate');
  await expect(rows.locator('[data-field="AddMode"]').filter({ hasNotText: new RegExp(`^${candidate}$`) })).toHaveCount(
    0,
  );
  // Two cards imported here (an offer ID, a name); Ozon may offer cards that are not.
  const imported = rows.filter({ has: page.locator('[data-field="OfferID"]', { hasText: /^\d+$/ }) });
  await expect(imported.nth(1)).toBeVisible();
  const offerOf = async (row: Locator) => (await row.locator('[data-field="OfferID"]').innerText()).trim();
  const [refusedOffer, takenOffer] = [await offerOf(imported.nth(0)), await offerOf(imported.nth(1))];
  const byOffer = (offer: string) =>
    rows.filter({ has: page.locator('[data-field="OfferID"]', { hasText: new RegExp(`^${offer}$`) }) });
  const [refused, taken] = [byOffer(refusedOffer), byOffer(takenOffer)];
  const refusedName = (await refused.locator('[data-field="Name"]').innerText()).trim();
  const takenName = (await taken.locator('[data-field="Name"]').innerText()).trim();
  const takenMax = await moneyIn(taken.locator('[data-field="MaxActionPrice"]'));
  // A candidate goes in at its max action price unless another is typed.
  expect(await moneyIn(taken.locator('[data-field="ActionPrice"]'))).toBe(takenMax);

  // One priced above its max action price (typed into the cell: the row gets selected), the other as it is.
  const max = await moneyIn(refused.locator('[data-field="MaxActionPrice"]'));
  const priceCell = refused.locator('[data-field="ActionPrice"]');
  await priceCell.dblclick();
  await priceCell.locator('input').fill(String(max + 100));
  await priceCell.locator('input').press('Enter');
  await expect(priceCell.locator('input')).toHaveCount(0);
  expect(await moneyIn(priceCell)).toBe(max + 100);
  await expect(refused.getByRole('checkbox')).toBeChecked();
  await taken.getByRole('checkbox').check();
  await screenshot(page, 'promotion-products-edited');

  await page.getByRole('button', { name: t('promotion.products.addSelected', { count: 2 }) }).click();

  // Ozon's refusal: listed above the grid and marked in the row, which keeps the typed price.
  const refusal = page.getByRole('alert').filter({ hasText: /^Ozon отказал: 1 товар/ });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText(refusedName);
  await expect(refusal).toContainText('max_action_price');
  const refusedRow = byOffer(refusedOffer);
  await expect(refusedRow.locator('[data-field="Refusal"] [aria-label*="max_action_price"]')).toBeVisible();
  await expect(refusedRow).toHaveClass(/promotion-refused/);
  expect(await moneyIn(refusedRow.locator('[data-field="ActionPrice"]'))).toBe(max + 100);
  await expect(page.getByText(/^Ozon принял: 1 товар$/)).toBeVisible();
  // The accepted one is no candidate any more.
  await expect(byOffer(takenOffer)).toHaveCount(0);
  await screenshot(page, 'promotion-products-refused');

  // It takes part now, put in by the seller at its max action price.
  await page.getByRole('button', { name: t('promotion.products.show.participating'), exact: true }).click();
  await page.getByRole('textbox', { name: t('promotion.products.search') }).fill(takenOffer);
  await expect(page.getByText(`${t('promotion.products.search')}: «${takenOffer}»`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  const joined = byOffer(takenOffer);
  await expect(joined).toHaveCount(1);
  await expect(joined.locator('[data-field="Name"]')).toHaveText(takenName);
  await expect(joined.locator('[data-field="AddMode"]')).toHaveText(t('promotion.addMode.MANUAL'));
  expect(await moneyIn(joined.locator('[data-field="ActionPrice"]'))).toBe(takenMax);
  await screenshot(page, 'promotion-products-joined');

  // Back to the list, as it was left.
  await page.getByRole('button', { name: t('promotion.back') }).click();
  await expect(running).toHaveAttribute('aria-pressed', 'true');
  await expect(dataRows(grid).filter({ hasText: promotionName })).toHaveCount(1);

  // On a phone the filters and both buttons wrap within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(promotionUrl);
  await expect(page.getByRole('heading', { level: 2, name: promotionName })).toBeVisible();
  for (const name of [
    t('promotion.products.addSelected', { count: 0 }),
    t('promotion.products.removeSelected', { count: 0 }),
  ]) {
    await expectWithinWidth(page, page.getByRole('button', { name }));
  }
  await expectWithinWidth(page, page.getByRole('checkbox', { name: t('promotion.products.filter.loss') }));
  await screenshot(page, 'promotion-products-phone');
});

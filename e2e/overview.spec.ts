import { expect, test, type Page } from '@playwright/test';
import { syncFamilyKinds } from '../contracts/jobs.js';
import { sellerCalendar } from '../contracts/sellerCalendar.js';
import { dataRows, expectPath, logIn, screenshot, t } from './helpers.js';

test.setTimeout(300_000);
test.use({ viewport: { width: 1440, height: 900 } });

/** The number a figure of a strip shows, as a plain number. */
async function figure(page: Page, stripLabel: string, label: string): Promise<number> {
  const text = await page
    .getByRole('region', { name: stripLabel })
    .getByRole('group', { name: label, exact: true })
    .locator('[data-value]')
    .innerText();
  return Number(text.replace(/[^\d-]/g, ''));
}

test.describe.serial('the overview, finance operations and reconciliation', () => {
  test('syncs everything from the overview, and the overview fills with the sales', async ({ page }) => {
    await logIn(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: t('menu.seller.overview') })).toBeVisible();
    const sync = page.getByRole('region', { name: t('overview.sync.title') });
    await sync.getByRole('button', { name: t('sync.everything') }).click();
    await expect(page.getByText(t('sync.everythingQueued'))).toBeVisible();

    // Every family of "sync everything" ends completed: the card shows a «Выполнено» for each. (A count
    // reached on the way, such as the first six, passes only when a poll happens to land on it.)
    await expect(sync.getByText(t('sync.status.Completed'), { exact: true })).toHaveCount(syncFamilyKinds.length, {
      timeout: 240_000,
    });
    const sales = t('overview.sales.title');
    await expect.poll(() => figure(page, sales, t('overview.weekOrders')), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: t('overview.chart.title', { days: 90 }) })).toBeVisible();
    await expect(
      page.getByRole('region', { name: t('overview.localization.title') }).locator('[data-value]'),
    ).toContainText('%');
    await expect(page.getByRole('region', { name: t('overview.latest.title') }).getByRole('row')).toHaveCount(11);
    await screenshot(page, 'overview');
  });

  test('finance operations: totals per kind, a kind filter, and an operation with its services', async ({ page }) => {
    await logIn(page, '/ozon/transaction');
    const totals = t('operation.totals.title');
    await expect(page.getByRole('region', { name: totals })).toBeVisible();
    const grid = page.getByRole('grid', { name: t('menu.marketplace.transactions') });
    await expect(dataRows(grid).first()).toBeVisible();

    await page.getByLabel(t('operation.filter.kinds')).click();
    await page.getByRole('option', { name: t('operation.kind.1') }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: t('grid.activeFilters') })).toContainText(t('operation.filter.kinds'));
    await expect
      .poll(() => dataRows(grid).locator('[data-field="TransactionType"]').allInnerTexts())
      .toEqual(expect.arrayContaining([t('operation.kind.1')]));
    for (const kind of await dataRows(grid).locator('[data-field="TransactionType"]').allInnerTexts()) {
      expect(kind).toBe(t('operation.kind.1'));
    }

    // A delivery to the buyer: its sale, commission and the logistics inside it.
    await dataRows(grid).first().locator('[data-field="OperationType"]').click();
    const details = page.getByRole('region', { name: t('operation.details.title') });
    await expect(details).toBeVisible();
    await expect(details.getByRole('table', { name: t('operation.details.services') })).toContainText(
      t('operation.service.MarketplaceServiceItemDirectFlowLogistic'),
    );
    await screenshot(page, 'transaction-details');
  });

  test('opens a reconciliation discrepancy: its posting in the orders grid', async ({ page }) => {
    await logIn(page, '/ozon/reconciliation');
    const summary = t('reconciliation.summary.title');
    await expect(page.getByRole('region', { name: summary })).toBeVisible();
    expect(await figure(page, summary, t('reconciliation.summary.postings'))).toBeGreaterThan(0);
    const grid = page.getByRole('grid', { name: t('menu.marketplace.reconciliation') });
    const first = dataRows(grid).first();
    await expect(first).toBeVisible();
    await screenshot(page, 'reconciliation');

    const posting = (await first.locator('[data-field="PostingNumber"]').innerText()).trim();
    await first.getByRole('link', { name: posting }).click();
    await expectPath(page, '/ozon/salesOrders');
    const orders = page.getByRole('grid', { name: t('menu.seller.salesOrders') });
    await expect(dataRows(orders)).toHaveCount(1);
    await expect(dataRows(orders).first().locator('[data-field="Postings"]')).toHaveText(posting);
  });

  test('returns per day and per package', async ({ page }) => {
    await logIn(page, '/ozon/returns');
    await expect(page.getByRole('region', { name: t('returns.chart.title') })).toBeVisible();
    const grid = page.getByRole('grid', { name: t('returns.table.title') });
    await expect(dataRows(grid).first()).toBeVisible();
    expect(await figure(page, t('returns.summary.title'), t('returns.summary.units'))).toBeGreaterThan(0);
    // Buyers' refusals of cancelled postings are counted apart from the returns (docs/money.md).
    expect(await figure(page, t('returns.summary.title'), t('returns.summary.refused'))).toBeGreaterThan(0);
    await expect(grid.getByRole('columnheader', { name: t('returns.fields.RefusedQuantity') })).toBeVisible();
    // Left open, the period is the report's own (the last 90 days): its fields say which days are shown.
    const calendar = sellerCalendar();
    const today = calendar.dayOf(new Date());
    const asShown = (day: string) => day.split('-').reverse().join('.');
    const field = (id: string) => page.getByRole('group', { name: t(id), exact: true });
    await expect(field('salesOrder.filter.from')).toContainText(asShown(calendar.addDays(today, -89)));
    await expect(field('salesOrder.filter.to')).toContainText(asShown(today));
  });
});

import { expect, test, type Page } from '@playwright/test';
import { callCommand, dataRows, logIn, t } from './helpers.js';

/**
 * Dates as the design card says, whatever the browser: a seller whose browser speaks English still sees
 * the Russian interface's dd.mm.yyyy in every date field, with Monday first in the calendar, and an end
 * before the start is refused where it was typed.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** Every date field shows its whole day: none is cut by the field's buttons («06.12.202»). */
async function expectDaysInFull(page: Page): Promise<void> {
  const cut = await page
    .locator('.MuiPickersSectionList-root')
    .evaluateAll((lists) => lists.filter((list) => list.scrollWidth > list.clientWidth + 1).length);
  expect(cut, 'date fields whose day is cut').toBe(0);
}

test('an English browser sees dd.mm.yyyy and a Monday-first calendar; a backwards range is refused inline', async ({
  page,
}) => {
  await logIn(page, '/ozon/salesOrders?from=2026-06-01&to=2026-06-30');
  const from = page.getByRole('group', { name: t('salesOrder.filter.from'), exact: true });
  const to = page.getByRole('group', { name: t('salesOrder.filter.to'), exact: true });
  await expect(from).toContainText('01.06.2026');
  await expect(to).toContainText('30.06.2026');
  await expectDaysInFull(page);
  expect(await page.locator('main input[type="date"], main input[type="month"]').count()).toBe(0);

  // The calendar opens on the chosen month, weeks from Monday.
  await page
    .getByRole('button', { name: /Выберите дату|Choose date/ })
    .first()
    .click();
  await expect(page.locator('.MuiPickersCalendarHeader-label')).toHaveText(/июнь 2026/i);
  const weekdays = page.locator('.MuiDayCalendar-weekDayLabel');
  await expect(weekdays.first()).toHaveText(/^п/i);
  await page.keyboard.press('Escape');

  // An end before the start: said under the field, and the grid's period stays as it was.
  await to.getByRole('spinbutton').nth(1).click();
  await page.keyboard.type('05');
  await expect(to).toContainText('30.05.2026');
  await expect(page.getByText(t('dates.endBeforeStart'))).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2026-06-30');

  // Every other date field of the app is the same picker: the shipments' and the stock report's.
  for (const [path, label] of [
    ['/shipment/?from=2026-05-04', 'shipment.filter.from'],
    ['/ozon/stock-starvation-report?date=2026-05-04', 'starvation.param.date'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('group', { name: t(label), exact: true })).toContainText('04.05.2026');
    await expectDaysInFull(page);
  }
});

test('a browser in New York reads a sync run at the seller’s clock, as the server counts its day', async ({
  page,
  request,
}) => {
  await callCommand(request, '/v1/Warehouse/ImportOzonWarehouses');
  const answered = page.waitForResponse((response) => response.url().includes('v1/Job/FindJobs') && response.ok());
  await logIn(page, '/ozon/sync');
  const { Items } = (await (await answered).json()) as { Items: { CreatedAt: string }[] };
  expect(Items.length).toBeGreaterThan(0);
  // The history's narrow columns show day, month and time (the year is in the tooltip and the files).
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat('ru', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(Items[0]!.CreatedAt));
  const newest = dataRows(page.getByRole('grid', { name: t('sync.history') })).first();
  await expect(newest.locator('[data-field="CreatedAt"]')).toHaveText(at('Europe/Moscow'));
  expect(at('Europe/Moscow')).not.toBe(at('America/New_York'));
});

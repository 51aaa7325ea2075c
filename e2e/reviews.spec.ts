import { expect, test, type Page } from '@playwright/test';
import { E2E_SANDBOX } from '../playwright.config.js';
import { apiToken, callCommand, dataRows, expectWithinWidth, logIn, mainMenu, screenshot, t } from './helpers.js';

/**
 * The reviews screen against the demo sandbox: the reviews synced from the screen, a new review with
 * text answered with a reply the AI service drafted (the E2E sandbox's chat-completions stand-in, set
 * in Settings), the answer published on Ozon and read back from it.
 */
test.describe.configure({ mode: 'serial' });

interface ReviewOnWire {
  ID: string;
  ProcessingStatus: number;
  Comments: { Text: string; IsOwner: boolean }[];
}

/** The review opened in the side panel: its ID is in the address. */
function openedReviewId(page: Page): string {
  const raw = new URL(page.url()).searchParams.get('review') ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

const AI = { key: 'e2e-sandbox-key', baseUrl: `${E2E_SANDBOX.url}/v1`, model: 'sandbox-chat' };

/**
 * The AI service in Settings: the E2E sandbox's chat endpoint. The dialog reads the stored settings as
 * it opens and fills its fields when they arrive, so the values are checked by opening it again.
 */
async function setAiService(page: Page) {
  const settings = page.getByRole('dialog', { name: t('settings.title') });
  const field = (id: string) => settings.getByLabel(t(id), { exact: true });
  await expect(async () => {
    if (await settings.isVisible()) await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: t('topbar.settings') }).click();
    await field('settings.togetherApiKey').fill(AI.key);
    await field('settings.chatBaseUrl').fill(AI.baseUrl);
    await field('settings.chatModel').fill(AI.model);
    await settings.getByRole('button', { name: t('common.save') }).click();
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: t('topbar.settings') }).click();
    await expect(field('settings.togetherApiKey')).toHaveValue(AI.key, { timeout: 2_000 });
    await expect(field('settings.chatBaseUrl')).toHaveValue(AI.baseUrl);
    await expect(field('settings.chatModel')).toHaveValue(AI.model);
    await settings.getByRole('button', { name: t('common.cancel') }).click();
    await expect(settings).toBeHidden();
  }).toPass({ timeout: 30_000 });
}

test.beforeAll(async ({ request }) => {
  // The cards the reviews name by SKU: their names show in the grid and go into the drafts.
  await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
});

test('a new review is answered with an AI draft and the answer reaches Ozon', async ({ page, request }) => {
  // The first sync reads the reviews and the threads of the recent ones: 1–2 thousand calls at 50/s.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await setAiService(page);

  await mainMenu(page)
    .getByRole('link', { name: t('menu.marketplace.reviews'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('menu.marketplace.reviews') })).toBeVisible();
  await page.getByRole('button', { name: t('review.import') }).click();
  await expect(page.getByText(t('review.imported'))).toBeVisible({ timeout: 90_000 });
  const result = page.getByRole('dialog', { name: t('sync.result.reviewsTitle') });
  await expect(result.getByRole('row', { name: new RegExp(`^${t('sync.result.reviewsRead')} [1-9]`) })).toBeVisible();
  await result.getByRole('button', { name: t('common.close') }).click();
  await expect(result).toBeHidden();

  // New reviews with a text: the status chip (with its count) and the yes/no filter.
  const grid = page.getByRole('grid', { name: t('menu.marketplace.reviews') });
  await expect(dataRows(grid).first()).toBeVisible();
  const statuses = page.getByRole('group', { name: t('review.filter.statuses') });
  const newChip = statuses.getByRole('button', { name: new RegExp(`^${t('review.status.1')} · [1-9]`) });
  await newChip.click();
  await expect(newChip).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: t('review.filter.withText') }).click();
  await page.getByRole('option', { name: t('review.filter.yes'), exact: true }).click();
  await expect(page.getByText(`${t('review.filter.withText')}: ${t('review.filter.yes')}`)).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  // The row is pinned by its ID: a late answer of the filter re-ordering the grid cannot swap it under the click.
  const rowId = await dataRows(grid).first().getAttribute('data-id');
  const row = grid.locator(`[data-id="${rowId}"]`);
  await expect(row.locator('[data-field="ProcessingStatus"]')).toHaveText(t('review.status.1'));
  const product = (await row.locator('[data-field="Product"]').innerText()).trim();
  expect(product, 'the review names its card').not.toBe('');
  await expect(row.locator('[data-field="Comment"]')).not.toHaveText(t('review.noText'));
  await screenshot(page, 'reviews-grid');

  await row.locator('[data-field="Comment"]').click();
  const panel = page.getByRole('region', { name: t('review.details.title') });
  await expect(panel.getByRole('heading', { name: product })).toBeVisible();
  const reviewId = openedReviewId(page);
  expect(reviewId).toBe(rowId);

  // Three drafts from the AI service, one per style, each naming the product.
  await panel.getByRole('button', { name: t('review.replies.generate') }).click();
  const drafts = panel.getByRole('list', { name: t('review.replies.list') }).getByRole('listitem');
  await expect(drafts).toHaveCount(3, { timeout: 30_000 });
  await expect(panel.getByText(t('review.replies.source.ai'))).toBeVisible();
  for (const style of ['Formal', 'Friendly', 'Brief']) {
    await expect(drafts.filter({ hasText: t(`review.style.${style}`) })).toHaveCount(1);
  }
  for (let index = 0; index < 3; index++) await expect(drafts.nth(index)).toContainText(product);

  // The friendly one, edited, is published.
  const friendly = drafts.filter({ hasText: t('review.style.Friendly') });
  await friendly.getByRole('button', { name: t('review.replies.use') }).click();
  const answer = panel.getByRole('textbox', { name: t('review.reply.label') });
  const draft = (await friendly.locator('p').last().innerText()).trim();
  await expect(answer).toHaveValue(draft);
  await answer.press('ControlOrMeta+End');
  await answer.pressSequentially(' Хорошего дня!');
  const published = `${draft} Хорошего дня!`;
  await panel.getByRole('button', { name: t('review.reply.publish') }).click();
  await expect(page.getByText(t('review.reply.published'))).toBeVisible();
  await expect(panel.getByTestId('review-status')).toHaveText(t('review.status.3'));
  const thread = panel.getByRole('list', { name: t('review.details.threadList') });
  const own = thread.getByRole('listitem').filter({ hasText: published });
  await expect(own).toBeVisible();
  await expect(own).toContainText(t('review.comment.seller'));
  await expect(answer).toHaveValue('');
  await screenshot(page, 'review-published');

  // On Ozon: the thread read back from the sandbox holds the answer, and the review is processed.
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const details = await request.post('/v1/OzonProductReview/UpdateOzonProductReviewDetails', {
    data: { ReviewIDs: [reviewId] },
    headers,
  });
  expect(details.status(), await details.text()).toBe(200);
  const found = await request.post('/v1/OzonProductReview/FindOzonProductReviews', {
    data: { IDs: [reviewId], Count: 1 },
    headers,
  });
  expect(found.status(), await found.text()).toBe(200);
  const [review] = ((await found.json()) as { Items: ReviewOnWire[] }).Items;
  expect(review?.ProcessingStatus).toBe(3);
  expect(review?.Comments).toContainEqual(expect.objectContaining({ Text: published, IsOwner: true }));

  // And after a reload the panel opens on it again, with the answer in the thread.
  await page.reload();
  await expect(panel.getByTestId('review-status')).toHaveText(t('review.status.3'));
  await expect(thread.getByRole('listitem').filter({ hasText: published })).toBeVisible();
});

test('on a phone the reviews and the answer are within reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, '/ozon/review');
  await expectWithinWidth(page, page.getByRole('button', { name: t('review.import') }));
  const grid = page.getByRole('grid', { name: t('menu.marketplace.reviews') });
  await dataRows(grid).first().locator('[data-field="ProcessingStatus"]').click();
  const panel = page.getByRole('region', { name: t('review.details.title') });
  await expect(panel).toBeVisible();
  await expectWithinWidth(page, panel.getByRole('button', { name: t('review.replies.generate') }));
  await panel.getByRole('button', { name: t('review.reply.publish') }).scrollIntoViewIfNeeded();
  await expectWithinWidth(page, panel.getByRole('button', { name: t('review.reply.publish') }));
  await screenshot(page, 'review-phone');
});

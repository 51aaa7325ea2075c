import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_CABINET } from '../sandbox/config.js';
import { startSmtpInbox, type SmtpInbox } from '../server/notifications/testing/smtpInbox.js';
import { callCommand, logIn, screenshot, t } from './helpers.js';

/**
 * Alerts where the seller is: a Telegram bot (the demo sandbox's Bot API) and an SMTP server started
 * here are set and tested from «Уведомления»; then a sync brings a stock-out and a new 1-star review,
 * and the bell, the Telegram messages (read back from the sandbox) and the e-mails (read back from the
 * SMTP server) each lead to the screen and filter they concern.
 */
test.describe.configure({ mode: 'serial' });

const BOT_TOKEN = `246813579:AA${'e2e'.repeat(11)}`;
const BOT_NAME = 'sandbox246813579_bot';

interface SentMessage {
  text: string;
  links: string[];
}

/** The SMTP server the seller sets: a real one, keeping what it receives. */
let inbox: SmtpInbox;
/** The demo sandbox the app calls (Ozon and Telegram alike): its address is in the bot's t.me link. */
let sandbox: string;

test.beforeAll(async () => {
  inbox = await startSmtpInbox();
});
test.afterAll(() => inbox.close());

async function sentByBot(request: APIRequestContext): Promise<SentMessage[]> {
  const response = await request.get(`${sandbox}/sandbox/telegram/bot${BOT_TOKEN}/messages`);
  return ((await response.json()) as { result: SentMessage[] }).result;
}

const channelCard = (page: Page, channel: 'Telegram' | 'Email') =>
  page
    .getByRole('region', { name: t('notification.channels') })
    .locator('div.MuiPaper-root')
    .filter({
      has: page.getByRole('heading', { name: t(`notification.channel.${channel}`), exact: true }),
    });

test('the seller sets Telegram and e-mail and sends a test to each', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: t('notification.title') })).toBeVisible();

  // Telegram: a token not shaped as @BotFather's is caught in the browser; the bot's is checked by Telegram.
  const telegram = channelCard(page, 'Telegram');
  await telegram.getByLabel(t('notification.telegram.token')).fill('12345');
  await telegram.getByRole('button', { name: t('notification.telegram.connect') }).click();
  await expect(telegram.getByText(t('validation.botToken'))).toBeVisible();
  // A revoked token: Telegram's refusal under the field, in the seller's language with Telegram's word.
  await telegram.getByLabel(t('notification.telegram.token')).fill(`123456789:revoked${'x'.repeat(28)}`);
  await telegram.getByRole('button', { name: t('notification.telegram.connect') }).click();
  await expect(
    telegram.getByText(t('notification.failure.TelegramReply', { method: 'getMe', reply: 'Unauthorized' })),
  ).toBeVisible();
  await telegram.getByLabel(t('notification.telegram.token')).fill(BOT_TOKEN);
  await telegram.getByRole('button', { name: t('notification.telegram.connect') }).click();
  await expect(telegram.getByText(t('notification.telegram.bot', { name: BOT_NAME }))).toBeVisible();

  // The person opens the chat with the bot and presses Start (the sandbox's t.me page does it).
  const start = telegram.getByRole('link', { name: t('notification.telegram.start') });
  const startLink = (await start.getAttribute('href'))!;
  sandbox = startLink.slice(0, startLink.indexOf('/sandbox/telegram/'));
  const [chat] = await Promise.all([page.context().waitForEvent('page'), start.click()]);
  await expect(chat.getByText(`@${BOT_NAME}`)).toBeVisible();
  await chat.close();
  await telegram.getByRole('button', { name: t('notification.telegram.find') }).click();
  await expect(telegram.getByText(t('notification.telegram.chat', { name: 'Продавец' }))).toBeVisible();
  await telegram.getByRole('button', { name: t('notification.channel.test') }).click();
  await expect(telegram.getByText(t('notification.channel.testSent'))).toBeVisible();
  expect((await sentByBot(request)).map((message) => message.text)).toEqual([
    expect.stringContaining(t('notification.channel.testTitle')),
  ]);

  // E-mail: the address is checked before it is sent; the password is never shown back.
  const email = channelCard(page, 'Email');
  await email.getByLabel(t('notification.email.host')).fill('127.0.0.1');
  await email.getByLabel(t('notification.email.port')).fill(String(inbox.port));
  await email.getByLabel(t('notification.email.security')).click();
  await page.getByRole('option', { name: t('notification.email.security.None') }).click();
  await email.getByLabel(t('notification.email.login')).fill('shop');
  await email.getByLabel(t('notification.email.password')).fill('smtp-password');
  await email.getByLabel(t('notification.email.from')).fill('alerts@shop');
  await email.getByLabel(t('notification.email.to')).fill('owner@shop.ru');
  await email.getByRole('button', { name: t('common.save') }).click();
  await expect(email.getByText(t('validation.email'))).toBeVisible();
  await email.getByLabel(t('notification.email.from')).fill('alerts@shop.ru');
  await email.getByRole('button', { name: t('common.save') }).click();
  await expect(email.getByLabel(t('notification.email.password'))).toHaveValue('');
  await email.getByRole('button', { name: t('notification.channel.test') }).click();
  await expect(email.getByText(t('notification.channel.testSent'))).toBeVisible();
  expect(inbox.received.map((mail) => mail.subject)).toEqual([t('notification.channel.testTitle')]);
  await screenshot(page, 'notifications-channels');
});

test('a sync with a stock-out and a 1-star review reaches the bell, Telegram and e-mail', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, '/notifications');
  const rules = page.getByRole('region', { name: t('notification.rules') });
  await rules.getByRole('switch').nth(0).check();
  await rules.getByRole('switch').nth(2).check();
  await rules.getByLabel(t('notification.rule.LowReview.threshold')).fill('1');
  await rules.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByText(t('notification.rulesSaved'))).toBeVisible();

  // A buyer writes a 1-star review after the rule was switched on; then the syncs run.
  const review = await request.post(`${sandbox}/sandbox/reviews`, {
    data: { rating: 1 },
    headers: { 'client-id': DEFAULT_CABINET.clientId, 'api-key': DEFAULT_CABINET.apiKey },
  });
  expect(review.ok(), await review.text()).toBe(true);
  const reviewId = ((await review.json()) as { id: string }).id;
  await callCommand(request, '/v1/Warehouse/ImportOzonWarehouses');
  await callCommand(request, '/v1/OzonProduct/ImportOzonProducts');
  await callCommand(request, '/v1/Posting/ImportOzonFboPostings');
  await callCommand(request, '/v1/OzonProduct/ImportOzonProductStocks');
  await callCommand(request, '/v1/OzonProductReview/UpdateOzonProductReviews');

  const appUrl = new URL(page.url()).origin;
  const stockOutLink = `${appUrl}/ozon/stock-starvation-report?notify=14`;
  const reviewLink = `${appUrl}/ozon/review?review=${reviewId}`;

  // Telegram: one message per rule, each with its list and the link to its filtered screen.
  await expect
    .poll(async () => (await sentByBot(request)).flatMap((message) => message.links).sort(), { timeout: 30_000 })
    .toEqual([`${appUrl}/notifications`, reviewLink, stockOutLink].sort());
  const messages = await sentByBot(request);
  expect(messages.find((message) => message.links[0] === stockOutLink)!.text).toMatch(/на складах Ozon/);
  expect(messages.find((message) => message.links[0] === reviewLink)!.text).toMatch(/1 ★/);
  // E-mail: the same two, each a link to the same screens.
  await expect.poll(() => inbox.received.length, { timeout: 30_000 }).toBe(3);
  const hrefs = inbox.received.slice(1).map((mail) => /href="([^"]+)"/.exec(String(mail.html))?.[1]);
  expect(hrefs.sort()).toEqual([reviewLink, stockOutLink].sort());

  // The bell: two unread; the stock-out opens the report at the rule's threshold.
  await page.goto('/');
  const bell = page.getByRole('button', { name: t('topbar.notificationsUnread', { count: 2 }) });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('list', { name: t('notification.list') }).first();
  await expect(list.getByRole('button')).toHaveCount(2);
  await screenshot(page, 'notifications-bell');
  await list.getByRole('button', { name: /на складах Ozon/ }).click();
  await expect.poll(() => page.url()).toBe(stockOutLink);
  await expect(page.getByRole('heading', { level: 1, name: t('menu.marketplace.stockShortage') })).toBeVisible();

  // The review's link from Telegram opens that review.
  await page.goto(reviewLink);
  await expect(page.getByRole('region', { name: t('review.details.title') })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('review')).toBe(reviewId);

  // The notifications screen says how each went.
  await page.goto('/notifications');
  const received = page.getByRole('region', { name: t('notification.received') });
  await expect(received.getByText(/Telegram: отправлено/)).toHaveCount(2);
  await expect(received.getByText(/Почта: отправлено/)).toHaveCount(2);
  await screenshot(page, 'notifications-screen');
});

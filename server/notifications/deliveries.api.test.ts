import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChannelsState, SendTestResult } from '../../contracts/notificationChannels.js';
import type { NotificationPage } from '../../contracts/notifications.js';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { deliveryFailureText } from '../../src/notifications/deliveryFailureText.js';
import { testIntl } from '../../src/test/intl.js';
import { buildDemoTestApp, type TestApp } from '../test/testApp.js';
import type { OzonConnection } from '../ozon/connection.js';
import { notificationService } from './notificationService.js';
import { startSmtpInbox, type SmtpInbox } from './testing/smtpInbox.js';
import { seedStockOutWorld } from './testing/stockOutWorld.js';

const calendar = sellerCalendar();
const MINUTE = 60_000;
const BOT_TOKEN = `123456789:AA${'h'.repeat(33)}`;
const APP_URL = 'https://seller.example.ru';
const ru = testIntl('ru');

interface SentMessage {
  chat_id: number;
  text: string;
  links: string[];
}

/**
 * Telegram (the sandbox's Bot API) and e-mail (a real SMTP server in the test) on the stock-out world of
 * `seedStockOutWorld`: each notification is sent once by each channel, held by quiet hours, waits out a
 * 429, and a failing delivery is retried and then reported with its reason.
 */
describe('notifications by Telegram and e-mail', () => {
  let t: TestApp & { ozon: OzonConnection };
  let inbox: SmtpInbox;
  let sandbox: string;
  const logs: string[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildDemoTestApp({}, { env: { APP_URL }, logStream: { write: (line) => void logs.push(line) } });
    sandbox = t.ozon.credentials.baseUrl;
    await seedStockOutWorld(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const post = async <T>(url: string, payload?: object, status = 200) => {
    const response = await t.call({ method: 'POST', url: `/v1/Notification/${url}`, payload: payload ?? {} });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const sentByBot = async () =>
    ((await (await fetch(`${sandbox}/sandbox/telegram/bot${BOT_TOKEN}/messages`)).json()) as { result: SentMessage[] })
      .result;
  const notifications = () => post<NotificationPage>('FindNotifications');
  const evaluate = (now: Date) => notificationService({ db: t.database.db, calendar }).evaluate('StockOut', now);
  const deliverDue = (now: Date) => t.app.notificationDeliveries.deliverDue(now);
  /** The rule forgets what it told: the next evaluation tells the same stock-outs again. */
  const forget = () => t.database.db.deleteFrom('notification_subjects').execute();
  const telegramOf = (page: NotificationPage) => page.Items[0]!.Deliveries.find((d) => d.Channel === 'Telegram')!;
  const emailOf = (page: NotificationPage) => page.Items[0]!.Deliveries.find((d) => d.Channel === 'Email')!;

  it('keeps a bot checked with getMe and finds the chat by the /start code, never answering the token', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/v1/Notification/SaveTelegram',
      payload: { BotToken: `123456789:revoked${'x'.repeat(28)}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: '/problems/channel-check',
      errors: { BotToken: ['getMe: Unauthorized'] },
      Field: 'BotToken',
      Failure: { Code: 'TelegramReply', Params: { method: 'getMe', reply: 'Unauthorized' } },
    });
    const malformed = await t.call({
      method: 'POST',
      url: '/v1/Notification/SaveTelegram',
      payload: { BotToken: 'not a token' },
    });
    expect(Object.keys(malformed.json<{ errors: object }>().errors)).toEqual(['BotToken']);

    let state = await post<NotificationChannelsState>('SaveTelegram', { BotToken: BOT_TOKEN });
    expect(state.Telegram).toMatchObject({ BotName: 'sandbox123456789_bot', ChatName: null });
    expect(state.Telegram!.StartLink).toBe(
      `${sandbox}/sandbox/telegram/t.me/sandbox123456789_bot?start=${state.Telegram!.Code}`,
    );
    expect(JSON.stringify(state)).not.toContain(BOT_TOKEN.split(':')[1]);
    const stored = await t.database.db.selectFrom('notification_channels').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(BOT_TOKEN.split(':')[1]);

    // Not yet written to: no chat; a test cannot go anywhere.
    expect((await post<NotificationChannelsState>('FindTelegramChat')).Telegram!.ChatName).toBeNull();
    expect(
      (await t.call({ method: 'POST', url: '/v1/Notification/SendTest', payload: { Channel: 'Telegram' } })).statusCode,
    ).toBe(409);
    // Someone else's /start is not the user's chat; the user's link is.
    await fetch(`${sandbox}/sandbox/telegram/bot${BOT_TOKEN}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '/start someone-else', chatId: 42, firstName: 'Чужой' }),
    });
    expect((await fetch(state.Telegram!.StartLink)).status).toBe(200);
    state = await post<NotificationChannelsState>('FindTelegramChat');
    expect(state.Telegram!.ChatName).toBe('Продавец');

    expect(await post<SendTestResult>('SendTest', { Channel: 'Telegram' })).toEqual({
      Sent: true,
      Error: null,
      Failure: null,
    });
    const [test] = await sentByBot();
    expect(test).toMatchObject({ chat_id: 700_000_001, links: [`${APP_URL}/notifications`] });
    expect(test!.text).toContain('Тестовое сообщение');
  });

  it('keeps the SMTP settings with the password sealed and sends a test through them', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/v1/Notification/SaveEmail',
      payload: { Host: '', Port: 70000, Security: 'TLS', Login: '', From: 'shop', To: 'me@shop.ru', Password: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['From', 'Host', 'Port']);

    const email = {
      Host: '127.0.0.1',
      Port: inbox.port,
      Security: 'None',
      Login: 'shop',
      From: 'alerts@shop.ru',
      To: 'owner@shop.ru',
    };
    let state = await post<NotificationChannelsState>('SaveEmail', { ...email, Password: 'smtp-secret-1' });
    expect(state.Email).toEqual({ ...email, PasswordSet: true });
    // Saved again without a password: the one saved before stays.
    state = await post<NotificationChannelsState>('SaveEmail', { ...email, Password: null });
    expect(state.Email!.PasswordSet).toBe(true);
    const stored = await t.database.db.selectFrom('notification_channels').select(['secret', 'settings']).execute();
    expect(JSON.stringify(stored)).not.toContain('smtp-secret-1');

    expect(await post<SendTestResult>('SendTest', { Channel: 'Email' })).toEqual({
      Sent: true,
      Error: null,
      Failure: null,
    });
    expect(inbox.logins).toEqual(['shop:smtp-secret-1']);
    expect(inbox.received.at(-1)).toMatchObject({ subject: expect.stringContaining('Тестовое сообщение') });
    expect(inbox.received.at(-1)!.text).toContain(`${APP_URL}/notifications`);
  });

  it('sends a stock-out once by each channel, with its list and the link to the filtered report', async () => {
    const now = new Date();
    await post('SaveRules', { Rules: [{ Kind: 'StockOut', Enabled: true, Threshold: 14, Urgent: false }] });
    let page = await notifications();
    expect(page.TotalCount).toBe(1);
    expect(page.Items[0]!.Deliveries.map((d) => [d.Channel, d.Status])).toEqual([
      ['Telegram', 'Pending'],
      ['Email', 'Pending'],
    ]);
    const before = { telegram: (await sentByBot()).length, email: inbox.received.length };
    expect(await deliverDue(new Date(now.getTime() + 1000))).toMatchObject({ sent: 2, failed: 0 });
    // Run again, and the rule evaluated again after the next sync: nothing more is sent.
    expect(await evaluate(new Date(now.getTime() + 2000))).toBe(0);
    expect(await deliverDue(new Date(now.getTime() + 3000))).toMatchObject({ sent: 0 });

    const telegram = (await sentByBot()).slice(before.telegram);
    expect(telegram).toHaveLength(1);
    const link = `${APP_URL}/ozon/stock-starvation-report?notify=14`;
    expect(telegram[0]!.links).toEqual([link]);
    expect(telegram[0]!.text).toContain('Заканчиваются 2 позиции на складах Ozon');
    expect(telegram[0]!.text).toContain('Тарелка, 1 шт. — КАЗАНЬ_РФЦ (Казань)');
    const mail = inbox.received.slice(before.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Заканчиваются 2 позиции на складах Ozon');
    expect(mail[0]!.html).toContain(`href="${link}"`);
    page = await notifications();
    expect(page.Items[0]!.Deliveries.map((d) => d.Status)).toEqual(['Sent', 'Sent']);
  });

  it('sends each delivery once however many senders run at once', async () => {
    await forget();
    const now = new Date(Date.now() + 10 * MINUTE);
    expect(await evaluate(now)).toBe(1);
    const before = (await sentByBot()).length;
    const runs = await Promise.all(Array.from({ length: 4 }, () => deliverDue(new Date(now.getTime() + 1000))));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect((await sentByBot()).length - before).toBe(1);
  });

  it('holds messages in quiet hours until they end, unless the rule is urgent', async () => {
    await post('SaveSettings', { QuietFrom: 22, QuietTo: 8, RepeatDays: 7 });
    const today = calendar.dayOf(new Date());
    const lateEvening = new Date(calendar.dayStart(today).getTime() + 23 * 60 * MINUTE);
    const morning = new Date(calendar.dayStart(calendar.addDays(today, 1)).getTime() + 8 * 60 * MINUTE);
    await forget();
    expect(await evaluate(lateEvening)).toBe(1);
    let page = await notifications();
    expect(telegramOf(page)).toMatchObject({ Status: 'Pending', DueAt: morning.toISOString() });
    expect(await deliverDue(new Date(lateEvening.getTime() + 30 * MINUTE))).toMatchObject({ sent: 0 });
    expect(await deliverDue(new Date(morning.getTime() - MINUTE))).toMatchObject({ sent: 0 });
    expect(await deliverDue(morning)).toMatchObject({ sent: 2 });
    page = await notifications();
    expect(telegramOf(page)).toMatchObject({ Status: 'Sent', SentAt: morning.toISOString() });

    // Urgent: sent at once, at night too.
    await post('SaveRules', { Rules: [{ Kind: 'StockOut', Enabled: true, Threshold: 14, Urgent: true }] });
    await forget();
    expect(await evaluate(lateEvening)).toBe(1);
    expect(telegramOf(await notifications())).toMatchObject({ DueAt: lateEvening.toISOString() });
    expect(await deliverDue(lateEvening)).toMatchObject({ sent: 2 });
    await post('SaveSettings', { QuietFrom: null, QuietTo: null, RepeatDays: 7 });
  });

  it("waits out Telegram's 429 for the retry_after it asked, without counting it a failure", async () => {
    await fetch(`${sandbox}/sandbox/telegram/bot${BOT_TOKEN}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tooManyRequests: 1, retryAfter: 3 }),
    });
    await forget();
    const now = new Date(Date.now() + 20 * MINUTE);
    expect(await evaluate(now)).toBe(1);
    const before = (await sentByBot()).length;
    expect(await deliverDue(now)).toMatchObject({ sent: 1, retried: 1 });
    let page = await notifications();
    expect(telegramOf(page)).toMatchObject({
      Status: 'Pending',
      Attempts: 0,
      DueAt: new Date(now.getTime() + 3000).toISOString(),
      Error: 'sendMessage: Too Many Requests: retry after 3',
      Failure: { Code: 'TelegramReply' },
    });
    // The screen words the reason in Russian, Telegram's own reply inside the sentence as Telegram wrote it.
    expect(deliveryFailureText(telegramOf(page), ru)).toBe(
      'Telegram ответил на sendMessage: «Too Many Requests: retry after 3».',
    );
    expect(await deliverDue(new Date(now.getTime() + 2000))).toMatchObject({ sent: 0 });
    expect(await deliverDue(new Date(now.getTime() + 3000))).toMatchObject({ sent: 1 });
    expect((await sentByBot()).length - before).toBe(1);
    page = await notifications();
    expect(telegramOf(page)).toMatchObject({ Status: 'Sent', Attempts: 1, Error: null, Failure: null });
  });

  it('retries a refused e-mail after a pause, then reports it failed with the server’s reason', async () => {
    inbox.refuseRecipients(true);
    await forget();
    let at = new Date(Date.now() + 30 * MINUTE);
    expect(await evaluate(at)).toBe(1);
    for (const [attempt, pause] of [
      [1, MINUTE],
      [2, 5 * MINUTE],
      [3, 30 * MINUTE],
    ] as const) {
      await deliverDue(at);
      const email = emailOf(await notifications());
      expect(email).toMatchObject({ Status: 'Pending', Attempts: attempt });
      expect(email.Error).toContain('550');
      expect(email.DueAt).toBe(new Date(at.getTime() + pause).toISOString());
      // Not before the pause.
      expect(await deliverDue(new Date(at.getTime() + pause - 1000))).toMatchObject({ failed: 0, retried: 0 });
      at = new Date(at.getTime() + pause);
    }
    expect(await deliverDue(at)).toMatchObject({ failed: 1 });
    const email = emailOf(await notifications());
    expect(email).toMatchObject({ Status: 'Failed', Attempts: 4, Failure: { Code: 'EmailReply' } });
    expect(email.Error).toMatch(/550.*Mailbox unavailable/);
    // Under the notification: the app's words from the catalogue (Russian, or English), the server's reply verbatim.
    const reply = String(email.Failure!.Params.reply);
    expect(reply).toMatch(/^550.*Mailbox unavailable$/);
    const line = (intl: typeof ru) =>
      intl.formatMessage(
        { id: 'notification.delivery.Failed' },
        {
          channel: intl.formatMessage({ id: 'notification.channel.Email' }),
          reason: deliveryFailureText(email, intl),
        },
      );
    expect(line(ru)).toBe(`Почта: не доставлено — Почтовый сервер ответил: «${reply}».`);
    expect(line(testIntl('en'))).toBe(`E-mail: not delivered — The mail server answered: “${reply}”.`);
    // Telegram went at once; failing e-mail did not hold it.
    expect(telegramOf(await notifications()).Status).toBe('Sent');
    inbox.refuseRecipients(false);
  });

  it('never logs the bot token or the SMTP password, though deliveries failed and were logged', async () => {
    expect(logs.some((line) => line.includes('notification delivery failed'))).toBe(true);
    const all = logs.join('\n');
    expect(all).not.toContain(BOT_TOKEN.split(':')[1]);
    expect(all).not.toContain('smtp-secret-1');
  });
});

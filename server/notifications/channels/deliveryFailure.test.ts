import { describe, expect, it } from 'vitest';
import { deliveryFailureText } from '../../../src/notifications/deliveryFailureText.js';
import { testIntl } from '../../../src/test/intl.js';
import { ChannelNotReadyError, deliveryError, deliveryFailureOf, telegramHeld } from './deliveryFailure.js';
import { EmailError } from './emailSender.js';
import { TelegramError } from './telegramBotApi.js';

const ru = testIntl('ru');
const en = testIntl('en');
/** A send that failed with this error, as the notifications screen words it. */
const worded = (error: unknown, intl = ru) =>
  deliveryFailureText({ Failure: deliveryFailureOf(error), Error: deliveryError(error) }, intl);

/** Why a message was not sent: the app's own words from the catalogue, the channel's words quoted as said. */
describe('delivery failures in the seller language', () => {
  it('words what the app itself found in Russian: a channel not ready, no answer, no connection, a held message', () => {
    expect(worded(new ChannelNotReadyError('TelegramNoChat', 'The chat with the bot is not found yet'))).toBe(
      'Чат с ботом ещё не найден: отправьте боту /start с вашим кодом.',
    );
    expect(worded(new ChannelNotReadyError('EmailNotSet', 'E-mail is not set'))).toBe(
      'Почта не подключена: сохраните настройки почтового сервера.',
    );
    expect(worded(new TelegramError('sendMessage', 0, 'no answer in 15 s', null, 'timeout'))).toBe(
      'Telegram не ответил на sendMessage за 15 с.',
    );
    expect(worded(new TelegramError('sendMessage', 0, 'cannot connect', null, 'connection'))).toBe(
      'Не удалось подключиться к Telegram (sendMessage).',
    );
    expect(worded(new TelegramError('sendMessage', 502, 'HTTP 502', null, 'status'))).toBe(
      'Telegram ответил на sendMessage ошибкой HTTP 502.',
    );
    expect(worded(new EmailError('Greeting never received', 'timeout'))).toBe('Почтовый сервер не ответил за 15 с.');
    const held = telegramHeld();
    expect(deliveryFailureText({ Failure: held.failure, Error: held.error }, ru)).toBe(
      'Telegram попросил подождать с отправкой другого сообщения, это ждёт вместе с ним.',
    );
  });

  it("keeps the channel's own words inside the sentence, in either language", () => {
    const refused = new EmailError('535 5.7.8 Error: authentication failed', 'reply');
    expect(worded(refused)).toBe('Почтовый сервер ответил: «535 5.7.8 Error: authentication failed».');
    expect(worded(refused, en)).toBe('The mail server answered: “535 5.7.8 Error: authentication failed”.');
    expect(worded(new EmailError('connect ECONNREFUSED 127.0.0.1:2525', 'connection'))).toBe(
      'Не удалось подключиться к почтовому серверу: «connect ECONNREFUSED 127.0.0.1:2525».',
    );
    expect(worded(new TelegramError('sendMessage', 403, 'Forbidden: bot was blocked by the user'))).toBe(
      'Telegram ответил на sendMessage: «Forbidden: bot was blocked by the user».',
    );
  });

  it('shows a reason kept before codes as it was kept', () => {
    expect(deliveryFailureText({ Failure: null, Error: 'sendMessage: Bad Request' }, ru)).toBe(
      'sendMessage: Bad Request',
    );
  });
});

import { randomBytes } from 'node:crypto';
import type {
  NotificationChannel,
  NotificationChannelsState,
  NotificationSettings,
  SaveEmailRequest,
  SendTestResult,
} from '../../../contracts/notificationChannels.js';
import type { SellerCalendar } from '../../../contracts/sellerCalendar.js';
import type { DbOrTrx } from '../../db/database.js';
import { ChannelCheckError, ConflictError } from '../../domain/errors.js';
import type { SecretBox } from '../../ozon/secretBox.js';
import {
  channelOf,
  removeChannel,
  saveChannel,
  saveSettings,
  settingsOf,
  type StoredEmail,
  type StoredTelegram,
} from './channelRepository.js';
import { ChannelNotReadyError, deliveryError, deliveryFailureOf } from './deliveryFailure.js';
import { sendEmail } from './emailSender.js';
import { catalogueText, telegramMarkdown, type MessageText } from './messageText.js';
import { telegramBot, type TelegramUpdate } from './telegramBotApi.js';

/** Where Telegram is reached: its Bot API, and the t.me links that open a chat with a bot. */
export interface TelegramEndpoints {
  apiUrl: string;
  linkUrl: string;
}

const chatNameOf = (chat: NonNullable<TelegramUpdate['message']>['chat']) =>
  chat.title ??
  ([chat.first_name, chat.last_name].filter(Boolean).join(' ') ||
    (chat.username ? `@${chat.username}` : String(chat.id)));

/**
 * Each user's Telegram and e-mail (issue 32): set, checked, tested, and used by the deliveries. The bot
 * token and the SMTP password are sealed at rest (like the Ozon key) and never answered back.
 */
export function channelService({
  db,
  box,
  telegram,
  appUrl,
  calendar,
}: {
  db: DbOrTrx;
  box: SecretBox;
  telegram: TelegramEndpoints;
  appUrl: string;
  calendar: SellerCalendar;
}) {
  const botOf = (sealed: string) => telegramBot(box.open(sealed), telegram.apiUrl);

  async function storedTelegram(userId: number) {
    const stored = await channelOf<StoredTelegram>(db, userId, 'Telegram');
    if (!stored?.sealedSecret) {
      throw new ChannelNotReadyError('TelegramNotSet', 'Telegram is not set: save a bot token first.');
    }
    return { settings: stored.settings, sealed: stored.sealedSecret, bot: botOf(stored.sealedSecret) };
  }

  async function state(userId: number): Promise<NotificationChannelsState> {
    const [telegramRow, emailRow, settings] = await Promise.all([
      channelOf<StoredTelegram>(db, userId, 'Telegram'),
      channelOf<StoredEmail>(db, userId, 'Email'),
      settingsOf(db, userId),
    ]);
    const bot = telegramRow?.settings;
    return {
      Telegram: bot
        ? {
            BotName: bot.BotName,
            Code: bot.Code,
            StartLink: `${telegram.linkUrl.replace(/\/+$/, '')}/${bot.BotName}?start=${bot.Code}`,
            ChatName: bot.ChatId ? bot.ChatName : null,
          }
        : null,
      Email: emailRow ? { ...emailRow.settings, PasswordSet: emailRow.sealedSecret !== null } : null,
      Settings: settings,
      TimeZone: calendar.timeZone,
    };
  }

  /** Sends one message by a channel of the user's; throws the channel's error. */
  async function send(userId: number, channel: NotificationChannel, text: MessageText): Promise<void> {
    if (channel === 'Telegram') {
      const { settings, bot } = await storedTelegram(userId);
      if (!settings.ChatId)
        throw new ChannelNotReadyError(
          'TelegramNoChat',
          'The chat with the bot is not found yet: send it /start with your code.',
        );
      await bot.sendMessage(settings.ChatId, telegramMarkdown(text));
      return;
    }
    const stored = await channelOf<StoredEmail>(db, userId, 'Email');
    if (!stored) throw new ChannelNotReadyError('EmailNotSet', 'E-mail is not set: save the SMTP server first.');
    await sendEmail(stored.settings, stored.sealedSecret ? box.open(stored.sealedSecret) : null, text);
  }

  return {
    state,
    send,

    /** Checks the token with getMe and keeps it; the chat is looked for again (a new bot, a new chat). */
    async saveTelegram(userId: number, token: string): Promise<NotificationChannelsState> {
      let me: { username: string };
      try {
        me = await telegramBot(token, telegram.apiUrl).getMe();
      } catch (error) {
        throw new ChannelCheckError('BotToken', deliveryFailureOf(error), deliveryError(error));
      }
      const settings: StoredTelegram = {
        BotName: me.username,
        Code: randomBytes(9).toString('base64url'),
        ChatId: null,
        ChatName: null,
      };
      await saveChannel(db, userId, 'Telegram', settings, box.seal(token), new Date());
      return state(userId);
    },

    /** Looks through the bot's updates (getUpdates) for the user's /start code and keeps its chat. */
    async findTelegramChat(userId: number): Promise<NotificationChannelsState> {
      const { settings, sealed, bot } = await storedTelegram(userId);
      let updates: TelegramUpdate[];
      try {
        updates = await bot.getUpdates();
      } catch (error) {
        throw new ChannelCheckError('BotToken', deliveryFailureOf(error), deliveryError(error));
      }
      const started = updates
        .map((update) => update.message)
        .filter((message) => message?.text?.trim() === `/start ${settings.Code}`)
        .at(-1);
      if (started) {
        await saveChannel(
          db,
          userId,
          'Telegram',
          { ...settings, ChatId: String(started.chat.id), ChatName: chatNameOf(started.chat) },
          sealed,
          new Date(),
        );
      }
      return state(userId);
    },

    /** Keeps the SMTP settings; a null password keeps the one saved before. */
    async saveEmail(userId: number, request: SaveEmailRequest): Promise<NotificationChannelsState> {
      const { Password: password, ...settings } = request;
      const before = await channelOf<StoredEmail>(db, userId, 'Email');
      const sealed = password === null ? (before?.sealedSecret ?? null) : password === '' ? null : box.seal(password);
      await saveChannel(db, userId, 'Email', settings, sealed, new Date());
      return state(userId);
    },

    async remove(userId: number, channel: NotificationChannel): Promise<NotificationChannelsState> {
      await removeChannel(db, userId, channel);
      return state(userId);
    },

    async saveSettings(userId: number, settings: NotificationSettings): Promise<NotificationChannelsState> {
      await saveSettings(db, userId, settings);
      return state(userId);
    },

    /** Sends a test message by the channel at once: sent, or the channel's reason. */
    async sendTest(userId: number, channel: NotificationChannel): Promise<SendTestResult> {
      const text: MessageText = {
        title: catalogueText('notification.channel.testTitle'),
        lines: [catalogueText('notification.channel.testLine')],
        url: `${appUrl.replace(/\/+$/, '')}/notifications`,
      };
      try {
        await send(userId, channel, text);
        return { Sent: true, Error: null, Failure: null };
      } catch (error) {
        if (error instanceof ConflictError) throw error;
        return { Sent: false, Error: deliveryError(error), Failure: deliveryFailureOf(error) };
      }
    },
  };
}
export type ChannelService = ReturnType<typeof channelService>;

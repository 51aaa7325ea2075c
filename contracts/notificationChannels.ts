import { z } from 'zod';

/** Where notifications go besides the bell (issue 32): a Telegram chat, an e-mail address. */
export const notificationChannels = ['Telegram', 'Email'] as const;
export const notificationChannel = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannel>;

/** A bot token as @BotFather gives it: the bot's number, a colon, 35 characters. */
export const TELEGRAM_BOT_TOKEN = /^\d{5,15}:[A-Za-z0-9_-]{30,50}$/;

export const saveTelegramRequest = z.object({
  BotToken: z.string().trim().regex(TELEGRAM_BOT_TOKEN, 'must be a bot token from @BotFather, such as 123456789:AA…'),
});
export type SaveTelegramRequest = z.infer<typeof saveTelegramRequest>;

/** The user's Telegram: the bot, and the chat found when the user sent it /start with their code. */
export const telegramChannel = z.object({
  BotName: z.string().describe("The bot's @username"),
  StartLink: z.string().describe('Opens the chat with the bot and sends /start with the code'),
  Code: z.string().describe('What the user sends the bot after /start, if the link cannot be opened'),
  ChatName: z.string().nullable().describe('The chat found by the code; none until the user wrote to the bot'),
});
export type TelegramChannel = z.infer<typeof telegramChannel>;

export const emailSecurity = z.enum(['TLS', 'STARTTLS', 'None']);
export type EmailSecurity = z.infer<typeof emailSecurity>;

const emailFields = {
  Host: z.string().trim().min(1).max(253),
  Port: z.number().int().min(1).max(65535),
  Security: emailSecurity.describe('TLS from the start (465), STARTTLS after connecting (587), or none'),
  Login: z.string().trim().max(254),
  From: z.email().max(254),
  To: z.email().max(254),
};

export const saveEmailRequest = z.object({
  ...emailFields,
  Password: z
    .string()
    .max(1000)
    .nullable()
    .describe('null keeps the password saved before; an empty string removes it'),
});
export type SaveEmailRequest = z.infer<typeof saveEmailRequest>;

/** The user's e-mail as saved: everything but the password, which is only said to be set. */
export const emailChannel = z.object({ ...emailFields, PasswordSet: z.boolean() });
export type EmailChannel = z.infer<typeof emailChannel>;

/** Quiet hours and the repeat period: how the user wants to be told. */
export const notificationSettings = z.object({
  QuietFrom: z.number().int().min(0).max(23).nullable().describe('Hour quiet hours start (seller time zone)'),
  QuietTo: z.number().int().min(0).max(23).nullable().describe('Hour they end; messages held are sent then'),
  RepeatDays: z.number().int().min(1).max(30).describe('A subject still as bad is told again after this many days'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { QuietFrom: null, QuietTo: null, RepeatDays: 7 };

export const saveNotificationSettingsRequest = notificationSettings.superRefine((settings, context) => {
  if ((settings.QuietFrom === null) !== (settings.QuietTo === null)) {
    context.addIssue({ code: 'custom', path: ['QuietTo'], message: 'quiet hours need both a start and an end' });
  } else if (settings.QuietFrom !== null && settings.QuietFrom === settings.QuietTo) {
    context.addIssue({ code: 'custom', path: ['QuietTo'], message: 'must differ from the start' });
  }
});

/** Everything the notifications screen sets, as saved. */
export const notificationChannelsState = z.object({
  Telegram: telegramChannel.nullable(),
  Email: emailChannel.nullable(),
  Settings: notificationSettings,
  TimeZone: z.string().describe('The seller time zone quiet hours are counted in'),
});
export type NotificationChannelsState = z.infer<typeof notificationChannelsState>;

export const sendTestRequest = z.object({ Channel: notificationChannel });

/**
 * Why a message was not sent, as a code the screen words from the catalogue (`notification.failure.<Code>`):
 * the channel not ready, Telegram's or the mail server's answer, no answer, no connection. The channel's
 * own words (reply, detail) are values, kept as the channel wrote them.
 */
export const deliveryFailureCodes = [
  'TelegramNotSet',
  'TelegramNoChat',
  'EmailNotSet',
  'TelegramHeld',
  'TelegramReply',
  'TelegramStatus',
  'TelegramTimeout',
  'TelegramUnreachable',
  'EmailReply',
  'EmailTimeout',
  'EmailUnreachable',
  'EmailFailed',
  'Unexpected',
] as const;
export type DeliveryFailureCode = (typeof deliveryFailureCodes)[number];

export const deliveryFailure = z.object({
  Code: z.enum(deliveryFailureCodes),
  Params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DeliveryFailure = z.infer<typeof deliveryFailure>;

/** A channel's test: sent, or why not (the channel's own words: Telegram's description, the SMTP reply). */
export const sendTestResult = z.object({
  Sent: z.boolean(),
  Error: z.string().nullable().describe("Why not, in English with the channel's words"),
  Failure: deliveryFailure.nullable().describe('Why not, as a code for the screen to word'),
});
export type SendTestResult = z.infer<typeof sendTestResult>;

export const deliveryStatus = z.enum(['Pending', 'Sent', 'Failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

/** A notification's delivery by one channel. */
export const notificationDelivery = z.object({
  Channel: notificationChannel,
  Status: deliveryStatus,
  Attempts: z.number().int(),
  DueAt: z.string().describe('When it is (or was) to be sent: held by quiet hours or a retry'),
  SentAt: z.string().nullable(),
  Error: z.string().nullable().describe("The last attempt's reason in English, with the channel's words"),
  Failure: deliveryFailure
    .nullable()
    .describe('The same reason as a code for the screen to word; null when sent, or for reasons kept before'),
});
export type NotificationDelivery = z.infer<typeof notificationDelivery>;

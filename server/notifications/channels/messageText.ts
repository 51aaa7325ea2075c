import fs from 'node:fs';
import path from 'node:path';
import { createIntl, type IntlShape } from '@formatjs/intl';
import { defaultStringifySearch } from '@tanstack/router-core';
import { notificationText } from '../../../contracts/notificationText.js';
import type { NotificationFacts, NotificationLink } from '../../../contracts/notifications.js';
import { DEFAULT_SELLER_TIME_ZONE } from '../../../contracts/sellerCalendar.js';
import { PROJECT_ROOT } from '../../projectRoot.js';

/** What a channel sends: the headline, the lines, and the screen it concerns as an address. */
export interface MessageText {
  title: string;
  lines: string[];
  url: string;
}

let russian: IntlShape | undefined;

/** The Russian catalogue the web app reads (public/i18n/ru.json): messages outside the app say the same. */
function russianIntl(): IntlShape {
  russian ??= createIntl({
    locale: 'ru',
    messages: JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'public/i18n/ru.json'), 'utf8')) as Record<
      string,
      string
    >,
  });
  return russian;
}

/** The app's address of a notification's screen, with its filter in the router's own search format. */
export function linkUrl(appUrl: string, link: NotificationLink): string {
  return `${appUrl.replace(/\/+$/, '')}${link.To}${defaultStringifySearch(link.Search)}`;
}

/** A notification as the channels word it (in Russian, the seller's language; times in the seller's zone). */
export function messageText(
  facts: NotificationFacts,
  link: NotificationLink,
  appUrl: string,
  timeZone = DEFAULT_SELLER_TIME_ZONE,
): MessageText {
  return { ...notificationText({ Facts: facts }, russianIntl(), timeZone), url: linkUrl(appUrl, link) };
}

/** A message of the catalogue by its id (the test messages, the link's label). */
export const catalogueText = (id: string, values?: Record<string, string | number>) =>
  russianIntl().formatMessage({ id }, values);

/** Telegram's MarkdownV2 wants these escaped everywhere but in code (core.telegram.org/bots/api#markdownv2-style). */
const escapeMarkdown = (text: string) => text.replace(/[_*[\]()~`>#+\-=|{}.!\\]/g, '\\$&');

/** Inside a link's (…) only ) and \ are escaped. */
const escapeLinkUrl = (url: string) => url.replace(/[)\\]/g, '\\$&');

/** A line longer than this (a review's whole text) is cut: a Telegram message holds 4,096 characters. */
const LINE_CHARACTERS = 400;

const clip = (line: string) => (line.length > LINE_CHARACTERS ? `${line.slice(0, LINE_CHARACTERS - 1)}…` : line);

/** A Telegram message: the headline in bold, a line per item, the link to the screen. */
export function telegramMarkdown(text: MessageText): string {
  return [
    `*${escapeMarkdown(text.title)}*`,
    ...text.lines.map((line) => `• ${escapeMarkdown(clip(line))}`),
    `[${escapeMarkdown(catalogueText('notification.channel.open'))}](${escapeLinkUrl(text.url)})`,
  ].join('\n');
}

import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../shell/layoutPreferences.js';

/** ICU strings as written in public/i18n, or parsed by the build (scripts/precompiledMessages.ts). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The message catalogue of one language, served as /i18n/<lang>.json (Russian by default). */
export async function loadMessages(language: Language, fetchImpl: typeof fetch = fetch): Promise<Messages> {
  const response = await fetchImpl(`/i18n/${language}.json`);
  if (!response.ok) throw new Error(`The ${language} message catalogue answered ${response.status}.`);
  return (await response.json()) as Messages;
}

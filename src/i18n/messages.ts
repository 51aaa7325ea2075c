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

export interface Catalogue {
  /** What the first screens need (src/i18n/firstScreens.ts), or the whole catalogue where it is not split. */
  first: Messages;
  /** The whole catalogue, fetched on the first call. */
  whole: () => Promise<Messages>;
}

/**
 * A language's catalogue as the app starts with it: the first screens' part, and the whole one when it
 * is asked for (after the first screen has shown, or before any other screen). The dev server has no
 * split catalogue (public/i18n as written): there the first part is the whole.
 */
export async function loadCatalogue(language: Language, fetchImpl: typeof fetch = fetch): Promise<Catalogue> {
  let whole: Promise<Messages> | undefined;
  const wholeOnce = () => (whole ??= loadMessages(language, fetchImpl));
  const response = await fetchImpl(`/i18n/${language}.first.json`);
  if (response.ok && response.headers.get('content-type')?.includes('json')) {
    return { first: (await response.json()) as Messages, whole: wholeOnce };
  }
  const all = await wholeOnce();
  return { first: all, whole: wholeOnce };
}

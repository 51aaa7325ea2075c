import { DEFAULT_AI_CHAT_URL } from '../../contracts/clientConfig.js';
import { appStore, readRecord, writeRecord } from './appDatabase.js';

/** The application settings record (SPEC.md section 3): one fixed id in the Settings store. */
export const APPLICATION_SETTINGS_ID = 'application-settings';

/** Where replies to reviews are drafted when the server names no other: Together's OpenAI-compatible API. */
export const DEFAULT_CHAT_BASE_URL = DEFAULT_AI_CHAT_URL;

/**
 * The AI service this server lets the page reach (AI_CHAT_URL, from /config.json): the page's
 * Content-Security-Policy allows that origin and no other, so a drafting endpoint elsewhere is refused.
 */
let allowedAiChatUrl = DEFAULT_AI_CHAT_URL;
export function setAllowedAiChatUrl(url: string): void {
  allowedAiChatUrl = url;
}
export const aiChatUrl = (): string => allowedAiChatUrl;

/** Whether a base URL lies on the origin the page may connect to. */
export function isAllowedAiUrl(url: string): boolean {
  try {
    return new URL(url).origin === new URL(allowedAiChatUrl).origin;
  } catch {
    return false;
  }
}
/** A current Together instruct model that writes Russian well and answers JSON. */
export const DEFAULT_CHAT_MODEL = 'meta-llama/Llama-3.3-70B-Instruct-Turbo';

export interface ApplicationSettings {
  /** The AI service's key: kept in this browser only, sent to the chat endpoint alone. */
  togetherApiKey?: string;
  /** An OpenAI-compatible API's base URL (…/v1); absent for DEFAULT_CHAT_BASE_URL. */
  chatBaseUrl?: string;
  /** The chat model; absent for DEFAULT_CHAT_MODEL. */
  chatModel?: string;
}

/** What drafting replies needs: the key, and the endpoint and model with the defaults applied. */
export interface ChatSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
}

/** The chat settings to draft with, or null when no key is set (then replies come from templates). */
export function chatSettingsOf(settings: ApplicationSettings): ChatSettings | null {
  const apiKey = settings.togetherApiKey?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: settings.chatBaseUrl?.trim().replace(/\/+$/, '') || allowedAiChatUrl,
    model: settings.chatModel?.trim() || DEFAULT_CHAT_MODEL,
  };
}

const settingsStore = () => appStore('Settings');

export async function loadSettings(): Promise<ApplicationSettings> {
  return (await readRecord<ApplicationSettings>(settingsStore(), APPLICATION_SETTINGS_ID)) ?? {};
}

export function saveSettings(settings: ApplicationSettings): Promise<void> {
  return writeRecord(settingsStore(), APPLICATION_SETTINGS_ID, settings);
}

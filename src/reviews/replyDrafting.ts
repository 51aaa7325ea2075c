import ky, { TimeoutError } from 'ky';
import {
  responseStyles,
  responseSuggestion,
  type ResponseStyle,
  type ResponseSuggestion,
} from '../../contracts/reviews.js';
import { chatSettingsOf, type ApplicationSettings, type ChatSettings } from '../storage/settings.js';
import { clip, sentimentForRating, templateReplies, type ReplyInput } from './replyTemplates.js';

export type { ChatSettings } from '../storage/settings.js';
export type { ReplyInput, ReplyProductGroup } from './replyTemplates.js';

/**
 * Replies to reviews drafted in the browser by an OpenAI-compatible chat-completions API (Together's
 * by default), with the key from Settings. The key goes to that endpoint alone: nothing here talks
 * to the app's server.
 *
 * The user message carries the review as `Label: value` lines, the review text last; the sandbox's
 * stand-in (sandbox/world/replyComposer.ts) reads the same lines:
 *
 *   Стили: Formal, Friendly, Brief
 *   Тон: Grateful
 *   Товар: <product name>
 *   Оценка: <1..5> из 5
 *   Группа товара: <group name | не указана>
 *   Особенности группы: <highlight>; <highlight>        (when the group has any)
 *   Прежние ответы продавца: <comment> | <comment>      (when there are any)
 *   Отзыв: <review text | (без текста)>
 */

export type ReplyDraftingFailure = 'http' | 'network' | 'timeout' | 'noReplies';

/** Why no replies were drafted: the endpoint's error (status and its message), no answer, or nothing usable. */
export class ReplyDraftingError extends Error {
  override readonly name = 'ReplyDraftingError';
  constructor(
    readonly reason: ReplyDraftingFailure,
    message: string,
    /** The HTTP status the endpoint answered with (reason 'http'). */
    readonly status?: number,
    /** The endpoint's own message (`{ error: { message } }`), when it gave one. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface DraftOptions {
  /** Aborting rejects with the signal's reason (an AbortError), not a ReplyDraftingError. */
  signal?: AbortSignal;
  /** Which styles to draft, in this order; all three by default. */
  styles?: readonly ResponseStyle[];
  /** Sampling temperature; 0.7 by default. */
  temperature?: number;
  /** Milliseconds to wait for the answer; 60 s by default. */
  timeoutMs?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
}

/** The longest reply the prompt asks for (Ozon allows REPLY_MAX_LENGTH). */
export const PROMPT_REPLY_LENGTH = 500;

export const REPLY_SYSTEM_PROMPT = [
  'Ты — служба поддержки продавца на Ozon и пишешь ответы на отзывы покупателей от имени продавца.',
  'Правила:',
  '- Пиши по-русски, вежливо, обращайся к покупателю на «вы».',
  '- Отвечай на содержание отзыва: на то, что покупатель похвалил или на что пожаловался, а не общими словами.',
  '- Опирайся только на данные о товаре и отзыве; не выдумывай свойства товара, сроки и факты.',
  '- Не обещай возврат денег, компенсацию, замену или подарки вне правил Ozon: вернуть товар можно только через Ozon по его правилам.',
  '- Не давай ссылок, телефонов, адресов почты, мессенджеров и других контактов; для связи — только чат на Ozon.',
  `- Каждый ответ — не длиннее ${PROMPT_REPLY_LENGTH} символов.`,
  '- Не повторяй прежние ответы продавца, если они есть.',
  '- Тон (sentiment) по оценке: 4–5 звёзд — Grateful (благодарность), 3 звезды — Neutral (спокойно и по делу), 1–2 звезды — Apologetic (извинение и участие).',
  '- Стили (style): Formal — официально и сдержанно; Friendly — тепло и по-дружески; Brief — одно-два коротких предложения.',
  'Ответь только JSON-объектом, без пояснений и разметки:',
  '{"replies":[{"style":"Formal|Friendly|Brief","sentiment":"Grateful|Neutral|Apologetic","text":"..."}]}',
  '— ровно по одному ответу на каждый стиль из строки «Стили».',
].join('\n');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The user message: the review and what the seller knows about it, in the agreed lines. */
export function replyUserMessage(input: ReplyInput, styles: readonly ResponseStyle[] = responseStyles): string {
  const group = input.productGroup;
  const highlights = (group?.highlights ?? []).map(oneLine).filter(Boolean);
  const earlier = (input.sellerComments ?? []).map((comment) => clip(comment, 500)).filter(Boolean);
  const rating = Math.min(5, Math.max(1, Math.round(input.rating)));
  const review = input.reviewText.trim();
  return [
    `Стили: ${styles.join(', ')}`,
    `Тон: ${sentimentForRating(rating)}`,
    `Товар: ${oneLine(input.productName) || 'не указан'}`,
    `Оценка: ${rating} из 5`,
    `Группа товара: ${(group && oneLine(group.name)) || 'не указана'}`,
    highlights.length ? `Особенности группы: ${highlights.join('; ')}` : null,
    earlier.length ? `Прежние ответы продавца: ${earlier.join(' | ')}` : null,
    `Отзыв: ${review || '(без текста)'}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** The chat-completions request body for one review. */
export function replyRequestBody(
  input: ReplyInput,
  model: string,
  options: Pick<DraftOptions, 'styles' | 'temperature'> = {},
) {
  return {
    model,
    messages: [
      { role: 'system', content: REPLY_SYSTEM_PROMPT },
      { role: 'user', content: replyUserMessage(input, options.styles) },
    ],
    temperature: options.temperature ?? 0.7,
    max_tokens: 1500,
    response_format: { type: 'json_object' },
  };
}

/** The JSON in a model's answer: bare, in ```json fences, or between other words. */
function jsonIn(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const candidates = [content.trim(), fenced?.[1]?.trim()];
  const start = content.search(/[[{]/);
  const end = Math.max(content.lastIndexOf('}'), content.lastIndexOf(']'));
  if (start >= 0 && end > start) candidates.push(content.slice(start, end + 1));
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // the next candidate
    }
  }
  return undefined;
}

const capitalised = (value: unknown) =>
  typeof value === 'string' ? value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase() : value;

/**
 * The valid replies in a model's answer, one per style (the first), in `styles`' order; invalid
 * ones (unknown style or sentiment, blank or too long text) are dropped.
 */
export function parseReplies(content: string, styles: readonly ResponseStyle[] = responseStyles): ResponseSuggestion[] {
  const json = jsonIn(content);
  const items: unknown[] = Array.isArray(json)
    ? json
    : Array.isArray((json as { replies?: unknown })?.replies)
      ? (json as { replies: unknown[] }).replies
      : [];
  const byStyle = new Map<ResponseStyle, ResponseSuggestion>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const fields = Object.fromEntries(Object.entries(item).map(([key, value]) => [key.toLowerCase(), value]));
    const parsed = responseSuggestion.safeParse({
      Text: typeof fields.text === 'string' ? fields.text.trim() : fields.text,
      Style: capitalised(fields.style),
      Sentiment: capitalised(fields.sentiment),
    });
    if (parsed.success && styles.includes(parsed.data.Style) && !byStyle.has(parsed.data.Style)) {
      byStyle.set(parsed.data.Style, parsed.data);
    }
  }
  return styles.flatMap((style) => byStyle.get(style) ?? []);
}

/** The endpoint's own words on an error: OpenAI's `{ error: { message } }`, or what else it sent. */
async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = body.error as { message?: unknown } | string | undefined;
    const message = typeof error === 'string' ? error : (error?.message ?? body.message ?? body.detail);
    if (typeof message === 'string' && message.trim()) return message.trim();
  } catch {
    // not JSON: the text itself
  }
  return clip(text, 300) || response.statusText;
}

const contentOf = (answer: unknown): string => {
  const message = (answer as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message;
  const content = message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join('');
  }
  return '';
};

/**
 * Drafts replies to one review: one per style, in Russian, grounded on the review and the product.
 * Rejects with a ReplyDraftingError (the HTTP status and the endpoint's message; no answer; or
 * 'no usable replies'), or with the signal's reason when aborted.
 */
export async function draftReplies(
  input: ReplyInput,
  settings: ChatSettings,
  options: DraftOptions = {},
): Promise<ResponseSuggestion[]> {
  const styles = options.styles?.length ? options.styles : responseStyles;
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await ky.post(endpoint, {
      json: replyRequestBody(input, settings.model, { ...options, styles }),
      headers: { authorization: `Bearer ${settings.apiKey}` },
      signal: options.signal,
      timeout: options.timeoutMs ?? 60_000,
      retry: 0,
      throwHttpErrors: false,
      credentials: 'omit',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (error instanceof TimeoutError) {
      throw new ReplyDraftingError('timeout', `The AI service did not answer in time (${endpoint}).`);
    }
    const why = error instanceof Error ? error.message : String(error);
    throw new ReplyDraftingError('network', `The AI service could not be reached (${endpoint}): ${why}`);
  }

  if (!response.ok) {
    const detail = await errorMessageOf(response);
    throw new ReplyDraftingError(
      'http',
      `The AI service answered ${response.status}: ${detail}`,
      response.status,
      detail,
    );
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const replies = parseReplies(contentOf(answer), styles);
  if (!replies.length) {
    throw new ReplyDraftingError('noReplies', 'The AI service gave no usable replies.');
  }
  return replies;
}

export interface SuggestedReplies {
  /** 'ai': drafted by the chat endpoint; 'template': the key is not set. */
  source: 'ai' | 'template';
  replies: ResponseSuggestion[];
}

/** Replies to one review: drafted with the Settings key when there is one, else from templates. */
export async function suggestReplies(
  input: ReplyInput,
  settings: ApplicationSettings,
  options: DraftOptions = {},
): Promise<SuggestedReplies> {
  const chat = chatSettingsOf(settings);
  if (!chat) {
    const styles = options.styles?.length ? options.styles : responseStyles;
    return { source: 'template', replies: templateReplies(input).filter((reply) => styles.includes(reply.Style)) };
  }
  return { source: 'ai', replies: await draftReplies(input, chat, options) };
}

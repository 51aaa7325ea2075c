/** Telegram's Bot API (https://core.telegram.org/bots/api), the three methods the alerts use. */
export const TELEGRAM_API_URL = 'https://api.telegram.org';

/** A call gives up after this long: a delivery is retried later, a test says so. */
export const TELEGRAM_TIMEOUT_MS = 15_000;

/** How a call failed: Telegram answered (its description, or only an HTTP status), or it did not. */
export type TelegramFailureKind = 'reply' | 'status' | 'timeout' | 'connection';

/** What Telegram answered instead of ok: its code and description, and for a 429 how long to wait. */
export class TelegramError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    readonly description: string,
    readonly retryAfterSeconds: number | null = null,
    readonly kind: TelegramFailureKind = 'reply',
  ) {
    super(`Telegram ${method}: ${description}`);
    this.name = 'TelegramError';
  }
}

export interface TelegramUpdate {
  update_id: number;
  message?: {
    text?: string;
    chat: { id: number; type: string; first_name?: string; last_name?: string; username?: string; title?: string };
  };
}

interface TelegramAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * One bot's calls. The token is part of the address, so an error never carries the address: only the
 * method and Telegram's own description reach logs and the seller.
 */
export function telegramBot(token: string, apiUrl = TELEGRAM_API_URL) {
  async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw timedOut
        ? new TelegramError(method, 0, `no answer in ${TELEGRAM_TIMEOUT_MS / 1000} s`, null, 'timeout')
        : new TelegramError(method, 0, 'cannot connect', null, 'connection');
    }
    const answer = (await response.json().catch(() => ({ ok: false }))) as TelegramAnswer<T>;
    if (!answer.ok || answer.result === undefined) {
      throw new TelegramError(
        method,
        answer.error_code ?? response.status,
        answer.description ?? `HTTP ${response.status}`,
        answer.parameters?.retry_after ?? null,
        answer.description === undefined ? 'status' : 'reply',
      );
    }
    return answer.result;
  }

  return {
    getMe: () => call<{ id: number; username: string; first_name: string }>('getMe', {}),
    getUpdates: () => call<TelegramUpdate[]>('getUpdates', { allowed_updates: ['message'], timeout: 0 }),
    sendMessage: (chatId: string, text: string) =>
      call<{ message_id: number }>('sendMessage', {
        chat_id: chatId,
        text,
        parse_mode: 'MarkdownV2',
        link_preview_options: { is_disabled: true },
      }),
  };
}
export type TelegramBot = ReturnType<typeof telegramBot>;

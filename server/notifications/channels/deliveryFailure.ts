import type { DeliveryFailure, DeliveryFailureCode } from '../../../contracts/notificationChannels.js';
import { ConflictError } from '../../domain/errors.js';
import { EMAIL_TIMEOUT_MS, EmailError } from './emailSender.js';
import { TELEGRAM_TIMEOUT_MS, TelegramError } from './telegramBotApi.js';

/** A channel the user has not finished setting up: a refusal of the app's own, with its code. */
export class ChannelNotReadyError extends ConflictError {
  constructor(
    readonly code: Extract<DeliveryFailureCode, 'TelegramNotSet' | 'TelegramNoChat' | 'EmailNotSet'>,
    message: string,
  ) {
    super(message);
  }
}

/** A failed send in the channel's own words (Telegram's description with its method, the SMTP reply). */
export function deliveryError(error: unknown): string {
  if (error instanceof TelegramError) return `${error.method}: ${error.description}`;
  if (error instanceof EmailError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}

const failure = (Code: DeliveryFailureCode, Params: DeliveryFailure['Params'] = {}): DeliveryFailure => ({
  Code,
  Params,
});

/**
 * Why a send failed, as a code for the screen to word in the seller's language (`notification.failure.<Code>`);
 * what Telegram or the mail server said goes along as it was said.
 */
export function deliveryFailureOf(error: unknown): DeliveryFailure {
  if (error instanceof ChannelNotReadyError) return failure(error.code);
  if (error instanceof TelegramError) {
    const { method } = error;
    switch (error.kind) {
      case 'reply':
        return failure('TelegramReply', { method, reply: error.description });
      case 'status':
        return failure('TelegramStatus', { method, status: String(error.code) });
      case 'timeout':
        return failure('TelegramTimeout', { method, seconds: TELEGRAM_TIMEOUT_MS / 1000 });
      case 'connection':
        return failure('TelegramUnreachable', { method });
    }
  }
  if (error instanceof EmailError) {
    switch (error.kind) {
      case 'reply':
        return failure('EmailReply', { reply: error.reason });
      case 'timeout':
        return failure('EmailTimeout', { seconds: EMAIL_TIMEOUT_MS / 1000 });
      case 'connection':
        return failure('EmailUnreachable', { detail: error.reason });
      case 'other':
        return failure('EmailFailed', { detail: error.reason });
    }
  }
  return failure('Unexpected', { error: deliveryError(error) });
}

/** Telegram asked to wait (429) on another message of the user's: this one waits as long. */
export const telegramHeld = (): { error: string; failure: DeliveryFailure } => ({
  error: 'waiting for Telegram (429)',
  failure: failure('TelegramHeld'),
});

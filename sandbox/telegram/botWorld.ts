import { parseMarkdownV2 } from './markdownV2.js';

/** A chat with a bot: the person who pressed Start. */
export interface SandboxChat {
  id: number;
  type: 'private';
  first_name: string;
}

export interface SandboxUpdate {
  update_id: number;
  message: { message_id: number; date: number; chat: SandboxChat; from: SandboxChat & { is_bot: false }; text: string };
}

/** A message a bot sent, as Telegram keeps it: the text without markup, its links. */
export interface SentMessage {
  message_id: number;
  chat_id: number;
  date: number;
  text: string;
  links: string[];
}

/** Telegram's error answer: the code, the description and, for a 429, how long to wait. */
export class TelegramAnswerError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

/** A Telegram message holds at most this many characters. */
const MESSAGE_CHARACTERS = 4096;

/** One bot of the Bot API stand-in: what people wrote to it, what it sent, the 429s it is to answer. */
export class SandboxBot {
  private updates: SandboxUpdate[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 1;
  readonly chats = new Map<number, SandboxChat>();
  readonly sent: SentMessage[] = [];
  private tooManyRequests = 0;
  private retryAfter = 1;

  constructor(readonly id: number) {}

  get username() {
    return `sandbox${this.id}_bot`;
  }

  /** A person writes to the bot (pressing Start sends `/start <code>`). */
  receive(text: string, chatId: number, firstName: string): SandboxUpdate {
    const chat: SandboxChat = { id: chatId, type: 'private', first_name: firstName };
    this.chats.set(chatId, chat);
    const update: SandboxUpdate = {
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat,
        from: { ...chat, is_bot: false },
        text,
      },
    };
    this.updates.push(update);
    return update;
  }

  /** getUpdates: those not confirmed; an offset confirms (forgets) every update before it. */
  getUpdates(offset: number | undefined, limit = 100): SandboxUpdate[] {
    if (offset !== undefined) this.updates = this.updates.filter((update) => update.update_id >= offset);
    return this.updates.slice(0, Math.min(Math.max(limit, 1), 100));
  }

  /** The next `count` sendMessage calls are answered 429 with retry_after `seconds` (the harness). */
  refuseNext(count: number, seconds: number) {
    this.tooManyRequests = count;
    this.retryAfter = seconds;
  }

  sendMessage(chatId: number, source: string, parseMode: string | undefined): SentMessage {
    if (this.tooManyRequests > 0) {
      this.tooManyRequests -= 1;
      throw new TelegramAnswerError(429, `Too Many Requests: retry after ${this.retryAfter}`, this.retryAfter);
    }
    if (!this.chats.has(chatId)) throw new TelegramAnswerError(400, 'Bad Request: chat not found');
    if (!source.trim()) throw new TelegramAnswerError(400, 'Bad Request: message text is empty');
    const parsed = parseMode === 'MarkdownV2' ? parseMarkdownV2(source) : { text: source, links: [] };
    if ('problem' in parsed) throw new TelegramAnswerError(400, `Bad Request: ${parsed.problem}`);
    if (parsed.text.length > MESSAGE_CHARACTERS) throw new TelegramAnswerError(400, 'Bad Request: message is too long');
    const message: SentMessage = {
      message_id: this.nextMessageId++,
      chat_id: chatId,
      date: Math.floor(Date.now() / 1000),
      text: parsed.text,
      links: parsed.links,
    };
    this.sent.push(message);
    return message;
  }
}
